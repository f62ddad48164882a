import { expect, test } from '@playwright/test'
import { apiData, openPage, type TFooterColumn, type TMenu } from './helpers'

test.describe('header', () => {
  test('logo to home, the Home label, a login link for visitors, and the sorted desktop bar', async ({
    page,
    request,
  }) => {
    const menus = await apiData<TMenu[]>(request, '/b2badminapi/client/Config/menus')
    await openPage(page, '/press-room/unknown-page-for-logo-test')
    await page.getByRole('link', { name: 'Monsoon home' }).first().click()
    await expect(page).toHaveURL(/\/$/)
    const header = page.locator('header')
    // One Home in sight: the header's label; the bar does not repeat the menu's Home entry (issue 20).
    await expect(header.getByRole('link', { name: 'Home', exact: true }).filter({ visible: true })).toHaveCount(1)
    await expect(page.getByTestId('login-link')).toHaveAttribute('href', '/login-agent')

    const bar = page.getByTestId('desktop-menu')
    await expect(bar.locator(':scope > li > :first-child')).toHaveText(
      menus.filter((entry) => !(entry.url === '/' && entry.items.length === 0)).map((entry) => entry.fullName),
    )
  })

  test('hovering an entry shows only its showOnMenu sub-items', async ({ page, request }) => {
    const menus = await apiData<TMenu[]>(request, '/b2badminapi/client/Config/menus')
    const entry = menus.find((item) => item.items.some((sub) => !sub.showOnMenu))
    expect(entry, 'the demo data has an entry with a hidden sub-item').toBeTruthy()
    if (!entry) return
    await openPage(page, '/')
    const item = page.getByTestId('desktop-menu').locator(':scope > li', { hasText: entry.fullName })
    await item.hover()
    const submenu = item.getByTestId('desktop-submenu')
    await expect(submenu).toBeVisible()
    await expect(submenu.getByRole('link')).toHaveText(
      entry.items.filter((sub) => sub.showOnMenu).map((sub) => sub.fullName),
    )
  })

  test('the header changes style after 900 px of scroll, without moving the page', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 700 })
    await openPage(page, '/')
    const header = page.locator('header')
    const mainTop = () => page.locator('main').evaluate((node) => node.getBoundingClientRect().top + window.scrollY)
    const before = await mainTop()
    await expect(header).toHaveAttribute('data-scrolled', 'false')
    await page.evaluate(() => window.scrollTo(0, 800))
    await expect(header).toHaveAttribute('data-scrolled', 'false')
    await page.evaluate(() => window.scrollTo(0, 950))
    await expect(header).toHaveAttribute('data-scrolled', 'true')
    // The change is one of style only: the page below does not jump (the top bar folding away would
    // move it by its height, 40 px); the header's own sub-pixel height may round differently.
    expect(Math.abs((await mainTop()) - before)).toBeLessThan(2)
    await expect(header).toHaveCSS('box-shadow', /rgba/)
    const box = await header.boundingBox()
    expect(box?.y).toBeLessThanOrEqual(0)
  })

  test('external links open in a new window', async ({ page, request }) => {
    const menus = await apiData<TMenu[]>(request, '/b2badminapi/client/Config/menus')
    const parent = menus.find((entry) => entry.items.some((item) => /^https?:\/\//.test(item.url ?? '')))
    const external = parent?.items.find((item) => /^https?:\/\//.test(item.url ?? ''))
    expect(external, 'the demo data has an external link').toBeTruthy()
    await openPage(page, '/')
    await page.getByRole('button', { name: 'Menu' }).click()
    const dialog = page.getByTestId('menu-dialog')
    await dialog.getByRole('button', { name: parent?.fullName }).click()
    const link = dialog.locator(`a[href="${external?.url}"]`)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', /noopener/)
  })
})

test.describe('menu dialog', () => {
  test('a full-screen accordion with one entry open at a time, its image, contacts and social links', async ({
    page,
    request,
  }) => {
    const menus = await apiData<TMenu[]>(request, '/b2badminapi/client/Config/menus')
    const config = await apiData<{ phone: string; email: string; textMenuModal: string }>(
      request,
      '/b2badminapi/client/Config/settingSite',
    )
    const [first, second] = menus.filter((entry) => entry.items.length > 0)
    await openPage(page, '/')
    await page.getByRole('button', { name: 'Menu' }).click()
    const dialog = page.getByTestId('menu-dialog')
    await expect(dialog).toBeVisible()
    const box = await dialog.boundingBox()
    expect(box?.width).toBe(1440)

    await expect(dialog.getByText(config.phone)).toBeVisible()
    await expect(dialog.getByText(config.email)).toBeVisible()
    await expect(dialog.getByText(config.textMenuModal)).toBeVisible()
    await expect(dialog.getByRole('list', { name: 'Social media' })).toBeVisible()

    await dialog.getByRole('button', { name: first.fullName }).click()
    await expect(dialog.getByRole('link', { name: first.items[0].fullName, exact: true })).toBeVisible()
    if (first.image) await expect(dialog.getByTestId('menu-dialog-image')).toHaveAttribute('src', first.image)

    await dialog.getByRole('button', { name: second.fullName }).click()
    await expect(dialog.getByRole('link', { name: second.items[0].fullName, exact: true })).toBeVisible()
    await expect(dialog.getByRole('link', { name: first.items[0].fullName, exact: true })).toBeHidden()
    await expect(dialog.getByRole('button', { name: first.fullName })).toHaveAttribute('aria-expanded', 'false')

    await dialog.getByRole('button', { name: 'Close menu' }).click()
    await expect(dialog).toBeHidden()
  })
})

test.describe('drawer at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('replaces the bar, slides over 80% from the right, locks scroll, nests entries, holds the login link', async ({
    page,
    request,
  }) => {
    const menus = await apiData<TMenu[]>(request, '/b2badminapi/client/Config/menus')
    await openPage(page, '/')
    await expect(page.getByTestId('desktop-menu')).toBeHidden()
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden()

    await page.getByRole('button', { name: 'Open menu' }).click()
    const drawer = page.getByTestId('mobile-drawer')
    await expect(drawer).toBeVisible()
    await expect
      .poll(async () => {
        const box = await drawer.boundingBox()
        return box ? [Math.round(box.x), Math.round(box.width)] : null
      })
      .toEqual([75, 300])
    const overflow = await page.evaluate(() => getComputedStyle(document.body).overflow)
    expect(overflow).toBe('hidden')

    const grouping = menus.find((entry) => !entry.url && entry.items.length > 0)
    expect(grouping, 'the demo data has an entry without url').toBeTruthy()
    if (grouping) {
      // Not a link (spec §2): the label opens its sub-items, an accordion with one entry open at a time (issue 20).
      const label = drawer.getByText(grouping.fullName, { exact: true })
      await expect(label).toBeVisible()
      expect(await label.evaluate((node) => node.tagName)).toBe('SPAN')
      const firstItem = drawer.getByRole('link', { name: grouping.items[0].fullName, exact: true })
      await expect(firstItem).toBeHidden()
      const toggle = drawer.getByRole('button', { name: grouping.fullName, exact: true })
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      await expect(firstItem).toBeVisible()
      const other = menus.find((entry) => entry !== grouping && entry.items.length > 0)
      if (other) {
        const otherToggle = drawer.locator(`button[aria-controls]`).filter({ hasNotText: grouping.fullName }).first()
        await otherToggle.click()
        await expect(otherToggle).toHaveAttribute('aria-expanded', 'true')
        await expect(toggle).toHaveAttribute('aria-expanded', 'false')
        await expect(firstItem).toBeHidden()
      }
    }
    await expect(drawer.getByRole('link', { name: 'Agent login' })).toHaveAttribute('href', '/login-agent')
    await expect(drawer.getByRole('link', { name: 'Monsoon home' })).toBeVisible()

    await drawer.getByRole('button', { name: 'Close menu' }).click()
    await expect(drawer).toBeHidden()
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden')
  })
})

test.describe('footer', () => {
  test('configured columns, the EXPERIENCES tooltip on the left, and the copyright bar', async ({ page, request }) => {
    const footer = await apiData<TFooterColumn[]>(request, '/b2badminapi/client/Config/getfooter')
    const config = await apiData<{ copyRight: string; textFooter: string | null }>(
      request,
      '/b2badminapi/client/Config/settingSite',
    )
    await openPage(page, '/')
    const columns = page.getByTestId('footer-column')
    await expect(columns.locator('h2')).toHaveText(footer.map((column) => column.title))

    const experiences = footer.find((column) => column.title === 'EXPERIENCES')
    const link = experiences?.listItems[0]
    expect(link?.shortName).toBeTruthy()
    const anchor = page.locator('footer').getByRole('link', { name: link?.fullName, exact: true })
    const tooltip = page.getByTestId('footer-tooltip')
    await anchor.scrollIntoViewIfNeeded()
    const tip = tooltip.filter({ hasText: link?.shortName ?? '' })
    await expect(tip).toBeHidden()
    await anchor.hover()
    await expect(tip).toBeVisible()
    const [tipBox, target] = await Promise.all([tip.boundingBox(), anchor.boundingBox()])
    expect((tipBox?.x ?? 0) + (tipBox?.width ?? 0)).toBeLessThanOrEqual(target?.x ?? 0)

    await expect(page.getByTestId('copyright')).toContainText(config.copyRight)
    if (config.textFooter) await expect(page.getByTestId('copyright')).toContainText(config.textFooter)
  })
})

test.describe('pages', () => {
  test("the home page's title and description come from the page metas", async ({ page, request }) => {
    const metas = await apiData<Array<{ path: string; title: string; description: string }>>(
      request,
      '/b2badminapi/client/MetaClient/AllMeta',
    )
    const home = metas.find((meta) => meta.path === '/')
    await openPage(page, '/')
    await expect(page).toHaveTitle(home?.title ?? '')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', home?.description ?? '')
    await expect(page.getByTestId('home-title')).not.toBeEmpty()
  })

  test("an unknown route answers 404 with 'This page could not be found'", async ({ page }) => {
    const response = await openPage(page, '/no/such/page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible()
    await expect(page.locator('header')).toBeVisible()
  })

  test("the header's login link opens the 500 px login dialog", async ({ page }) => {
    await openPage(page, '/')
    await page.getByTestId('login-link').click()
    const dialog = page.getByTestId('login-dialog')
    await expect(dialog.getByRole('heading', { name: 'Agent sign-in' })).toBeVisible()
    expect((await dialog.boundingBox())?.width).toBe(500)
    await expect(page).toHaveURL(/\/$/)
  })

  test('the login layout shows the background image and the logo', async ({ page }) => {
    await page.goto('/login-agent')
    const layout = page.getByTestId('login-layout')
    await expect(layout.getByRole('img', { name: 'Monsoon' })).toBeVisible()
    await expect(layout.locator('img').first()).toHaveAttribute('src', /\/cms-api\/media\/file\//)
  })
})

test('a chunk-load failure reloads the page once, and not again within 60 s', async ({ page }) => {
  await openPage(page, '/')
  const failChunk = () =>
    page.evaluate(() => {
      const error = new Error('Loading chunk 4711 failed.')
      error.name = 'ChunkLoadError'
      void Promise.reject(error)
    })
  const reloaded = page.waitForEvent('load')
  await failChunk()
  await reloaded
  await expect(page.locator('header[data-hydrated="true"]')).toBeAttached()

  let navigations = 0
  page.on('framenavigated', () => navigations++)
  await failChunk()
  await page.waitForTimeout(1_000)
  expect(navigations).toBe(0)
})

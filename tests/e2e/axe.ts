import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

type TRunOptions = Parameters<AxeBuilder['options']>[0]

/**
 * axe-core on a page, as every e2e test runs it (ADR 058): in one pass over the page and its frames
 * (axe's "legacy mode"; our pages have no cross-origin frame to enter, and the video embeds do not
 * load offline) and reporting the violations only, not every node that passed. The same rules find
 * the same violations, in about 1.2 s a page here instead of 3. Chain `withTags` or `include` after
 * it; `options` given here are merged with those.
 */
export const axeBuilder = (page: Page, options: TRunOptions = {}) =>
  new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'], ...options })

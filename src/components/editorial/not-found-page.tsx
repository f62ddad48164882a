import { SiteChrome } from '@/components/chrome/site-chrome'
import { NotFoundView } from '@/components/not-found-view'
import { Unavailable } from '@/components/unavailable'
import { loadSiteData } from '@/server/content/startup'

/** The 404 of the editorial routes: they have no layout of their own, so it brings the chrome. */
export async function EditorialNotFound() {
  const startup = await loadSiteData()
  if (!startup) return <Unavailable />
  return (
    <SiteChrome startup={startup} agent={null} path="">
      <NotFoundView />
    </SiteChrome>
  )
}

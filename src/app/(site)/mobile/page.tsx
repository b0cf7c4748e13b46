import { CallBar } from '@/components/mobile/CallBar'
import { HomeStickyBar } from '@/components/mobile/HomeStickyBar.client'
import { MobileBar } from '@/components/mobile/MobileBar'
import { CmsPage } from '@/components/page/CmsPage'
import { cmsMetadata } from '@/components/page/cms-route'
import { getSiteSettings } from '@/server/settings'

export const generateMetadata = () => cmsMetadata('/mobile')

/** The phone home: its own top bar inside the hero (a sticky copy once scrolled), the page, the call bar. */
export default async function MobileHomePage() {
  const { brandName, phone } = await getSiteSettings()
  return (
    <>
      <HomeStickyBar>
        <MobileBar brandName={brandName} />
      </HomeStickyBar>
      <CmsPage
        route="/mobile"
        device="mobile"
        topSlot={(background) => (
          <div
            className={`flex h-(--mobile-top-bar) items-center justify-between ${background === 'dark' ? '[&_a:focus-visible]:outline-white' : ''}`}
          >
            <MobileBar brandName={brandName} tone={background === 'dark' ? 'light' : 'dark'} />
          </div>
        )}
      />
      <CallBar phone={phone} />
    </>
  )
}

import { MobileShell } from '@/components/mobile/MobileShell'
import { getSiteSettings } from '@/server/settings'

export default async function MobileLayout({ children }: { children: React.ReactNode }) {
  const settings = await getSiteSettings()
  return <MobileShell settings={settings}>{children}</MobileShell>
}

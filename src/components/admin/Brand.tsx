import type { Payload } from 'payload'

import { LogoMark } from '@/components/layout/Logo'
import { withDefaults } from '@/globals/SiteSettings/with-defaults'

async function brandName(payload?: Payload) {
  if (!payload) return withDefaults(null).brandName
  const stored = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  return withDefaults(stored as unknown as Record<string, unknown>).brandName
}

/** The sign-in page's logo: the site's mark and its name from the settings, instead of Payload's. */
export async function AdminLogo({ payload }: { payload?: Payload }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 14 }}>
      <LogoMark size={48} />
      <div>
        <div style={{ fontSize: 26, fontWeight: 700, lineHeight: 1.2 }}>{await brandName(payload)}</div>
        <div style={{ color: 'var(--theme-elevation-500)' }}>内容管理后台</div>
      </div>
    </div>
  )
}

/** The mark in the admin's breadcrumb (Payload gives it an 18 px box, 16 px on small screens). */
export function AdminIcon() {
  return (
    <span style={{ display: 'block', width: '100%', height: '100%' }}>
      <LogoMark size={18} />
    </span>
  )
}

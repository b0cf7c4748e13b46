import { describe, expect, it } from 'vitest'

import { isActiveLink, resolveNav } from '@/components/layout/nav-links'
import { desktopNav } from '@/content/nav'
import { siteDefaults } from '@/globals/SiteSettings/defaults'
import { withDefaults } from '@/server/settings'

describe('site settings', () => {
  it('fills empty values with the demo defaults and keeps stored ones', () => {
    const settings = withDefaults({
      phone: '400-111-2222',
      email: '  ',
      links: { academy: 'https://academy.example.org' },
    })
    expect(settings.phone).toBe('400-111-2222')
    expect(settings.email).toBe(siteDefaults.email)
    expect(settings.links.academy).toBe('https://academy.example.org')
    expect(settings.links.assessment).toBe(siteDefaults.links.assessment)
    expect(withDefaults(null).brandName).toBe(siteDefaults.brandName)
  })
})

describe('desktop navigation', () => {
  it('has the spec entries in order, external ones resolved from settings', () => {
    const links = resolveNav(desktopNav, withDefaults({ links: { academy: 'https://a.example.org' } }))
    expect(links.map((l) => l.label)).toEqual(['首页', '学院', '校园', '师培', '测评', '体验中心', '资讯'])
    expect(links[1]).toEqual({ label: '学院', href: 'https://a.example.org', external: true })
    expect(links.filter((l) => l.external).map((l) => l.label)).toEqual(['学院', '测评', '体验中心'])
  })

  it('highlights the entry of the current path', () => {
    expect(isActiveLink('/', '/')).toBe(true)
    expect(isActiveLink('/news', '/')).toBe(false)
    expect(isActiveLink('/news/detail/company/3', '/news')).toBe(true)
    expect(isActiveLink('/newsroom', '/news')).toBe(false)
  })
})

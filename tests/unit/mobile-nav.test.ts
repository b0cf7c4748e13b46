import { describe, expect, it } from 'vitest'

import { resolveNav } from '@/components/layout/nav-links'
import {
  headShownOn,
  isMobileHome,
  isMobileLinkActive,
  isStickyBarShown,
} from '@/components/mobile/mobile-nav'
import { mobileCompetitionGroup, mobileNav } from '@/content/nav'
import { withDefaults } from '@/server/settings'

describe('mobile drawer entries', () => {
  it('has the spec entries in order, 校园 resolved to the school-site login from settings', () => {
    const links = resolveNav(
      mobileNav,
      withDefaults({ links: { schoolLogin: 'https://school.example.org/login' } }),
    )
    expect(links.map((l) => [l.label, l.href])).toEqual([
      ['首页', '/mobile'],
      ['校园', 'https://school.example.org/login'],
      ['师培', '/mobile/tch-training'],
      ['合作', '/mobile/cooperation'],
      ['资讯', '/mobile/news'],
    ])
    expect(links.filter((l) => l.external).map((l) => l.label)).toEqual(['校园'])
    expect(mobileCompetitionGroup.entries.map((e) => [e.label, e.href])).toEqual([
      ['蓝桥杯大赛', '/mobile/special/lanqiao'],
      ['创意编程与智能设计大赛', '/mobile/special/topic'],
    ])
  })

  it('highlights 首页 only on /mobile itself and sections by prefix', () => {
    expect(isMobileLinkActive('/mobile', '/mobile')).toBe(true)
    expect(isMobileLinkActive('/mobile/news', '/mobile')).toBe(false)
    expect(isMobileLinkActive('/mobile/news/company', '/mobile/news')).toBe(true)
    expect(isMobileLinkActive('/mobile/newsroom', '/mobile/news')).toBe(false)
    expect(isMobileLinkActive('/mobile/special/topic', '/mobile/special/lanqiao')).toBe(false)
  })
})

describe('mobile head-show flag', () => {
  it('is off on the route named mobile, on for mobile-news, unchanged elsewhere', () => {
    expect(headShownOn('/mobile', true)).toBe(false)
    expect(headShownOn('/mobile/news', false)).toBe(true)
    expect(headShownOn('/mobile/news/', false)).toBe(true)
    expect(headShownOn('/mobile/cooperation', true)).toBe(true)
    expect(headShownOn('/mobile/cooperation', false)).toBe(false)
    expect(headShownOn('/mobile/news/company', false)).toBe(false)
  })

  it('treats only /mobile as the home that hides the shell header', () => {
    expect(isMobileHome('/mobile')).toBe(true)
    expect(isMobileHome('/mobile/')).toBe(true)
    expect(isMobileHome('/mobile/news')).toBe(false)
  })
})

describe('mobile home sticky bar', () => {
  it('shows after scrolling 108/750 of the viewport width', () => {
    // 375 px wide: the threshold is 54 px.
    expect(isStickyBarShown(0, 375)).toBe(false)
    expect(isStickyBarShown(54, 375)).toBe(false)
    expect(isStickyBarShown(55, 375)).toBe(true)
    // 750 px wide: 108 px.
    expect(isStickyBarShown(100, 750)).toBe(false)
    expect(isStickyBarShown(109, 750)).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'

import { prefetchTarget } from '@/lib/intent-prefetch'

/** An element as the DOM gives it to the listener: a tag name and attributes. */
function element(tagName: string, attributes: Record<string, string> = {}) {
  return {
    tagName,
    getAttribute: (name: string) => attributes[name] ?? null,
    hasAttribute: (name: string) => name in attributes,
  }
}
const here = { origin: 'https://www.example.cn', pathname: '/tch-training', search: '' }
const target = (attributes: Record<string, string>) => prefetchTarget(element('A', attributes), here)

describe('prefetchTarget', () => {
  it('gives the path and query of a link to another page of the site', () => {
    expect(target({ href: '/news' })).toBe('/news')
    expect(target({ href: '/news?type=company&page=2' })).toBe('/news?type=company&page=2')
    expect(target({ href: 'https://www.example.cn/mobile/uc#top' })).toBe('/mobile/uc')
    expect(target({ href: 'school-home' })).toBe('/school-home')
    expect(target({ href: '/about-me', target: '_self' })).toBe('/about-me')
  })

  it('leaves out what is not a page of the site’s router', () => {
    expect(prefetchTarget(null, here)).toBeNull()
    expect(prefetchTarget(element('BUTTON', { href: '/news' }), here)).toBeNull()
    expect(target({})).toBeNull()
    expect(target({ href: 'https://other.example.com/news' })).toBeNull()
    expect(target({ href: 'mailto:hi@example.cn' })).toBeNull()
    expect(target({ href: 'tel:4000000000' })).toBeNull()
    expect(target({ href: '/api/media/file/plan.pdf' })).toBeNull()
    expect(target({ href: '/admin/collections/pages' })).toBeNull()
    expect(target({ href: '/downloads/guide.pdf' })).toBeNull()
    expect(target({ href: '/news', download: '' })).toBeNull()
    expect(target({ href: '/news', target: '_blank' })).toBeNull()
    expect(target({ href: '/mobile/news?type=company', 'data-handled-in-place': '' })).toBeNull()
  })

  it('leaves out a link to the same page (a section of it)', () => {
    expect(target({ href: '#main' })).toBeNull()
    expect(target({ href: '/tch-training#apply' })).toBeNull()
    expect(target({ href: '/tch-training?week=2' })).toBe('/tch-training?week=2')
  })
})

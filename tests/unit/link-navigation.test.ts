import { describe, expect, it } from 'vitest'

import { clientNavigationTarget, type LinkClick } from '@/lib/link-navigation'

function element(tagName: string, attributes: Record<string, string> = {}) {
  return {
    tagName,
    getAttribute: (name: string) => attributes[name] ?? null,
    hasAttribute: (name: string) => name in attributes,
  }
}
const plain: LinkClick = {
  defaultPrevented: false,
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
}
const here = { origin: 'https://www.example.cn', pathname: '/tch-training', search: '?tab=2' }
const go = (attributes: Record<string, string>, click: Partial<LinkClick> = {}) =>
  clientNavigationTarget(
    { ...plain, ...click },
    element('A', { 'data-router-link': '', ...attributes }),
    here,
  )

describe('clientNavigationTarget', () => {
  it('gives the router the path, query and fragment of a link to a page of the site', () => {
    expect(go({ href: '/news' })).toBe('/news')
    expect(go({ href: '/news?type=company&page=2' })).toBe('/news?type=company&page=2')
    expect(go({ href: 'https://www.example.cn/school-home#apply' })).toBe('/school-home#apply')
    expect(go({ href: 'about-me', target: '_self' })).toBe('/about-me')
  })

  it('renders the page shown once more for a link to it, as Next’s Link does, not reloading the document', () => {
    expect(go({ href: '/tch-training?tab=2' })).toBe('/tch-training?tab=2')
    expect(go({ href: '/tch-training' })).toBe('/tch-training')
  })

  it('leaves a fragment of the page shown to the browser, which scrolls to it', () => {
    expect(go({ href: '#apply' })).toBeNull()
    expect(go({ href: '/tch-training?tab=2#apply' })).toBeNull()
  })

  it('leaves a click handled already, another button or a modifier key to the browser', () => {
    expect(go({ href: '/news' }, { defaultPrevented: true })).toBeNull()
    expect(go({ href: '/news' }, { button: 1 })).toBeNull()
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const)
      expect(go({ href: '/news' }, { [key]: true })).toBeNull()
  })

  it('leaves an <a> that is not one of the site’s links to the browser: a retry or leaving a preview loads the page', () => {
    expect(clientNavigationTarget(plain, element('A', { href: '/news' }), here)).toBeNull()
  })

  it('leaves what the router does not render to the browser', () => {
    expect(clientNavigationTarget(plain, null, here)).toBeNull()
    expect(
      clientNavigationTarget(plain, element('BUTTON', { href: '/news', 'data-router-link': '' }), here),
    ).toBeNull()
    expect(go({})).toBeNull()
    expect(go({ href: '/news', target: '_blank' })).toBeNull()
    expect(go({ href: '/news', download: '' })).toBeNull()
    expect(go({ href: '/mobile/news', 'data-handled-in-place': '' })).toBeNull()
    expect(go({ href: 'https://other.example.com/news' })).toBeNull()
    expect(go({ href: 'tel:4000000000' })).toBeNull()
    expect(go({ href: '/admin/collections/news' })).toBeNull()
    expect(go({ href: '/api/edu/news' })).toBeNull()
    expect(go({ href: '/files/brochure.pdf' })).toBeNull()
  })
})

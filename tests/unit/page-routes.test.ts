import { describe, expect, it } from 'vitest'

import { gridColumns } from '@/blocks/CardGrid/columns'
import { blocksFor, sectionId, sectionTones, topicAnchors } from '@/blocks/layout'
import type { LayoutBlock } from '@/blocks/types'
import {
  desktopPages,
  documentPathsFor,
  mobilePages,
  phoneCatchAllPaths,
  phoneRenderedDesktopPaths,
} from '@/content/page-routes'
import { hrefForDevice } from '@/lib/device-links'
import { deviceRedirectTarget } from '@/lib/device-redirect'

describe('which document serves a route', () => {
  it('serves a desktop route from its own document only', () => {
    expect(documentPathsFor('/tch-training')).toEqual(['/tch-training'])
    expect(documentPathsFor('/plan/schoolai')).toEqual(['/plan/schoolai'])
    expect(documentPathsFor('/nowhere')).toEqual([])
  })

  it('serves the legacy home copy from the home document', () => {
    expect(documentPathsFor('/index copy')).toEqual(['/'])
    expect(documentPathsFor('/mobile/index copy')).toEqual(['/mobile', '/'])
  })

  it('serves a phone route from its own document first, then the desktop page of the same path', () => {
    expect(documentPathsFor('/mobile')).toEqual(['/mobile', '/'])
    expect(documentPathsFor('/mobile/tch-training')).toEqual(['/mobile/tch-training', '/tch-training'])
    expect(documentPathsFor('/mobile/about-me')).toEqual(['/about-me'])
    expect(documentPathsFor('/mobile/landing')).toEqual(['/mobile/landing'])
    expect(documentPathsFor('/mobile/news/company')).toEqual(['/mobile/news', '/news'])
    expect(documentPathsFor('/mobile/news/carddetail')).toEqual(['/mobile/news/carddetail', '/news/detail'])
  })

  it('gives every desktop page a phone twin a phone is redirected to', () => {
    const served = new Set(phoneCatchAllPaths())
    for (const path of phoneRenderedDesktopPaths) {
      const target = deviceRedirectTarget({ pathname: path, search: '', userAgent: 'iPhone' })
      expect(target, path).toBe(`/mobile${path}`)
      expect(served.has(target!), path).toBe(true)
    }
    // The rest have routes of their own or go to the phone home.
    const others = desktopPages
      .map((page) => page.path)
      .filter((path) => !phoneRenderedDesktopPaths.includes(path))
    expect(others).toEqual(['/', '/school-home', '/news', '/news/detail'])
  })

  it('serves every phone page of the spec', () => {
    const served = new Set(phoneCatchAllPaths())
    for (const { path } of mobilePages) {
      if (path === '/mobile' || path.startsWith('/mobile/news')) continue
      expect(served.has(path), path).toBe(true)
    }
  })
})

describe('links on the phone site', () => {
  it('points internal links at their /mobile twin, keeping query and anchor', () => {
    expect(hrefForDevice('/tch-training', 'mobile')).toBe('/mobile/tch-training')
    expect(hrefForDevice('/cooperation#apply', 'mobile')).toBe('/mobile/cooperation#apply')
    expect(hrefForDevice('/news?type=company', 'mobile')).toBe('/mobile/news?type=company')
    expect(hrefForDevice('/', 'mobile')).toBe('/mobile')
    expect(hrefForDevice('/school-home', 'mobile')).toBe('/mobile')
  })

  it('leaves phone paths, anchors, outside addresses and files alone, and desktop links as they are', () => {
    expect(hrefForDevice('/mobile/landing', 'mobile')).toBe('/mobile/landing')
    expect(hrefForDevice('#apply', 'mobile')).toBe('#apply')
    expect(hrefForDevice('https://example.com/a', 'mobile')).toBe('https://example.com/a')
    expect(hrefForDevice('/news/rss.xml', 'mobile')).toBe('/news/rss.xml')
    expect(hrefForDevice('/tch-training', 'desktop')).toBe('/tch-training')
  })
})

const block = (extra: Partial<Record<string, unknown>>) =>
  ({ blockType: 'faq', heading: 'x', items: [], ...extra }) as unknown as LayoutBlock

describe('rendering a page’s blocks', () => {
  it('never leaves one card alone on the last row of an automatic grid', () => {
    for (let count = 2; count <= 12; count++) {
      const columns = gridColumns(count, 'auto')
      expect(count % columns === 1, `${count} cards in ${columns} columns`).toBe(false)
    }
    expect(gridColumns(4, 'auto')).toBe(4)
    expect(gridColumns(3, 'auto')).toBe(3)
    expect(gridColumns(5, '2')).toBe(2)
  })

  it('shows each block on the devices the editor chose', () => {
    const blocks = [
      block({ id: 'a' }),
      block({ id: 'd', visibility: 'desktop' }),
      block({ id: 'm', visibility: 'mobile' }),
    ]
    expect(blocksFor(blocks, 'desktop').map((b) => b.id)).toEqual(['a', 'd'])
    expect(blocksFor(blocks, 'mobile').map((b) => b.id)).toEqual(['a', 'm'])
    expect(blocksFor(null, 'mobile')).toEqual([])
  })

  it('alternates automatic backgrounds and keeps the chosen ones', () => {
    const tones = sectionTones([
      block({}),
      block({ background: 'auto' }),
      block({ background: 'brand' }),
      block({}),
      block({ background: 'white' }),
      block({}),
    ])
    expect(tones).toEqual(['white', 'tint', 'brand', 'tint', 'white', 'tint'])
  })

  it('names sections by their anchor, else by their place, and builds the topic navigation from named ones', () => {
    const blocks = [
      block({ anchor: 'intro', navLabel: '赛事简介' }),
      block({}),
      block({ navLabel: '学习心得' }),
    ]
    expect(sectionId(blocks[0]!, 0)).toBe('intro')
    expect(sectionId(blocks[1]!, 1)).toBe('section-2')
    expect(topicAnchors(blocks, 'desktop')).toEqual([
      { id: 'intro', label: '赛事简介' },
      { id: 'section-3', label: '学习心得' },
    ])
  })
})

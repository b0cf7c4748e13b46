import { describe, expect, it } from 'vitest'

import { blocksFor } from '@/blocks/layout'
import type { LayoutBlock } from '@/blocks/types'
import { pageBlocks } from '@/blocks'
import { blockSlugs } from '@/blocks/slugs'
import { desktopPages, documentPathsFor, isPagePath } from '@/content/page-routes'
import { demoPages } from '@/server/seed/pages'
import { seedDates } from '@/server/seed/pages/dates'
import type { SeedPage } from '@/server/seed/pages/types'

const BRAND = '测试品牌'
const seasons = [
  new Date('2026-11-23T02:00:00Z'),
  new Date('2027-03-01T02:00:00Z'),
  new Date('2031-07-15T02:00:00Z'),
]
const pages = demoPages(seedDates(seasons[0]!, BRAND))
const byPath = new Map(pages.map((page) => [page.path, page]))
const asBlocks = (page: SeedPage) => (page.layout ?? []) as unknown as LayoutBlock[]

/** Every link a document carries: hero buttons, block buttons and card links. */
function linksOf(page: SeedPage): string[] {
  const found: string[] = []
  const walk = (value: unknown, key?: string) => {
    if (typeof value === 'string' && key === 'href') found.push(value)
    else if (Array.isArray(value)) value.forEach((item) => walk(item))
    else if (value && typeof value === 'object' && !('root' in value))
      for (const [k, v] of Object.entries(value)) walk(v, k)
  }
  walk(page)
  return found
}

describe('the demo pages', () => {
  it('give every desktop page and the phone pages of their own a document, one per path', () => {
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length)
    for (const page of pages) expect(isPagePath(page.path), page.path).toBe(true)
    for (const { path } of desktopPages) expect(byPath.has(path), path).toBe(true)
    for (const path of [
      '/mobile',
      '/mobile/landing',
      '/mobile/uc',
      '/mobile/academy_1',
      '/mobile/gather/detail',
    ])
      expect(byPath.has(path as SeedPage['path']), path).toBe(true)
  })

  it('use every block type, and tell each page in several sections on both devices', () => {
    const used = new Set(pages.flatMap((page) => asBlocks(page).map((block) => block.blockType)))
    expect([...used].sort()).toEqual(pageBlocks.map((block) => block.slug).sort())
    expect([...blockSlugs].sort()).toEqual(pageBlocks.map((block) => block.slug).sort())
    for (const page of pages) {
      const listPage = page.path === '/news' || page.path === '/news/detail'
      const minimum = listPage ? 3 : 5
      if (!page.path.startsWith('/mobile'))
        expect(blocksFor(asBlocks(page), 'desktop').length, page.path).toBeGreaterThanOrEqual(minimum)
      expect(blocksFor(asBlocks(page), 'mobile').length, page.path).toBeGreaterThanOrEqual(listPage ? 3 : 4)
    }
  })

  it('give every hero a call to action and every page its own title and description', () => {
    for (const page of pages) {
      if (page.path !== '/news/detail') expect(page.hero.actions?.length, page.path).toBeGreaterThan(0)
      expect(page.seo?.description?.length ?? 0, page.path).toBeGreaterThan(30)
    }
    const titles = pages.map((page) => page.seo?.title || page.title)
    expect(new Set(titles).size).toBe(titles.length)
    const descriptions = pages.map((page) => page.seo?.description)
    expect(new Set(descriptions).size).toBe(descriptions.length)
  })

  it('only link to anchors that exist on the page and to pages that exist', () => {
    for (const page of pages) {
      const anchors = new Set(
        asBlocks(page).flatMap((block) => ('anchor' in block && block.anchor ? [block.anchor] : [])),
      )
      for (const href of linksOf(page)) {
        if (href.startsWith('#')) expect(anchors.has(href.slice(1)), `${page.path} → ${href}`).toBe(true)
        if (!href.startsWith('/')) continue
        const [path, hash] = href.split('#') as [string, string | undefined]
        const route = path.split('?')[0]!
        if (route === '/news/rss.xml' || route.startsWith('/mobile/news/')) continue
        const documents = documentPathsFor(route)
        expect(documents.length, `${page.path} → ${href}`).toBeGreaterThan(0)
        if (hash) {
          const target = byPath.get(documents.find((candidate) => byPath.has(candidate))!)!
          const targetAnchors = asBlocks(target).flatMap((block) =>
            'anchor' in block && block.anchor ? [block.anchor] : [],
          )
          expect(targetAnchors, `${page.path} → ${href}`).toContain(hash)
        }
      }
    }
  })

  it('reach every page within two clicks of the home page', () => {
    const internal = (page: SeedPage | undefined) =>
      (page ? linksOf(page) : []).filter((href) => href.startsWith('/')).map((href) => href.split(/[?#]/)[0]!)
    const first = new Set(internal(byPath.get('/')))
    const second = new Set([...first].flatMap((path) => internal(byPath.get(path as SeedPage['path']))))
    const reached = new Set(['/', ...first, ...second])
    for (const { path } of desktopPages) {
      if (path === '/news/detail' || path === '/detectBrowser') continue
      expect(reached.has(path), path).toBe(true)
    }
  })

  it('name the brand of the settings, never a fixed one, and date everything from the day of the seed', () => {
    const text = JSON.stringify(pages)
    expect(text).toContain(BRAND)
    expect(text).not.toContain('码上未来')
    expect(text).not.toMatch(/lorem|TODO|即将上线|敬请期待/i)
    for (const now of seasons) {
      const year = seedDates(now, BRAND).year
      const years = [...JSON.stringify(demoPages(seedDates(now, BRAND))).matchAll(/(20\d\d) 年/g)].map((m) =>
        Number(m[1]),
      )
      for (const found of years) {
        expect(found, `${now.toISOString()}: ${found}`).toBeGreaterThanOrEqual(year - 10)
        expect(found, `${now.toISOString()}: ${found}`).toBeLessThanOrEqual(year + 1)
      }
    }
  })
})

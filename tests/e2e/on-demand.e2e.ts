import { expect, test, type Page, type Route } from '@playwright/test'

import { scriptSources } from '../../scripts/bench/page-weight.mjs'
import { COMPILE_HINT } from '../../scripts/lib/compile-hints.mjs'
import { lateScriptSources } from '../../scripts/lib/late-scripts.mjs'
import { chunksGaveUp, countChunkFailures } from './chunk-failures'
import { expectHydrated } from './hydration'
import { pictureLoaded } from './images'

// What only moves when used arrives when it is about to be used, not with the page (the speed issue): the
// banner carousel's engine and the phone's drawer. Met as a visitor's browser meets a slow network: every
// script the document did not list is held back by route interception until the test lets it through.

/**
 * Opens `path` with every script chunk the document does not mention held back until `release()`: the page's
 * own scripts (whatever the HTML names, in a tag or in its payload) load, anything fetched later waits.
 */
async function openHoldingLateChunks(page: Page, path: string) {
  const named = new Set<string>()
  const held: Route[] = []
  let released = false
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch()
      const html = await response.text()
      for (const [chunk] of html.matchAll(/\/_next\/static\/chunks\/[\w.~-]+\.js/g)) named.add(chunk)
      await route.fulfill({ response, body: html })
    },
  )
  await page.route(
    (url) => url.pathname.startsWith('/_next/static/chunks/') && url.pathname.endsWith('.js'),
    (route) => {
      if (released || named.has(new URL(route.request().url()).pathname)) return route.continue()
      held.push(route)
    },
  )
  // Not until `load`: a held chunk that hydration asked for before the load event would keep it from firing.
  await page.goto(path, { waitUntil: 'domcontentloaded' })
  await expectHydrated(page)
  return {
    held: () => held.length,
    async release() {
      released = true
      for (const route of held.splice(0)) await route.continue()
    },
  }
}

test('desktop carousel: first slide and its link work before the engine arrives; a click waits for it', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the desktop home')
  const chunks = await openHoldingLateChunks(page, '/')
  const region = page.getByRole('region', { name: '首页横幅' })
  const first = region.locator('[aria-roledescription="slide"]').first()
  await expect(first).not.toHaveAttribute('inert')
  await expect(first.locator('a')).toHaveAttribute('href', /.+/)
  await expect(first).toBeInViewport()
  await expect(region).toHaveAttribute('data-engine', 'waiting')

  await region.getByRole('button', { name: '下一张' }).click()
  // The engine's code is among what is held: nothing has moved yet.
  await expect.poll(() => chunks.held()).toBeGreaterThan(0)
  await expect(region).toHaveAttribute('data-engine', 'waiting')
  await expect(first).not.toHaveAttribute('inert')

  await chunks.release()
  await expect(region).toHaveAttribute('data-engine', 'ready')
  await expect(region.locator('[aria-roledescription="slide"]:not([inert])')).toHaveAttribute(
    'aria-label',
    /^第 2 张/,
  )
})

test('desktop carousel: offline, its code cannot come and the page stays; back online it comes and carries out the click', async ({
  page,
  context,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the desktop home')
  const failures = countChunkFailures(page)
  const chunks = await openHoldingLateChunks(page, '/')
  const region = page.getByRole('region', { name: '首页横幅' })
  const shown = region.locator('[aria-roledescription="slide"]:not([inert])')
  // Marks this document: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { samePage: true }))

  await context.setOffline(true)
  // What was held back now meets the offline network, and so does what the click asks for.
  await chunks.release()
  await region.getByRole('button', { name: '下一张' }).click()
  // The carousel's code was asked for and could not come (the loader tries each chunk twice).
  await chunksGaveUp(failures)
  await expect(region).toHaveAttribute('data-engine', 'waiting')
  await expect(shown).toHaveAttribute('aria-label', /^第 1 张/)

  await context.setOffline(false)
  // Without another touch: the code comes with the connection, and the click given offline is carried out.
  await expect(region).toHaveAttribute('data-engine', 'ready')
  await expect(shown).toHaveAttribute('aria-label', /^第 2 张/)
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true)
})

test("a carousel's other slides fetch their pictures when its code shows them, not beside the first slide's", async ({
  page,
}, testInfo) => {
  const path = testInfo.project.name === 'mobile' ? '/mobile' : '/'
  const requested: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'image') requested.push(request.url())
  })
  const chunks = await openHoldingLateChunks(page, path)
  const region = page.getByRole('region', { name: '首页横幅' })
  const slides = region.locator('[aria-roledescription="slide"]')
  const count = await slides.count()
  expect(count).toBeGreaterThan(1)
  const loaded = (index: number) => pictureLoaded(slides.nth(index).locator('img'))
  await expect.poll(() => loaded(0)).toBe(true)
  // Every address the later slides' pictures offer (each width of their srcset).
  const later = await slides.evaluateAll((elements) =>
    elements
      .slice(1)
      .flatMap((slide) =>
        (slide.querySelector('img')?.getAttribute('srcset') ?? '')
          .split(',')
          .map((candidate) => new URL(candidate.trim().split(/\s+/)[0]!, location.href).href),
      ),
  )
  expect(later.length).toBeGreaterThan(1)
  // Once the hydrated page asks for code it loads later (held here), it has long been drawn and laid out:
  // nothing of the later slides has been fetched. (The carousel's code comes after the load event.)
  await expect.poll(() => chunks.held(), { timeout: 20_000 }).toBeGreaterThan(0)
  await expect(region).toHaveAttribute('data-engine', 'waiting')
  expect(requested.filter((url) => later.includes(url))).toEqual([])

  await chunks.release()
  await expect(region).toHaveAttribute('data-engine', 'ready')
  // Shown to the engine, the next slide's picture loads before it moves in, and is there when it does.
  await expect.poll(() => loaded(1)).toBe(true)
  await region.getByRole('button', { name: '下一张' }).click()
  await expect(region.locator('[aria-roledescription="slide"]:not([inert])')).toHaveAttribute(
    'aria-label',
    `第 2 张，共 ${count} 张`,
  )
  await expect(slides.nth(1).locator('img')).toBeInViewport()
  expect(requested.some((url) => later.includes(url))).toBe(true)
})

test('phone drawer: its code is fetched on the first tap, and the tap opens it', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the phone layout')
  const chunks = await openHoldingLateChunks(page, '/mobile/about-me')
  const button = page.getByRole('banner').getByRole('button', { name: '打开菜单' })
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  const heldBefore = chunks.held()

  await button.click()
  await expect.poll(() => chunks.held()).toBeGreaterThan(heldBefore)
  await expect(page.getByRole('dialog', { name: '网站导航' })).toHaveCount(0)

  await chunks.release()
  const drawer = page.getByRole('dialog', { name: '网站导航' })
  await expect(drawer).toBeVisible()
  // The page behind a modal drawer is hidden from the accessibility tree: read the button by its markup.
  await expect(page.locator('header button[aria-label="打开菜单"]')).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await expect(button).toBeFocused()
  await expect(button).toHaveAttribute('aria-expanded', 'false')
})

// The router prefetches a page when a pointer goes over its link (src/lib/intent-prefetch.ts). When it still
// prefetched every page the first screen links to, it downloaded their lead pictures too, at high priority while
// this page was still loading: React's server-component renderer writes every eager `<img>` into the payload as
// a preload hint, and the router follows the hints of what it prefetches (src/components/media/EagerImg.client.tsx).
test('a page loads only its own pictures while its links are prefetched; its lead picture is preloaded from the head', async ({
  page,
}, testInfo) => {
  const phone = testInfo.project.name === 'mobile'
  const [path, next] = phone ? ['/mobile', '/mobile/tch-training'] : ['/', '/tch-training']
  const images: string[] = []
  const documents: string[] = []
  const prefetched = new Set<string>()
  page.on('requestfinished', (request) => {
    const url = new URL(request.url())
    if (request.resourceType() === 'image') images.push(request.url())
    if (request.resourceType() === 'document') documents.push(url.pathname)
    if (url.searchParams.has('_rsc') && url.pathname !== path) prefetched.add(url.pathname)
  })
  await page.goto(path)

  const lead = page.locator('main img[fetchpriority="high"]')
  await expect(lead).toHaveCount(1)
  await expect(lead).not.toHaveAttribute('loading', 'lazy')
  const srcset = await lead.getAttribute('srcset')
  expect(srcset).toContain('/_next/image?')
  await expect(page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]')).toHaveAttribute(
    'imagesrcset',
    srcset!,
  )

  // Other pages' data has arrived (prefetched as the pointer passed over their links) and the network has gone
  // quiet.
  // (Once the intent listener is there, which arrives when the page is idle. Not the banners' links: once the
  // pointer is over a banner its slides may move.)
  await expect(page.locator('html')).toHaveAttribute('data-intent-prefetch', 'on')
  const outsideBanners = ':not([data-banner-slot] a)'
  await page
    .locator(`main a[href^="/"]:not([href="${path}"]):not([href="${next}"])${outsideBanners}`)
    .first()
    .hover()
  await page.locator(`main a[href="${next}"]${outsideBanners}`).first().hover()
  await expect.poll(() => prefetched.size).toBeGreaterThanOrEqual(2)
  await page.waitForLoadState('networkidle')
  const shown = await page.evaluate(() => [...document.images].map((image) => image.currentSrc))
  expect(images.length).toBeGreaterThan(0)
  expect(images.filter((url) => !shown.includes(url))).toEqual([])

  // Rendered in the browser (a client-side navigation: no new document), the next page's lead picture loads.
  await page.locator(`main a[href="${next}"]`).first().click()
  await expect(page).toHaveURL(next)
  expect(documents).toEqual([path])
  const nextLead = page.locator('main img[fetchpriority="high"]')
  await expect(nextLead).toHaveCount(1)
  await expect(nextLead).not.toHaveAttribute('srcset', srcset!)
  await expect.poll(() => pictureLoaded(nextLead)).toBe(true)
})

/** The home page of the project's device, its document and the paths of the scripts its loader lists. */
async function loaderList(page: Page, project: string) {
  const path = project === 'mobile' ? '/mobile' : '/'
  const document = await (await page.request.get(path)).text()
  const listed = lateScriptSources(document).map((source) => new URL(source, 'http://x').pathname)
  expect(listed.length).toBeGreaterThan(3)
  return { path, document, listed }
}

/** When the page's first contentful paint and load event came, and when each script chunk was requested (ms). */
function loadTimeline(page: Page) {
  return page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    loadEvent: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
    chunks: performance
      .getEntriesByType('resource')
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }))
      .filter((entry) => entry.path.startsWith('/_next/static/chunks/') && entry.path.endsWith('.js')),
  }))
}

test("a page's own scripts are requested after its first paint, every one the document lists, and the page then hydrates", async ({
  page,
}, testInfo) => {
  const { path, document, listed } = await loaderList(page, testInfo.project.name)
  // None is named by a tag or a preload hint the browser would act on while it reads the document.
  expect(scriptSources(document.replace(/<script>\(function lateScripts[\s\S]*?<\/script>/, ''))).toEqual([])
  expect(document).not.toMatch(/<link rel="preload" as="script"/)

  await page.goto(path)
  await expectHydrated(page)
  const { firstPaint, chunks } = await loadTimeline(page)
  expect(firstPaint).not.toBeNull()
  expect(chunks.map((chunk) => chunk.path)).toEqual(expect.arrayContaining(listed))
  for (const chunk of chunks) expect(chunk.start, chunk.path).toBeGreaterThanOrEqual(firstPaint ?? Infinity)
})

// V8 compiles a script's functions as they are first called, on the main thread; a script marked with its compile
// hint is compiled whole as it streams in (scripts/lib/compile-hints.mjs). A page's first scripts call most of
// theirs at once; code fetched when it is about to be used is compiled as V8 would.
test("a page's first scripts carry V8's compile hint, and the code it fetches when used does not", async ({
  page,
}, testInfo) => {
  const { path, listed } = await loaderList(page, testInfo.project.name)
  for (const source of listed) {
    const body = await (await page.request.get(source)).text()
    expect(body.startsWith(COMPILE_HINT), source).toBe(true)
  }
  // What comes later: the carousel's engine when a pointer goes over it, the drawer's code on the first tap.
  const later = new Map<string, Promise<string>>()
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (url.pathname.startsWith('/_next/static/chunks/') && !listed.includes(url.pathname))
      later.set(url.pathname, response.text())
  })
  await page.goto(path)
  await expectHydrated(page)
  if (testInfo.project.name === 'mobile') {
    // The phone home's bar is in its hero (the site header is hidden there).
    await page.getByRole('button', { name: '打开菜单' }).first().click()
    await expect(page.getByRole('dialog', { name: '网站导航' })).toBeVisible()
  } else {
    const region = page.getByRole('region', { name: '首页横幅' })
    await region.hover()
    await expect(region).not.toHaveAttribute('data-engine', 'waiting')
  }
  expect(later.size).toBeGreaterThan(0)
  for (const [chunk, body] of later) expect((await body).startsWith(COMPILE_HINT), chunk).toBe(false)
})

test('a page that draws nothing contentful still requests its scripts, 3 s after its load event, and hydrates', async ({
  page,
}, testInfo) => {
  const { path, listed } = await loaderList(page, testInfo.project.name)
  // Its stylesheet arrives with a rule that hides the whole page: the browser draws nothing contentful and
  // reports no first contentful paint (a minimised window does the same, but not reliably in a headless one).
  await page.route(
    (url) => url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.css'),
    async (route) => {
      const response = await route.fetch()
      await route.fulfill({ response, body: `${await response.text()}\nbody{visibility:hidden}` })
    },
  )
  await page.goto(path)
  await expectHydrated(page)
  const { firstPaint, loadEvent, chunks } = await loadTimeline(page)
  expect(firstPaint, 'nothing contentful was drawn').toBeNull()
  expect(chunks.map((chunk) => chunk.path)).toEqual(expect.arrayContaining(listed))
  // The loader's 3 s timer (clocks round to a millisecond or so).
  for (const chunk of chunks) expect(chunk.start, chunk.path).toBeGreaterThanOrEqual(loadEvent + 2_990)
})

test('a browser without paint timing requests the scripts with its load event, not 3 s after it', async ({
  page,
}, testInfo) => {
  const { path, listed } = await loaderList(page, testInfo.project.name)
  // An older browser: its PerformanceObserver knows no "paint" entries (Chromium's still records them).
  await page.addInitScript(() => {
    const types = PerformanceObserver.supportedEntryTypes.filter((type) => type !== 'paint')
    Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { get: () => types })
  })
  await page.goto(path)
  await expectHydrated(page)
  const { loadEvent, chunks } = await loadTimeline(page)
  expect(chunks.map((chunk) => chunk.path)).toEqual(expect.arrayContaining(listed))
  // Once the stylesheet and the first screen's pictures are in (two animation frames came before the first
  // contentful paint in 5 of 6 loads), and before the fallback for a page that never paints.
  for (const chunk of chunks) {
    expect(chunk.start, chunk.path).toBeGreaterThanOrEqual(loadEvent)
    expect(chunk.start, chunk.path).toBeLessThan(loadEvent + 3_000)
  }
})

test("the loader adds the page's scripts one task at a time, in the document's order", async ({
  page,
}, testInfo) => {
  const { path, listed } = await loaderList(page, testInfo.project.name)
  // A mutation observer hears of what one task added all at once: eleven scripts added in one task came as one
  // batch of eleven (one long task on a slow phone).
  await page.addInitScript(() => {
    const batches: string[][] = []
    ;(window as unknown as { scriptBatches: string[][] }).scriptBatches = batches
    new MutationObserver((records) => {
      const added = records.flatMap((record) =>
        [...record.addedNodes].flatMap((node) =>
          node instanceof HTMLScriptElement && node.src ? [new URL(node.src).pathname] : [],
        ),
      )
      if (added.length) batches.push(added)
    }).observe(document, { childList: true, subtree: true })
  })
  await page.goto(path)
  await expectHydrated(page)
  const batches = await page.evaluate(
    () => (window as unknown as { scriptBatches: string[][] }).scriptBatches,
  )
  const loaderBatches = batches
    .map((batch) => batch.filter((source) => listed.includes(source)))
    .filter((batch) => batch.length)
  expect(loaderBatches.flat()).toEqual(listed)
  expect(loaderBatches.map((batch) => batch.length)).toEqual(listed.map(() => 1))
})

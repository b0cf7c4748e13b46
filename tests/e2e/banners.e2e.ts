import { type APIRequestContext, expect, type Locator, type Page, type Route, test } from '@playwright/test'

import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_PREPARE_MS, CAROUSEL_SLIDE_MS } from '../../src/lib/constants'
import { pictureLoaded } from './images'
import { staffAuth } from './staff'

interface BannerDoc {
  id: number
  title: string
  link?: string | null
  enabled: boolean
}

interface NewsDoc {
  id: number
  title: string
  type: string
}

/** The slot's banners as the public REST API gives them (enabled and active), in the order pages show them. */
async function slotBanners(request: APIRequestContext, slot: string, asStaff = false): Promise<BannerDoc[]> {
  const [type, pcFlag, location] = slot.split('/')
  const query = new URLSearchParams({
    'where[type][equals]': type!,
    'where[pcFlag][equals]': pcFlag!,
    'where[location][equals]': location!,
    sort: 'sort,-id',
    depth: '0',
    limit: '50',
  })
  const response = await request.get(`/api/banners?${query}`, {
    headers: asStaff ? staffAuth() : {},
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { docs: BannerDoc[] }).docs
}

async function setEnabled(request: APIRequestContext, id: number, enabled: boolean) {
  const response = await request.patch(`/api/banners/${id}`, {
    data: { enabled },
    headers: staffAuth(),
  })
  expect(response.ok(), `PATCH banner ${id}`).toBe(true)
}

const carousel = (page: Page) => page.getByRole('region', { name: '首页横幅' })

/**
 * What each banner of a slot says: its headline set over the picture (a banner with a subtitle, whose
 * picture is then decoration), else the picture's alternative text.
 */
function bannerTitles(items: Locator): Promise<string[]> {
  return items.evaluateAll((elements) =>
    elements.map(
      (el) =>
        el.querySelector('[data-banner-title]')?.textContent?.trim() ||
        el.querySelector('img')?.getAttribute('alt') ||
        '',
    ),
  )
}
const slides = (region: Locator) => region.locator('[aria-roledescription="slide"]')
const shownSlide = (region: Locator) => region.locator('[aria-roledescription="slide"]:not([inert])')

/** The slide shown: the only one not inert, its dot current, and in view. */
async function expectCurrent(region: Locator, n: number, count: number) {
  await expect(shownSlide(region)).toHaveAttribute('aria-label', `第 ${n} 张，共 ${count} 张`)
  await expect(region.getByRole('button', { name: `第 ${n} 张`, exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await expect(region.locator('button[aria-current="true"]')).toHaveCount(1)
  await expect
    .poll(async () => {
      const [frame, slide] = await Promise.all([
        region.boundingBox(),
        slides(region)
          .nth(n - 1)
          .boundingBox(),
      ])
      return Math.round(Math.abs((slide?.x ?? 0) - (frame?.x ?? 0)))
    })
    .toBeLessThan(2)
}

/**
 * Starts counting the carousel's moves (its current dot changing), and returns the count so far. A carousel
 * that cycled back to where it was still counts: what a retried "still on slide 1" check would miss.
 */
async function countMoves(region: Locator): Promise<() => Promise<number>> {
  await region.evaluate((root) => {
    const counter = window as Window & { __carouselMoves?: number }
    counter.__carouselMoves = 0
    new MutationObserver((records) => (counter.__carouselMoves! += records.length)).observe(root, {
      subtree: true,
      attributeFilter: ['aria-current'],
    })
  })
  return () =>
    region.page().evaluate(() => (window as Window & { __carouselMoves?: number }).__carouselMoves!)
}

test.describe('desktop home carousel', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the desktop home')
  })

  test('shows the slot banners in order; buttons, arrow keys, dots and dragging move it', async ({
    page,
    request,
  }) => {
    const banners = await slotBanners(request, 'home/pc/top')
    expect(banners.length).toBeGreaterThanOrEqual(3)
    const count = banners.length
    await page.goto('/')
    const region = carousel(page)
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel')
    await expect(slides(region)).toHaveCount(count)
    expect(await bannerTitles(slides(region))).toEqual(banners.map((banner) => banner.title))
    await expect(region.locator('[aria-roledescription="slide"][inert]')).toHaveCount(count - 1)
    await expectCurrent(region, 1, count)

    await region.getByRole('button', { name: '下一张' }).click()
    await expectCurrent(region, 2, count)
    await region.getByRole('button', { name: '上一张' }).click()
    await expectCurrent(region, 1, count)
    await region.getByRole('button', { name: '上一张' }).click()
    await expectCurrent(region, count, count)

    await region.focus()
    await page.keyboard.press('ArrowRight')
    await expectCurrent(region, 1, count)
    await page.keyboard.press('ArrowRight')
    await expectCurrent(region, 2, count)
    await page.keyboard.press('ArrowLeft')
    await expectCurrent(region, 1, count)
    // From the link inside the slide too; focus stays in the carousel when that slide turns inert.
    await region.locator('a').first().focus()
    await page.keyboard.press('ArrowRight')
    await expectCurrent(region, 2, count)
    expect(await region.evaluate((el) => el.contains(document.activeElement))).toBe(true)

    await region.getByRole('button', { name: `第 ${count} 张`, exact: true }).click()
    await expectCurrent(region, count, count)
    await region.getByRole('button', { name: '第 1 张', exact: true }).click()
    await expectCurrent(region, 1, count)

    const box = (await region.boundingBox())!
    await page.mouse.move(box.x + box.width * 0.9, box.y + box.height / 2)
    await page.mouse.down()
    // A swipe at a human pace over 70% of the width: past half a slide, so the carousel settles on the next one
    // whatever speed embla reads from the events' time stamps (a busy machine spaces them out; a swipe of exactly
    // half the width once snapped back).
    for (let step = 1; step <= 10; step++) {
      await page.mouse.move(box.x + box.width * (0.9 - step * 0.07), box.y + box.height / 2)
      await page.waitForTimeout(16)
    }
    await page.mouse.up()
    await expectCurrent(region, 2, count)
  })

  test(`slides in about ${CAROUSEL_SLIDE_MS} ms`, async ({ page }) => {
    // Measured on the page's own clock, stepped a frame at a time by the test: how long the slide takes must
    // not depend on how busy the machine is.
    await page.clock.install()
    await page.goto('/')
    const region = carousel(page)
    await expectCurrent(region, 1, await slides(region).count())
    // The pointer over the carousel fetches embla, and keeps autoplay from moving it while the clock is stepped.
    await region.hover()
    await expect(region).toHaveAttribute('data-engine', 'ready')
    await page.clock.pauseAt(Date.now() + 60_000)
    const x = () =>
      region.evaluate(
        (root) => new DOMMatrix(getComputedStyle(root.querySelector('[aria-live]')!).transform).m41,
      )
    const from = await x()
    await region.evaluate((root) =>
      (root.querySelector('button[aria-label="下一张"]') as HTMLButtonElement).click(),
    )
    const FRAME_MS = 1000 / 60
    const samples: number[] = []
    for (let frame = 0; frame < 90; frame++) {
      await page.clock.runFor(FRAME_MS)
      samples.push(await x())
    }
    const to = samples.at(-1)!
    expect(Math.abs(to - from)).toBeGreaterThan(100)
    // Frames from the first that moved until the track has covered 95% of its way.
    const share = (at: number) => (at - from) / (to - from)
    const first = samples.findIndex((at) => at !== from)
    const crossing = samples.findIndex((at) => share(at) >= 0.95)
    const elapsed = (crossing - first + 1) * FRAME_MS
    console.log(`carousel: 95% of a slide in ${Math.round(elapsed)} ms of page time`)
    expect(elapsed).toBeGreaterThan(CAROUSEL_SLIDE_MS * 0.8)
    expect(elapsed).toBeLessThan(CAROUSEL_SLIDE_MS * 1.2)
  })

  test('it moves on by itself: its code comes shortly before the first move, not with the page', async ({
    page,
  }) => {
    test.slow()
    // When, after the load event, the carousel's code was set going and each slide was shown (the page's clock).
    await page.addInitScript(() => {
      const times = ((window as Window & { __carousel?: string[] }).__carousel = [] as string[])
      new MutationObserver((records) => {
        for (const record of records) {
          const target = record.target as HTMLElement
          const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
          const since = Math.round(performance.now() - navigation!.loadEventStart)
          if (record.attributeName === 'data-engine') times.push(`${target.dataset.engine}@${since}`)
          else if (!target.inert) times.push(`${target.dataset.slide}@${since}`)
        }
      }).observe(document, { subtree: true, attributeFilter: ['data-engine', 'inert'] })
    })
    await page.goto('/')
    const region = carousel(page)
    const count = await slides(region).count()
    await page.mouse.move(5, 890)
    await expect(shownSlide(region)).toHaveAttribute('aria-label', `第 2 张，共 ${count} 张`, {
      timeout: CAROUSEL_AUTOPLAY_MS + 10_000,
    })
    const events = await page.evaluate(() => (window as Window & { __carousel?: string[] }).__carousel!)
    const at = (what: string) => Number(events.find((event) => event.startsWith(`${what}@`))?.split('@')[1])
    // Set going no sooner than it was asked for after the load event, then the move to the second slide, no
    // sooner than autoplay's interval after that event.
    expect(events.filter((event) => !event.startsWith('0@'))[0], events.join(' ')).toMatch(/^ready@/)
    expect(at('ready'), events.join(' ')).toBeGreaterThanOrEqual(CAROUSEL_PREPARE_MS)
    expect(at('1'), events.join(' ')).toBeGreaterThanOrEqual(CAROUSEL_AUTOPLAY_MS)
    expect(at('1')).toBeGreaterThan(at('ready'))
  })

  test('autoplay does not move into a picture still on its way, and moves once it has come', async ({
    page,
  }) => {
    test.slow()
    // The second banner's picture, as the document names it, held back by route interception as a slow
    // connection would hold it, until the test lets it through.
    const html = await (await page.request.get('/')).text()
    const second = /data-slide="1"[\s\S]*?srcSet="[^"]*?url=([^&"]+)/.exec(html)?.[1]
    expect(second).toBeTruthy()
    const held: Route[] = []
    let released = false
    await page.route(
      (url) => url.pathname === '/_next/image' && url.search.includes(`url=${second}&`),
      (route) => (released ? route.continue() : void held.push(route)),
    )
    await page.goto('/')
    await page.mouse.move(5, 890)
    const region = carousel(page)
    const count = await slides(region).count()
    await expect(region).toHaveAttribute('data-engine', 'ready', { timeout: CAROUSEL_PREPARE_MS + 10_000 })
    await expect.poll(() => held.length).toBeGreaterThan(0)
    const moves = await countMoves(region)
    // Past the first move's time on the page's clock, the carousel has not moved.
    await expect
      .poll(
        () =>
          page.evaluate(
            () =>
              performance.now() -
              (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
          ),
        { timeout: CAROUSEL_AUTOPLAY_MS + 10_000 },
      )
      .toBeGreaterThan(CAROUSEL_AUTOPLAY_MS + 1500)
    expect(await moves()).toBe(0)
    await expectCurrent(region, 1, count)

    released = true
    for (const route of held.splice(0)) await route.continue()
    await expectCurrent(region, 2, count)
    expect(await pictureLoaded(slides(region).nth(1).locator('img'))).toBe(true)
  })

  test('autoplay waits while the pointer is over the carousel and moves on when it leaves', async ({
    page,
  }) => {
    test.slow()
    await page.goto('/')
    const region = carousel(page)
    const count = await slides(region).count()
    await expectCurrent(region, 1, count)
    await region.hover()
    await expect(region).toHaveAttribute('data-engine', 'ready')
    const moves = await countMoves(region)
    await page.waitForTimeout(CAROUSEL_AUTOPLAY_MS + 1500)
    expect(await moves()).toBe(0)
    await expectCurrent(region, 1, count)
    await page.mouse.move(5, 890)
    await expectCurrent(region, 1, count)
    await expect(shownSlide(region)).toHaveAttribute('aria-label', `第 2 张，共 ${count} 张`, {
      timeout: CAROUSEL_AUTOPLAY_MS + 3000,
    })
    await expectCurrent(region, 2, count)
  })

  test('the pause button stops autoplay until it is pressed again', async ({ page }) => {
    test.slow()
    await page.goto('/')
    const region = carousel(page)
    const count = await slides(region).count()
    // Shown once the carousel can play: its code has arrived and motion is allowed.
    await expect(region).toHaveAttribute('data-engine', 'ready')
    const pause = region.getByRole('button', { name: '暂停自动播放' })
    await expect(pause.locator('path').first()).toBeVisible()
    await pause.click()
    const play = region.getByRole('button', { name: '开始自动播放' })
    await expect(play).toBeVisible()
    await expect(play.locator('path').first()).toBeHidden()
    await expect(play.locator('path').last()).toBeVisible()
    await page.mouse.move(5, 890)
    const moves = await countMoves(region)
    await page.waitForTimeout(CAROUSEL_AUTOPLAY_MS + 1500)
    expect(await moves()).toBe(0)
    await expectCurrent(region, 1, count)

    await play.click()
    await expect(pause).toBeVisible()
    await page.mouse.move(5, 890)
    await expect(shownSlide(region)).toHaveAttribute('aria-label', `第 2 张，共 ${count} 张`, {
      timeout: CAROUSEL_AUTOPLAY_MS + 3000,
    })
  })

  test('no autoplay under reduced motion', async ({ page }) => {
    test.slow()
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    const region = carousel(page)
    const count = await slides(region).count()
    await page.mouse.move(5, 890)
    await expectCurrent(region, 1, count)
    const moves = await countMoves(region)
    await page.waitForTimeout(CAROUSEL_AUTOPLAY_MS + 1500)
    expect(await moves()).toBe(0)
    await expectCurrent(region, 1, count)
    // It would not play, so its code was never fetched, and there is nothing to pause.
    await expect(region).toHaveAttribute('data-engine', 'waiting')
    await expect(region.getByRole('button', { name: '暂停自动播放' })).toHaveCount(0)
    // Still usable by hand: the click fetches the code and is carried out.
    await region.getByRole('button', { name: '下一张' }).click()
    await expectCurrent(region, 2, count)
    await expect(region).toHaveAttribute('data-engine', 'ready')
    await expect(region.getByRole('button', { name: '暂停自动播放' })).toHaveCount(0)
  })
})

test.describe('banner slots', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'desktop pages; the mobile home has its own test')
  })

  test('each banner links where its link says, an address elsewhere in a new window', async ({
    page,
    request,
  }) => {
    const hero = await slotBanners(request, 'home/pc/top')
    await page.goto('/')
    const links = carousel(page).locator('a')
    expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual(
      hero.map((banner) => banner.link),
    )

    // The promotional strip's single banner: an outside address opens in a new window and says so.
    const [strip] = await slotBanners(request, 'home/pc/middle')
    expect(strip).toBeDefined()
    const external = 'https://www.example.com/promotion'
    const patch = (link: string | null | undefined) =>
      request.patch(`/api/banners/${strip!.id}`, {
        data: { link },
        headers: staffAuth(),
      })
    expect((await patch(external)).ok()).toBe(true)
    try {
      const slot = page.locator('[data-banner-slot="home/pc/middle"]')
      await expect
        .poll(async () => {
          await page.goto('/')
          return slot.locator('a').getAttribute('href')
        })
        .toBe(external)
      const link = slot.getByRole('link')
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', /noopener/)
      await expect(link).toHaveAccessibleName(/（在新窗口打开）$/)
      expect(await bannerTitles(slot)).toEqual([strip!.title])
    } finally {
      expect((await patch(strip!.link ?? null)).ok()).toBe(true)
    }
  })

  test('an emptied slot shows the page artwork at once, and the banners come back when re-enabled', async ({
    page,
    request,
  }) => {
    const banners = (await slotBanners(request, 'cooperation/pc/top', true)).filter(
      (banner) => banner.enabled,
    )
    expect(banners.length).toBeGreaterThan(0)
    const slot = page.locator('[data-banner-slot="cooperation/pc/top"]')
    await page.goto('/cooperation')
    expect((await bannerTitles(slot.locator('[aria-roledescription="slide"]')))[0]).toBe(banners[0]!.title)
    await expect(slot).not.toHaveAttribute('data-banner-fallback')
    const box = await slot.boundingBox()

    try {
      for (const banner of banners) await setEnabled(request, banner.id, false)
      await expect
        .poll(
          async () => {
            await page.goto('/cooperation')
            return slot.getAttribute('data-banner-fallback')
          },
          { timeout: 30_000 },
        )
        .toBe('')
      await expect(slot.locator('img')).toHaveCount(0)
      await expect(slot.locator('svg')).toHaveAttribute('aria-hidden', 'true')
      await expect(slot.locator('svg')).toBeVisible()
      // Same frame: the page does not move when the slot empties.
      expect(await slot.boundingBox()).toEqual(box)
      await expect(page.locator('h1')).toBeVisible()
    } finally {
      for (const banner of banners) await setEnabled(request, banner.id, true)
    }
    await expect
      .poll(
        async () => {
          await page.goto('/cooperation')
          return slot.locator('img').count()
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0)
  })

  test('the home shows the four newest public articles, linked to their pages', async ({ page, request }) => {
    const response = await request.get('/api/news?sort=-publishedAt,-id&limit=4&depth=0')
    const newest = ((await response.json()) as { docs: NewsDoc[] }).docs
    expect(newest).toHaveLength(4)
    await page.goto('/')
    const section = page.getByRole('region', { name: '最新资讯' })
    // Read as a visitor reads it, on screen: further down, a section is drawn only when it comes near.
    await section.scrollIntoViewIfNeeded()
    const links = section.getByRole('listitem').getByRole('link')
    await expect(links).toHaveCount(4)
    // The section is drawn in the frame after it comes near (content-visibility): wait for what a visitor reads.
    await expect(links).toHaveText(
      newest.map((article) => article.title),
      { useInnerText: true },
    )
    expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual(
      newest.map((article) => `/news/detail/${article.type}/${article.id}`),
    )
    await expect(section.locator('time').first()).toHaveText(/^\d{4}-\d{2}-\d{2}$/)
    await expect(section.getByRole('link', { name: '更多资讯' })).toHaveAttribute('href', '/news')
  })
})

test('the mobile home shows its banners and the latest news', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the mobile home')
  const banners = await slotBanners(request, 'home/mobile/top')
  expect(banners.length).toBeGreaterThan(0)
  const response = await request.get('/api/news?sort=-publishedAt,-id&limit=4&depth=0')
  const newest = ((await response.json()) as { docs: NewsDoc[] }).docs

  await page.goto('/mobile')
  const slot = page.locator('[data-banner-slot="home/mobile/top"]')
  await expect(slot.locator('img').first()).toBeVisible()
  expect(await bannerTitles(slot.locator('[aria-roledescription="slide"]'))).toEqual(
    banners.map((banner) => banner.title),
  )
  // Inside the first screen, under the heading.
  const [heading, frame] = await Promise.all([page.locator('h1').boundingBox(), slot.boundingBox()])
  expect(frame!.y).toBeGreaterThan(heading!.y)
  expect(frame!.x).toBeGreaterThanOrEqual(0)
  expect(frame!.x + frame!.width).toBeLessThanOrEqual(375)

  const section = page.getByRole('region', { name: '最新资讯' })
  await section.scrollIntoViewIfNeeded()
  const links = section.getByRole('listitem').getByRole('link')
  await expect(links).toHaveCount(Math.min(4, newest.length))
  // The section is drawn in the frame after it comes near (content-visibility): wait for what a visitor reads.
  await expect(links).toHaveText(
    newest.map((article) => article.title),
    { useInnerText: true },
  )
  expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual(
    newest.map((article) => `/mobile/news/carddetail?id=${article.id}`),
  )
  await section.getByRole('link', { name: '更多资讯' }).click()
  await expect(page).toHaveURL(/\/mobile\/news$/)
})

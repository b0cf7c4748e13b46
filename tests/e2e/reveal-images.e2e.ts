import { expect, test, type Page } from '@playwright/test'

// Scroll reveal (spec §3, §4, §9) and content images that retry (spec §4, §9), as a visitor's browser meets
// them: real scrolling, image requests failed by the network.

const home = (isMobile: boolean) => (isMobile ? '/mobile/about-me' : '/about-me')
const newsList = (isMobile: boolean) => (isMobile ? '/mobile/news' : '/news')

type Revealable = { top: number; state: string | null; opacity: string }

const revealables = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-reveal]')].map((el): Revealable => ({
      top: el.getBoundingClientRect().top,
      state: el.dataset.revealState ?? null,
      opacity: getComputedStyle(el).opacity,
    })),
  )

test.describe('scroll reveal', () => {
  test('the first screen shows at once; a section further down fades in when scrolled to, without moving', async ({
    page,
    isMobile,
  }) => {
    await page.goto(home(isMobile))
    await page.waitForLoadState('networkidle')
    // The behaviour starts once the page is idle: wait until it has hidden what lies further down.
    await expect(page.locator('[data-reveal][data-reveal-state="hidden"]').first()).toBeAttached()
    const viewport = page.viewportSize()!.height
    const before = await revealables(page)
    expect(before.length).toBeGreaterThan(3)
    for (const item of before.filter((item) => item.top < viewport)) {
      expect(item.state).toBeNull()
      expect(item.opacity).toBe('1')
    }
    // Further down, every element waits, also in sections the browser has not laid out yet (content-visibility:
    // the observer's first report gives them an empty box at the top of the screen).
    const far = before.filter((item) => item.top > 2 * viewport)
    expect(far.length).toBeGreaterThan(0)
    expect(far.map((item) => item.state)).toEqual(far.map(() => 'hidden'))
    const hidden = before.findIndex((item) => item.state === 'hidden')
    expect(hidden).toBeGreaterThan(0)
    expect(before[hidden].opacity).toBe('0')

    const target = page.locator('[data-reveal]').nth(hidden)
    // Where it sits in its section: sections further up may only now be laid out (content-visibility), which
    // moves the whole section down the page, but a reveal that slid the element would show here.
    const placement = (el: Element) => {
      const rect = el.getBoundingClientRect()
      const section = (el.parentElement?.closest('section') ?? document.body).getBoundingClientRect()
      return { top: rect.top - section.top, left: rect.left - section.left, height: rect.height }
    }
    const box = await target.evaluate(placement)
    // Scrolled to the way a visitor does, half a screen at a time, until it is on screen.
    const onScreen = () =>
      target.evaluate((el) => {
        const rect = el.getBoundingClientRect()
        return rect.top < window.innerHeight && rect.bottom > 0
      })
    for (let step = 0; step < 40 && !(await onScreen()); step++) await page.mouse.wheel(0, viewport / 2)
    await expect(target).toHaveAttribute('data-reveal-state', 'shown')
    await expect(target).toHaveCSS('opacity', '1')
    // Opacity only: the element is where it was before it was revealed.
    expect(await target.evaluate(placement)).toEqual(box)
  })

  test('news lists reveal their items too', async ({ page, isMobile }) => {
    await page.goto(newsList(isMobile))
    await page.waitForLoadState('networkidle')
    const items = page.locator('article[data-reveal]')
    expect(await items.count()).toBeGreaterThan(3)
    const last = items.last()
    await expect(last).toHaveAttribute('data-reveal-state', 'hidden')
    await last.scrollIntoViewIfNeeded()
    await expect(last).toHaveAttribute('data-reveal-state', 'shown')
  })

  test('under reduced motion nothing is hidden', async ({ page, isMobile }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(home(isMobile))
    await page.waitForLoadState('networkidle')
    const items = await revealables(page)
    expect(items.length).toBeGreaterThan(3)
    expect(items.filter((item) => item.state !== null || item.opacity !== '1')).toEqual([])
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('every section is visible', async ({ page, isMobile }) => {
      await page.goto(home(isMobile))
      const items = await revealables(page)
      expect(items.length).toBeGreaterThan(3)
      expect(items.filter((item) => item.state !== null || item.opacity !== '1')).toEqual([])
    })
  })
})

test.describe('content images', () => {
  /** Requests for one picture (any of its sizes), counted by the picture's own address. */
  const pictureOf = (requestUrl: string) => new URL(requestUrl).searchParams.get('url') ?? requestUrl
  const optimizer = (url: URL) => url.pathname === '/_next/image'

  test('an image that fails twice is shown on the third request', async ({ page, isMobile }) => {
    const tries = new Map<string, number>()
    await page.route(optimizer, (route) => {
      const picture = pictureOf(route.request().url())
      const attempt = (tries.get(picture) ?? 0) + 1
      tries.set(picture, attempt)
      return attempt <= 2 ? route.fulfill({ status: 503, body: '' }) : route.continue()
    })
    await page.goto(newsList(isMobile))
    const first = page.locator('img[data-img]').first()
    await expect(first).toHaveAttribute('data-img-state', 'loaded')
    expect(await first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    const picture = pictureOf(await first.evaluate((img: HTMLImageElement) => img.currentSrc))
    expect(tries.get(picture)).toBe(3)
  })

  test('an image that keeps failing shows a placeholder in its own box after 3 tries', async ({
    page,
    isMobile,
  }) => {
    const tries = new Map<string, number>()
    await page.route(optimizer, (route) => {
      const picture = pictureOf(route.request().url())
      tries.set(picture, (tries.get(picture) ?? 0) + 1)
      return route.fulfill({ status: 503, body: '' })
    })
    // The first picture's address as the server wrote it (the page may have swapped in the placeholder already).
    const html = await (await page.request.get(newsList(isMobile))).text()
    const src = /<img\b[^>]*?\bsrc="([^"]+)"[^>]*?\bdata-img=""/.exec(html)?.[1].replaceAll('&amp;', '&')
    expect(src).toBeTruthy()
    const picture = pictureOf(new URL(src!, 'http://localhost').href)
    await page.goto(newsList(isMobile))
    const first = page.locator('img[data-img]').first()
    const box = await first.boundingBox()
    await expect(first).toHaveAttribute('data-img-state', 'error')
    expect(await first.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/)
    expect(await first.boundingBox()).toEqual(box)
    expect(tries.get(picture)).toBe(3)
    // Its text alternative stays for those who cannot see it.
    expect(await first.getAttribute('alt')).not.toBeNull()
  })
})

test.describe('picture sizes', () => {
  const pages = (isMobile: boolean) =>
    isMobile
      ? ['/mobile', '/mobile/news', '/mobile/tch-training']
      : ['/', '/news', '/tch-training', '/about-me']

  test('every picture is fetched about as sharp as the screen shows it, from the widths its srcset keeps', async ({
    page,
    isMobile,
  }) => {
    for (const path of pages(isMobile)) {
      await page.goto(path)
      // Scroll through the page so that lazy pictures load, then wait until nothing is in flight.
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      const step = page.viewportSize()!.height
      for (let y = 0; y < height; y += step) {
        await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
        await page.waitForTimeout(50)
      }
      await page.waitForLoadState('networkidle')
      const pictures = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLImageElement>('img[data-img][srcset]')]
          .filter((img) => img.complete && img.naturalWidth > 0 && img.clientWidth > 0)
          .map((img) => ({
            chosen: Number(new URL(img.currentSrc).searchParams.get('w')),
            widths: img.srcset.split(', ').map((candidate) => Number(/(\d+)w$/.exec(candidate)?.[1])),
            shown: img.clientWidth * window.devicePixelRatio,
          })),
      )
      expect(pictures.length, path).toBeGreaterThan(0)
      for (const { chosen, widths, shown } of pictures) {
        expect(widths, path).toContain(chosen)
        // Chrome may take the candidate below the one that covers the slot when it comes within the geometric
        // mean of the two (widths here are at most 2 apart: at least 0.7 of the slot); never a blurrier one,
        // unless the widest candidate there is falls short.
        if (chosen < Math.max(...widths))
          expect(chosen, `${path}: ${shown} px shown`).toBeGreaterThanOrEqual(0.7 * shown)
      }
    }
  })
})

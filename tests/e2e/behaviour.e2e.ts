import { expect, type Page, test } from '@playwright/test'

import { expectHydrated, printPageErrors } from './hydration'
import { scrollIntoSettledView } from './scroll'

/**
 * A slow connection: the page is painted, and none of its script chunks arrives until `release()`; with
 * `containing`, only the chunks whose code contains it (the others arrive as usual).
 */
async function holdScripts(page: Page, containing?: string) {
  // Once seen failing on a busy machine (the page never hydrated after the release): say why if it happens again.
  printPageErrors(page)
  const held: Array<() => Promise<void>> = []
  let holding = true
  await page.route(/\/_next\/static\/chunks\/[^?]*\.js/, async (route) => {
    if (!containing) return holding ? void held.push(() => route.continue()) : route.continue()
    const response = await route.fetch()
    const body = await response.text()
    const pass = () => route.fulfill({ response, body })
    if (holding && body.includes(containing)) held.push(pass)
    else await pass()
  })
  return {
    held: () => held.length,
    async release() {
      holding = false
      for (const pass of held.splice(0)) await pass()
    },
  }
}

test.describe('across all pages', () => {
  test('navigation scrolls to the top and back/forward restores the position', async ({ page }, testInfo) => {
    const [from, to] =
      testInfo.project.name === 'mobile' ? ['/mobile', '/mobile/news'] : ['/about-me', '/news']
    await page.goto(from)
    // A click before hydration can be swallowed by React's event replay: wait until the links are live.
    await expectHydrated(page)
    // The page as first loaded skips laying out sections away from the screen (content-visibility, globals.css):
    // jumping halfway down leaves the sections in between at estimated heights.
    const skippable = await page
      .locator('[data-block-section]')
      .evaluateAll(
        (sections) => sections.filter((s) => getComputedStyle(s).contentVisibility === 'auto').length,
      )
    expect(skippable).toBeGreaterThan(2)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
    const before = await page.evaluate(() => window.scrollY)
    await page
      .locator(`a[href="${to}"]`)
      .first()
      .evaluate((a: HTMLAnchorElement) => a.click())
    await expect(page).toHaveURL(new RegExp(`${to}$`))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`${from}$`))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50)
  })

  test('a reload puts the visitor back on the content they were reading', async ({ page }, testInfo) => {
    // Halfway down a long page, past sections a first load skips laying out (content-visibility): restored on
    // their estimated heights, the same scroll offset would show other content (it did, on all three pages).
    const route = testInfo.project.name === 'mobile' ? '/mobile/about-me' : '/about-me'
    await page.goto(route)
    await expectHydrated(page)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2))
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    const reading = () =>
      page.evaluate(() =>
        (document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 3)?.textContent ?? '')
          .trim()
          .slice(0, 40),
      )
    const before = await reading()
    expect(before.length).toBeGreaterThan(10)
    await page.reload()
    await expect.poll(reading).toBe(before)
  })

  test('a link to a part of the page lands on it', async ({ page }, testInfo) => {
    // The page as first loaded places sections away from the screen on estimated heights (content-visibility):
    // a jump placed on them landed 160 px low once the sections above were drawn, and the side nav then marked
    // the section before. Each link is clicked from the top of a fresh load, as a visitor's first click.
    const prefix = testInfo.project.name === 'mobile' ? '/mobile' : ''
    const cases = [
      { route: `${prefix}/special/topic`, links: 'nav[aria-label="专题导航"] a' },
      { route: `${prefix}/tch-training`, links: 'main a[href="#apply"], main a[href="#calendar"]' },
    ]
    for (const { route, links } of cases) {
      await page.goto(route)
      const count = await page.locator(links).count()
      expect(count, route).toBeGreaterThan(1)
      for (let i = 0; i < count; i++) {
        if (i > 0) await page.goto(route)
        const link = page.locator(links).nth(i)
        const id = (await link.getAttribute('href'))!.slice(1)
        await link.click()
        await expect(page).toHaveURL(new RegExp(`#${id}$`))
        // Drawing the sections that came near the screen happens in the frames after the jump.
        await page.evaluate(
          () =>
            new Promise((done) =>
              requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(done))),
            ),
        )
        const landed = await page.evaluate((id) => {
          const target = document.getElementById(id)!
          const line = parseFloat(getComputedStyle(target).scrollMarginTop) || 0
          const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2
          return { offset: Math.round(target.getBoundingClientRect().top - line), atEnd }
        }, id)
        if (!landed.atEnd) expect(landed.offset, `${route} #${id}`).toBeLessThanOrEqual(2)
        expect(landed.offset, `${route} #${id}`).toBeGreaterThanOrEqual(-2)
        if (links.startsWith('nav'))
          await expect(page.locator('nav[aria-label="专题导航"] [aria-current="location"]')).toHaveAttribute(
            'href',
            `#${id}`,
          )
      }
    }
  })

  test("a tap on the menu or 登录 before the page's scripts have run opens it once they have", async ({
    page,
  }, testInfo) => {
    const mobile = testInfo.project.name === 'mobile'
    const button = mobile
      ? page.getByRole('button', { name: '打开菜单' }).first()
      : page.locator('header').getByRole('button', { name: '登录' })
    const dialog = page.getByRole('dialog', { name: mobile ? '网站导航' : '教师登录' })
    const scripts = await holdScripts(page)
    await page.goto(mobile ? '/mobile/cooperation' : '/tch-training', { waitUntil: 'domcontentloaded' })
    await expect.poll(scripts.held).toBeGreaterThan(0)
    await button.click()
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
    await expect(dialog).toHaveCount(0)

    await scripts.release()
    await expectHydrated(page)
    await expect(dialog).toBeVisible()
  })

  test('a link to a part of the page followed while the page starts up keeps its #… in the address', async ({
    page,
  }, testInfo) => {
    // On a slow phone a visitor reaches the topic's side nav while the page starts up: the jump worked, then the
    // router wrote the address it had read at its start over it (4 of 6 first clicks at 6x CPU lost the #…).
    // Here the router has started, and its first render waits for the side nav's own script, still on its way.
    const route = `${testInfo.project.name === 'mobile' ? '/mobile' : ''}/special/topic`
    const sideNav = await holdScripts(page, '专题导航')
    await page.goto(route, { waitUntil: 'domcontentloaded' })
    // React's root is created right after the router has read the address; its first render then asks for the
    // side nav's script.
    await expect
      .poll(() =>
        page.evaluate(() => Object.keys(document).some((key) => key.startsWith('__reactContainer$'))),
      )
      .toBe(true)
    await expect.poll(sideNav.held).toBeGreaterThan(0)
    const link = page.locator('nav[aria-label="专题导航"] a[href="#cases"]')
    await scrollIntoSettledView(link)
    await link.click()
    await expect(page).toHaveURL(/\/special\/topic#cases$/)
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0)

    await sideNav.release()
    await expectHydrated(page)
    await expect(page.locator('nav[aria-label="专题导航"] [aria-current="location"]')).toHaveAttribute(
      'href',
      '#cases',
    )
    await expect(page).toHaveURL(/\/special\/topic#cases$/)
    // The jump's own history entry is kept: back returns to the page as loaded.
    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`${route}$`))
    // A chunk requested late (an intent prefetch's) may still be fetched by the handler when the page closes.
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  })

  test("加载更多 tapped before the page's scripts have run loads the next articles once they have", async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'the phone news list (desktop pages through links)')
    const scripts = await holdScripts(page)
    await page.goto('/mobile/news', { waitUntil: 'domcontentloaded' })
    const cards = page.getByRole('list', { name: '资讯列表' }).getByRole('listitem')
    const first = await cards.count()
    expect(first).toBeGreaterThan(0)
    await expect.poll(scripts.held).toBeGreaterThan(0)
    await page.getByRole('button', { name: '加载更多' }).click()
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
    expect(await cards.count()).toBe(first)

    await scripts.release()
    await expectHydrated(page)
    await expect.poll(() => cards.count()).toBeGreaterThan(first)
  })

  test("复制链接 tapped before the page's scripts have run copies the link once they have", async ({
    page,
    context,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the desktop article')
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const scripts = await holdScripts(page)
    await page.goto('/news/detail/company/1', { waitUntil: 'domcontentloaded' })
    await expect.poll(scripts.held).toBeGreaterThan(0)
    const copied = page.getByRole('status').filter({ hasText: '链接已复制' })
    await page.getByRole('button', { name: '复制链接' }).click()
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
    await expect(copied).toHaveCount(0)

    await scripts.release()
    await expectHydrated(page)
    await expect(copied).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /\/news\/detail\/company\/1\?share=link$/,
    )
  })

  test('videos have no context menu, other elements keep theirs', async ({ page }) => {
    await page.goto('/about-me')
    await page.waitForLoadState('networkidle')
    const prevented = await page.evaluate(() => {
      const video = document.createElement('video')
      document.body.append(video)
      const onVideo = new MouseEvent('contextmenu', { bubbles: true, cancelable: true })
      video.dispatchEvent(onVideo)
      const onText = new MouseEvent('contextmenu', { bubbles: true, cancelable: true })
      document.querySelector('h1')!.dispatchEvent(onText)
      return [onVideo.defaultPrevented, onText.defaultPrevented]
    })
    expect(prevented).toEqual([true, false])
  })
})

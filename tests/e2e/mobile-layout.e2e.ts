import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { siteDefaults } from '../../src/globals/SiteSettings/defaults'
import { CHUNK_RELOAD_STORAGE_KEY } from '../../src/lib/chunk-reload'

import { expectHydrated } from './hydration'
import { scrollIntoSettledView } from './scroll'

// The e2e database is seeded with the demo settings, so these are what the pages must show.
const { phone, email, icp, icpUrl, links } = siteDefaults

const menuButton = (page: Page) => page.getByRole('button', { name: '打开菜单' })
const drawer = (page: Page) => page.getByRole('dialog', { name: '网站导航' })
const stickyBar = (page: Page) => page.getByTestId('home-sticky-bar')
const rootFontPx = (page: Page) =>
  page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize))
const expectedFontPx = (width: number) => Math.min((width / 375) * 16, 32)

async function openDrawer(page: Page) {
  await menuButton(page).first().click()
  await expect(drawer(page)).toBeVisible()
  return drawer(page)
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y)
}

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the mobile layout is seen on a phone')
})

test.describe('mobile drawer', () => {
  test('opens from the menu button with the spec entries and the current one highlighted', async ({
    page,
  }) => {
    await page.goto('/mobile/cooperation')
    const menu = await openDrawer(page)
    const nav = menu.getByRole('navigation', { name: '移动端导航' })
    await expect(nav.getByRole('link')).toHaveText(['首页', /^校园/, '师培', '合作', '资讯'])
    await expect(nav.getByRole('button', { name: '竞赛专题' })).toBeVisible()
    await expect(nav.getByRole('link', { name: '合作' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1)
    await expect(nav.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/mobile')

    const box = await menu.boundingBox()
    // 15rem at a 16 px root (375 px wide).
    expect(box?.width).toBeCloseTo(240, 0)

    const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(serious.map((v) => v.id)).toEqual([])
  })

  test('校园 opens the school-site login from settings in a new window', async ({ page }) => {
    await page.goto('/mobile/news')
    const school = (await openDrawer(page)).getByRole('link', { name: /^校园/ })
    await expect(school).toHaveAttribute('href', links.schoolLogin)
    await expect(school).toHaveAttribute('target', '_blank')
    await expect(school).toHaveAttribute('rel', /\bnoopener\b/)
  })

  test('the 竞赛专题 group expands to the two competition pages and the drawer closes on navigation', async ({
    page,
  }) => {
    await page.goto('/mobile/news')
    let menu = await openDrawer(page)
    const group = menu.getByRole('button', { name: '竞赛专题' })
    await expect(group).toHaveAttribute('aria-expanded', 'false')
    await expect(menu.getByRole('link', { name: '蓝桥杯大赛' })).toBeHidden()
    await group.click()
    await expect(group).toHaveAttribute('aria-expanded', 'true')
    await expect(menu.getByRole('link', { name: '蓝桥杯大赛' })).toHaveAttribute(
      'href',
      '/mobile/special/lanqiao',
    )
    await expect(menu.getByRole('link', { name: '创意编程与智能设计大赛' })).toHaveAttribute(
      'href',
      '/mobile/special/topic',
    )

    await menu.getByRole('link', { name: '蓝桥杯大赛' }).click()
    await expect(page).toHaveURL(/\/mobile\/special\/lanqiao$/)
    await expect(drawer(page)).toBeHidden()

    // On a page of the group, the group starts open with its entry highlighted.
    menu = await openDrawer(page)
    await expect(menu.getByRole('button', { name: '竞赛专题' })).toHaveAttribute('aria-expanded', 'true')
    await expect(menu.getByRole('link', { name: '蓝桥杯大赛' })).toHaveAttribute('aria-current', 'page')
    await menu.getByRole('link', { name: '创意编程与智能设计大赛' }).click()
    await expect(page).toHaveURL(/\/mobile\/special\/topic$/)
    await expect(drawer(page)).toBeHidden()
  })

  test('closes on a route change that does not come from the drawer (history back)', async ({ page }) => {
    await page.goto('/mobile/cooperation')
    // A click before hydration can be lost to React's event replay (seen once under load): wait for the app.
    await expectHydrated(page)
    const news = page.getByRole('navigation', { name: '页脚导航' }).getByRole('link', { name: '资讯' })
    // The footer moves down as the sections above it are drawn: a click right after the scroll missed it.
    await scrollIntoSettledView(news)
    await news.click()
    await expect(page).toHaveURL(/\/mobile\/news$/)
    await openDrawer(page)
    await page.goBack()
    await expect(page).toHaveURL(/\/mobile\/cooperation$/)
    await expect(drawer(page)).toBeHidden()
  })

  test('a link to the page already shown closes the drawer too', async ({ page }) => {
    await page.goto('/mobile/tch-training')
    await (await openDrawer(page)).getByRole('link', { name: '师培' }).click()
    await expect(drawer(page)).toBeHidden()
    await expect(page).toHaveURL(/\/mobile\/tch-training$/)
  })

  test('closes on Escape and gives focus back to the menu button', async ({ page }) => {
    await page.goto('/mobile/cooperation')
    await openDrawer(page)
    await page.keyboard.press('Escape')
    await expect(drawer(page)).toBeHidden()
    await expect(menuButton(page)).toBeFocused()
  })

  test('traps focus while open', async ({ page }) => {
    await page.goto('/mobile/cooperation')
    await menuButton(page).focus()
    await page.keyboard.press('Enter')
    const menu = drawer(page)
    await expect(menu).toBeVisible()
    const focusInside = () => menu.evaluate((el) => el.contains(document.activeElement))
    const visited = new Set<string>()
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab')
      expect(await focusInside(), `focus left the drawer after ${i + 1} Tab presses`).toBe(true)
      visited.add(await page.evaluate(() => document.activeElement?.textContent ?? ''))
    }
    // Seven stops (close, five entries, the group button): twelve presses must have gone round.
    expect(visited.size).toBeGreaterThanOrEqual(7)
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Shift+Tab')
      expect(await focusInside(), `focus left the drawer after ${i + 1} Shift+Tab presses`).toBe(true)
    }
  })
})

test.describe('mobile home', () => {
  test('hides the shell header and draws its own bar with the logo and the menu', async ({ page }) => {
    await page.goto('/mobile')
    await expect(page.getByRole('banner')).toHaveCount(0)
    await expect(page.getByRole('link', { name: /首页$/ }).first()).toHaveAttribute('href', '/mobile')
    await expect(menuButton(page)).toHaveCount(1)
    await openDrawer(page)
    await expect(drawer(page).getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page')
  })

  test('keyboard focus stays visible on the blue hero and inside the drawer', async ({ page }) => {
    await page.goto('/mobile')
    const outline = (el: Element) => {
      const style = getComputedStyle(el)
      return { visible: el.matches(':focus-visible'), style: style.outlineStyle, color: style.outlineColor }
    }
    await menuButton(page).focus()
    expect(await menuButton(page).evaluate(outline)).toEqual({
      visible: true,
      style: 'solid',
      color: 'rgb(255, 255, 255)',
    })
    await page.keyboard.press('Enter')
    // The drawer (fetched when the button took focus) opens with focus on its first control.
    await expect(drawer(page).getByRole('button', { name: '关闭菜单' })).toBeFocused()
    await page.keyboard.press('Tab')
    const focused = drawer(page).locator(':focus')
    await expect(focused).toHaveText('首页')
    // Drawn inside the entry, so the scrolling list does not clip it.
    expect(await focused.evaluate((el) => parseFloat(getComputedStyle(el).outlineOffset))).toBeLessThan(0)
  })

  for (const width of [375, 414]) {
    test(`the sticky bar appears only past 108/750 of the width (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 812 })
      await page.goto('/mobile')
      const threshold = (width * 108) / 750
      const below = Math.floor(threshold) - 1
      const above = Math.ceil(threshold) + 1
      await expect(stickyBar(page)).toBeHidden()
      await scrollTo(page, above)
      await expect(stickyBar(page)).toBeVisible()
      await expect(stickyBar(page).getByRole('button', { name: '打开菜单' })).toBeVisible()
      // It slides in (200 ms): wait for the end of the transition.
      await expect.poll(async () => (await stickyBar(page).boundingBox())?.y).toBe(0)
      await scrollTo(page, below)
      await expect(stickyBar(page)).toBeHidden()
      await scrollTo(page, above)
      await expect(stickyBar(page)).toBeVisible()
    })
  }

  test('the contact bar floats at the bottom, 3.25rem high, and calls the phone number', async ({ page }) => {
    await page.goto('/mobile')
    const call = page.getByRole('link', { name: /联系我们/ })
    // The digits only: the dashes are for reading (the footer and the float window write it the same way).
    await expect(call).toHaveAttribute('href', `tel:${phone.replace(/[^\d+]/g, '')}`)
    const atTop = await call.boundingBox()
    expect(atTop?.height).toBeCloseTo(52, 0)
    expect((atTop?.y ?? 0) + (atTop?.height ?? 0)).toBeCloseTo(812, 0)
    await scrollTo(page, 300)
    const scrolled = await call.boundingBox()
    expect((scrolled?.y ?? 0) + (scrolled?.height ?? 0)).toBeCloseTo(812, 0)
  })
})

test.describe('mobile top bar', () => {
  const barOf = (page: Page) => page.getByRole('banner').locator('> div')
  const position = (page: Page) => barOf(page).evaluate((el) => getComputedStyle(el).position)

  test('a fixed white bar, 3.125rem high, is shown on /mobile/news', async ({ page }) => {
    await page.goto('/mobile/news')
    await expect(page.getByRole('banner')).toBeVisible()
    await expect.poll(() => position(page)).toBe('fixed')
    const style = await barOf(page).evaluate((el) => getComputedStyle(el).backgroundColor)
    expect(style).toBe('rgb(255, 255, 255)')
    await scrollTo(page, 400)
    const box = await barOf(page).boundingBox()
    expect(box?.y).toBe(0)
    expect(box?.height).toBeCloseTo(50, 0)
    await expect(page.getByRole('banner').getByRole('button', { name: '打开菜单' })).toBeVisible()
  })

  test('other routes keep a normal bar; the head-show flag carries over until the home turns it off', async ({
    page,
  }) => {
    await page.goto('/mobile/cooperation')
    await expect(page.getByRole('banner').getByRole('link', { name: /首页$/ })).toHaveAttribute(
      'href',
      '/mobile',
    )
    await expect(page.getByRole('banner').getByRole('button', { name: '打开菜单' })).toBeVisible()
    expect(await position(page)).not.toBe('fixed')

    // The flag lives in the client: the links must navigate on the client (hydrated), and the footer moves down
    // as the sections above it are drawn (a click right after the scroll missed it once, under load).
    await expectHydrated(page)
    const footerLink = (name: string) =>
      page.getByRole('navigation', { name: '页脚导航' }).getByRole('link', { name })
    await scrollIntoSettledView(footerLink('资讯'))
    await footerLink('资讯').click()
    await expect(page).toHaveURL(/\/mobile\/news$/)
    await expect.poll(() => position(page)).toBe('fixed')
    // Route `mobile-news` turned the flag on; an unnamed route leaves it as it is.
    await scrollIntoSettledView(footerLink('合作'))
    await footerLink('合作').click()
    await expect(page).toHaveURL(/\/mobile\/cooperation$/)
    await expect.poll(() => position(page)).toBe('fixed')
    // Route `mobile` turns it off again.
    await page.getByRole('banner').getByRole('link', { name: /首页$/ }).click()
    await expect(page).toHaveURL(/\/mobile$/)
    await expect(page.getByRole('banner')).toHaveCount(0)
    await page.getByRole('link', { name: '合作', exact: true }).first().click()
    await expect(page).toHaveURL(/\/mobile\/cooperation$/)
    await expect.poll(() => position(page)).not.toBe('fixed')
  })
})

test.describe('mobile root font size', () => {
  for (const width of [320, 375, 414, 1000]) {
    test(`is width / 375 × 16 px capped at 32 px at ${width} px wide`, async ({ page }) => {
      await page.setViewportSize({ width, height: 812 })
      await page.goto('/mobile/news')
      expect(await rootFontPx(page)).toBeCloseTo(expectedFontPx(width), 1)
      // Content stays within 768 px however wide the screen.
      expect((await page.locator('main').boundingBox())?.width).toBeCloseTo(Math.min(width, 768), 0)
    })
  }

  test('follows a resize', async ({ page }) => {
    await page.goto('/mobile')
    expect(await rootFontPx(page)).toBeCloseTo(16, 1)
    await page.setViewportSize({ width: 320, height: 640 })
    await expect.poll(() => rootFontPx(page)).toBeCloseTo(expectedFontPx(320), 1)
    await page.setViewportSize({ width: 900, height: 640 })
    await expect.poll(() => rootFontPx(page)).toBeCloseTo(32, 1)
  })

  test('is set by the page itself before any script bundle runs (no layout shift), and follows a turned phone', async ({
    page,
  }) => {
    // The first-load guard reloads a page once when its scripts fail (first-load-guard.ts): here it has just
    // done so, or its reload would replace the page under the checks below.
    await page.addInitScript((key) => localStorage.setItem(key, String(Date.now())), CHUNK_RELOAD_STORAGE_KEY)
    // Every script file (their addresses carry a `?dpl=` query, so a `*.js` glob would miss them).
    await page.route(
      (url) => url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js'),
      (route) => route.abort(),
    )
    await page.setViewportSize({ width: 414, height: 812 })
    await page.goto('/mobile')
    expect(await rootFontPx(page)).toBeCloseTo(expectedFontPx(414), 1)
    expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull()
    // Still no script: the stylesheet rule alone follows the width (the phone turned to landscape).
    await page.setViewportSize({ width: 812, height: 414 })
    await expect.poll(() => rootFontPx(page)).toBeCloseTo(32, 1)
    await page.setViewportSize({ width: 360, height: 740 })
    await expect.poll(() => rootFontPx(page)).toBeCloseTo(expectedFontPx(360), 1)
  })
})

test.describe('mobile footer', () => {
  test('shows the phone, e-mail and ICP filing number from settings', async ({ page }) => {
    await page.goto('/mobile/cooperation')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: phone })).toHaveAttribute(
      'href',
      `tel:${phone.replace(/[^\d+]/g, '')}`,
    )
    await expect(footer.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`)
    const filing = footer.getByRole('link', { name: icp })
    await expect(filing).toHaveAttribute('href', icpUrl)
    await expect(filing).toHaveAttribute('target', '_blank')
    await expect(filing).toHaveAttribute('rel', /\bnoopener\b/)
  })
})

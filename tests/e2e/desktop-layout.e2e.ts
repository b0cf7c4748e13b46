import { expect, test, type Page } from '@playwright/test'

import { expectHydrated } from './hydration'

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'desktop layouts')
})

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y)
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y)
}

const header = (page: Page) => page.locator('header[data-solid]')

test('the header is transparent up to 80 px of scroll and solid after', async ({ page }) => {
  await page.goto('/about-me')
  await expect(header(page)).toHaveAttribute('data-solid', 'false')
  await expect(header(page)).toHaveCSS('height', '80px')
  await scrollTo(page, 80)
  await expect(header(page)).toHaveAttribute('data-solid', 'false')
  await scrollTo(page, 81)
  await expect(header(page)).toHaveAttribute('data-solid', 'true')
  await expect(header(page)).toHaveCSS('box-shadow', /rgba/)
  // No frosted glass: a backdrop filter costs every frame of a scroll on a cheap phone (see routes.e2e.ts).
  await expect(header(page)).toHaveCSS('backdrop-filter', 'none')
  await expect(header(page).locator('a[aria-current="page"]')).toHaveCSS('color', 'rgb(29, 78, 216)')
  await scrollTo(page, 0)
  await expect(header(page)).toHaveAttribute('data-solid', 'false')
})

const layouts: { path: string; nav: string; entries: string[]; active: string }[] = [
  {
    path: '/',
    nav: '主导航',
    entries: ['首页', '学院', '校园', '师培', '测评', '体验中心', '资讯'],
    active: '首页',
  },
  {
    path: '/news',
    nav: '主导航',
    entries: ['首页', '学院', '校园', '师培', '测评', '体验中心', '资讯'],
    active: '资讯',
  },
  {
    path: '/about-me',
    nav: '主导航',
    entries: ['首页', '在线版', '校园版', '开放合作', '关于我们', '新闻资讯'],
    active: '关于我们',
  },
  {
    path: '/join-us',
    nav: '主导航',
    entries: ['首页', '在线版', '校园版', '开放合作', '关于我们', '新闻资讯'],
    active: '开放合作',
  },
  {
    path: '/teach-plat',
    nav: '校园版导航',
    entries: ['首页', '平台', '课程', '教师培训', '竞赛', '进入课堂'],
    active: '平台',
  },
  {
    path: '/lea-resource',
    nav: '教师培训导航',
    entries: ['首页', '学习资源', '等级认证'],
    active: '学习资源',
  },
]

for (const layout of layouts) {
  test(`${layout.path}: nav entries in order with the current one highlighted`, async ({ page }) => {
    await page.goto(layout.path)
    const nav = page.getByRole('navigation', { name: layout.nav })
    await expect(nav.getByRole('link')).toHaveText(layout.entries)
    await expect(nav.locator('a[aria-current="page"]')).toHaveText(layout.active)
  })
}

test('external nav entries open in a new window with rel=noopener', async ({ page }) => {
  await page.goto('/about-me')
  for (const name of ['在线版', '校园版']) {
    const link = page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', /noopener/)
    await expect(link).toHaveAttribute('href', /^https?:\/\//)
  }
  await page.goto('/')
  const academy = page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '学院' })
  await expect(academy).toHaveAttribute('target', '_blank')
})

test('the school layout has the enter-classroom link and the training layout a 登录 button', async ({
  page,
}) => {
  await page.goto('/school-home')
  await expect(page.getByRole('link', { name: '进入课堂' })).toHaveAttribute('href', /^https?:\/\//)
  await page.goto('/tch-training')
  await expect(page.locator('header').getByRole('button', { name: '登录' })).toBeVisible()
})

test('competition layout: no header on /com-exam, no footer when from=platform', async ({ page }) => {
  await page.goto('/com-exam')
  await expect(page.getByRole('navigation', { name: '竞赛导航' })).toHaveCount(0)
  await expect(page.locator('footer')).toHaveCount(1)
  await page.goto('/com-exam?from=platform')
  await expect(page.locator('h1')).toBeVisible()
  await expect(page.locator('footer')).toHaveCount(0)
})

test('topic side nav follows the scroll position; back-to-top after one viewport', async ({ page }) => {
  await page.goto('/special/topic')
  const nav = page.getByRole('navigation', { name: '专题导航' })
  await expect(nav.getByRole('link')).toHaveText([
    '赛事简介',
    '赛事流程',
    '国赛获奖作品',
    '其他获奖作品',
    '获奖案例',
    '学习心得',
    '教学历程',
  ])
  await expect(page.locator('header[data-solid]')).toHaveCSS('height', '60px')
  await expect(nav.locator('[aria-current="location"]')).toHaveText('赛事简介')
  const top = page.getByTestId('topic-back-to-top')
  await expect(top).toHaveCount(0)

  await nav.getByRole('link', { name: '获奖案例' }).click()
  await expect(nav.locator('[aria-current="location"]')).toHaveText('获奖案例')
  await page.locator('#teaching').scrollIntoViewIfNeeded()
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await expect(nav.locator('[aria-current="location"]')).toHaveText('教学历程')

  const viewport = page.viewportSize()!.height
  await scrollTo(page, viewport)
  await expect(top).toHaveCount(0)
  await scrollTo(page, viewport + 1)
  await expect(top).toBeVisible()
  await top.click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

  await page.goto('/special/lanqiao')
  await expect(page.getByRole('navigation', { name: '专题导航' }).getByRole('link')).toHaveText([
    '赛事简介',
    '赛事流程',
    '获奖案例',
    '学习心得',
  ])
})

test('the loading bar appears only for navigations slower than 200 ms, 2 px high, then hides', async ({
  page,
}) => {
  // Hold the news page's data (prefetch included) for 1.5 s so the navigation is slow.
  await page.route(/\/news\?.*_rsc=/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue().catch(() => undefined)
  })
  await page.goto('/about-me')
  // Before hydration a link loads a new document, which shows no bar: wait for the client router.
  await expectHydrated(page)
  const bar = page.getByRole('progressbar', { name: '页面加载进度', includeHidden: true })
  await expect(bar).toHaveAttribute('data-status', 'idle')
  // Every state the bar takes, in order (a state may last only a few hundred ms on a busy machine).
  await bar.evaluate((el) => {
    const seen: string[] = []
    ;(window as unknown as { barStates: string[] }).barStates = seen
    new MutationObserver(() => {
      const status = el.getAttribute('data-status') ?? ''
      if (seen.at(-1) !== status) seen.push(status)
    }).observe(el, { attributes: true, attributeFilter: ['data-status'] })
  })
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '新闻资讯' }).click()
  await expect(bar).toHaveAttribute('data-status', 'loading')
  await expect(bar).toHaveCSS('height', '2px')
  await expect(page).toHaveURL(/\/news$/)
  await expect(bar).toHaveAttribute('data-status', 'idle', { timeout: 5000 })
  const states = await page.evaluate(() => (window as unknown as { barStates: string[] }).barStates)
  expect(states.slice(0, 2)).toEqual(['pending', 'loading'])
  expect(states.at(-1)).toBe('idle')
})

test('losing the connection tells the visitor, and so does getting it back', async ({ page, context }) => {
  await page.goto('/about-me')
  // The notice's code comes with hydration, after the load event; offline before it is here, there is no notice.
  await expect(page.locator('[data-connection-status]')).toBeAttached()
  await context.setOffline(true)
  await expect(page.getByRole('status').filter({ hasText: '网络连接已断开' })).toBeVisible()
  await context.setOffline(false)
  await expect(page.getByRole('status').filter({ hasText: '网络已恢复' })).toBeVisible()
})

test('a skip link leads to the main content', async ({ page }) => {
  await page.goto('/school-home')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: '跳到主要内容' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeVisible()
})

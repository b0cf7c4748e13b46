import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { siteDefaults } from '../../src/globals/SiteSettings/defaults'
import { expectHydrated } from './hydration'
import { expectCachedQrFile, readQrCode } from './qr'
import { staffAuth } from './staff'

// A page of the default desktop layout, long enough to scroll well past the affix threshold.
const PAGE = '/school-yard'

type Settings = typeof siteDefaults

/** The site-settings the pages were rendered with (public read), empty values falling back like the site does. */
async function readSettings(request: APIRequestContext): Promise<Settings> {
  const stored = (await (await request.get('/api/globals/site-settings')).json()) as Record<string, unknown>
  const pick = (value: unknown, fallback: string) =>
    typeof value === 'string' && value.trim() ? value : fallback
  const links = Object.fromEntries(
    Object.entries(siteDefaults.links).map(([k, v]) => [
      k,
      pick((stored.links as Record<string, unknown>)?.[k], v),
    ]),
  )
  const scalars = Object.fromEntries(
    Object.entries(siteDefaults)
      .filter(([k]) => k !== 'links')
      .map(([k, v]) => [k, pick(stored[k], v as string)]),
  )
  return { ...scalars, links } as unknown as Settings
}

const floatWindow = (page: Page) => page.getByTestId('float-window')
const floatItem = (page: Page, name: string) => page.locator(`[data-float-item="${name}"]`)
const floatButton = (page: Page, name: string) => page.locator(`[data-float-item="${name}"] > button`)
const scrollTo = (page: Page, top: number) =>
  page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top)

test.beforeEach(({}, testInfo) => {
  test.skip(
    testInfo.project.name !== 'desktop',
    'the float window and this footer belong to the desktop site',
  )
})

test.describe('float window', () => {
  test('is affixed while scrollY <= 229 and turns into the compact rail with back-to-top after', async ({
    page,
  }) => {
    await page.goto(PAGE)
    const win = floatWindow(page)
    await expect(win).toHaveAttribute('data-affixed', 'true')
    await expect(floatItem(page, 'top')).toHaveCount(0)
    const affixedBox = (await win.boundingBox())!

    await scrollTo(page, 229)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(229)
    await expect(win).toHaveAttribute('data-affixed', 'true')
    await expect(floatItem(page, 'top')).toHaveCount(0)

    await scrollTo(page, 230)
    await expect(win).toHaveAttribute('data-affixed', 'false')
    await expect(floatItem(page, 'top')).toBeVisible()
    await expect(floatItem(page, 'top')).toHaveAccessibleName('返回顶部')
    // Visibly different: labels give way to round icon buttons, and the window moves to the bottom.
    await expect(floatButton(page, 'phone').getByText('电话咨询')).toHaveClass(/sr-only/)
    const railBox = (await win.boundingBox())!
    expect(railBox.width).toBeLessThan(affixedBox.width)
    expect(railBox.y + railBox.height).toBeGreaterThan(affixedBox.y + affixedBox.height)

    await scrollTo(page, 1200)
    await expect(win).toHaveAttribute('data-affixed', 'false')
    await scrollTo(page, 229)
    await expect(win).toHaveAttribute('data-affixed', 'true')
    await expect(floatItem(page, 'top')).toHaveCount(0)
  })

  test('shows the phone number on hover, on keyboard focus and on click, hides it on Escape', async ({
    page,
    request,
  }) => {
    const { phone } = await readSettings(request)
    await page.goto(PAGE)
    const number = page.getByTestId('float-phone-number')
    const trigger = floatButton(page, 'phone')
    await expect(number).toBeHidden()
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')

    await trigger.hover()
    await expect(number).toBeVisible()
    await expect(number).toHaveText(phone)
    await expect(number).toHaveAttribute('href', `tel:${phone.replace(/[^\d+]/g, '')}`)
    await page.mouse.move(5, 5)
    await expect(number).toBeHidden()

    await trigger.focus()
    await expect(number).toBeVisible()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(number).toBeHidden()
    await page.keyboard.press('Enter')
    await expect(number).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(number).toBeHidden()
    await trigger.blur()

    // Click (or tap) toggles it, and it stays open after the pointer leaves until clicked again or outside.
    await trigger.click()
    await page.mouse.move(5, 5)
    await expect(number).toBeVisible()
    await trigger.click()
    await expect(number).toBeHidden()
    await trigger.click()
    await page.mouse.click(5, 400)
    await expect(number).toBeHidden()
  })

  test('shows the WeChat QR code of settings.wechatQrUrl on focus and hover', async ({ page, request }) => {
    const { wechatQrUrl } = await readSettings(request)
    // The page carries the code's address, not its drawing (kilobytes of paths in the HTML and the RSC payload).
    expect(await (await request.get(PAGE)).text()).not.toMatch(/h\d+v1h-\d+z/)
    await page.goto(PAGE)
    const panel = page.locator('[data-float-panel="wechat"]')
    await expect(panel).toBeHidden()
    await floatButton(page, 'wechat').focus()
    await expect(panel).toBeVisible()
    const qr = panel.getByRole('img', { name: '微信公众号二维码' })
    expect(await readQrCode(qr)).toBe(wechatQrUrl)
    await expectCachedQrFile(qr, request)
    await floatButton(page, 'wechat').blur()
    await expect(panel).toBeHidden()
    await floatButton(page, 'wechat').hover()
    await expect(panel).toBeVisible()
  })

  test('back to top scrolls the page to 0', async ({ page }) => {
    await page.goto(PAGE)
    await scrollTo(page, 1500)
    await floatItem(page, 'top').click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(floatWindow(page)).toHaveAttribute('data-affixed', 'true')
  })

  test('a window narrower than it shows never fetches or mounts it; widened, it gets it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 700, height: 900 })
    const scripts: string[] = []
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()))
    await page.goto(PAGE)
    await expectHydrated(page)
    // The footer's follow buttons wait for the same moment after the load event; once they are here, so would
    // the float window be.
    await expect(page.locator('[data-follow]')).toHaveCount(2)
    await page.waitForLoadState('networkidle')
    await expect(floatWindow(page)).toHaveCount(0)
    const before = scripts.length

    await page.setViewportSize({ width: 1280, height: 900 })
    await expect(floatWindow(page)).toBeVisible()
    await expect(floatButton(page, 'phone')).toBeVisible()
    // Its code came now.
    expect(scripts.length).toBeGreaterThan(before)
  })

  test('is on the pages of the school, teacher-training and competition layouts too', async ({ page }) => {
    for (const path of ['/school-home', '/tch-training', '/com-exam']) {
      await page.goto(path)
      await expect(floatWindow(page), path).toBeVisible()
      await expect(floatButton(page, 'phone'), path).toBeVisible()
    }
  })
})

test.describe('message panel (no customer-service id configured)', () => {
  test('stores the visitor message as a lead that staff can read', async ({ page, request }) => {
    // Own address for the per-IP limit, so reruns against one server never hit it.
    await page.setExtraHTTPHeaders({
      'x-forwarded-for': `198.18.${Math.floor(Math.random() * 250)}.${Date.now() % 250}`,
    })
    const name = `测试${Date.now().toString(36)}`
    await page.goto(PAGE)
    await page.locator('button[data-float-item="service"]').click()
    const dialog = page.getByRole('dialog', { name: '在线留言' })
    await expect(dialog).toBeVisible()
    await dialog.getByLabel('称呼').fill(name)
    await dialog.getByLabel('手机号').fill('13912345678')
    await dialog.getByLabel('学校/机构').fill('示例中学')
    await dialog.getByLabel('留言内容').fill('想预约一次校园版平台的线上演示。')
    const submitted = page.waitForResponse(
      (r) => r.url().endsWith('/api/port/leads') && r.request().method() === 'POST',
    )
    await dialog.getByRole('button', { name: '提交留言' }).click()
    expect((await submitted).status()).toBe(200)
    await expect(dialog.getByRole('status')).toHaveText('提交成功，我们会尽快与您联系')
    await expect(dialog.getByLabel('称呼')).toHaveValue('')

    // Nobody reads leads without signing in as staff.
    expect((await request.get('/api/leads')).status()).toBe(403)
    const found = await request.get(`/api/leads?where[name][equals]=${encodeURIComponent(name)}`, {
      headers: staffAuth(),
    })
    expect(found.ok()).toBe(true)
    const { docs } = (await found.json()) as { docs: Record<string, unknown>[] }
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      name,
      phone: '13912345678',
      organisation: '示例中学',
      message: '想预约一次校园版平台的线上演示。',
      source: PAGE,
      status: 'new',
    })
  })

  test('rejects bad input on blur with the Chinese message and never loses what was typed', async ({
    page,
  }) => {
    await page.goto(PAGE)
    const posts: string[] = []
    page.on('request', (r) => r.url().endsWith('/api/port/leads') && posts.push(r.method()))
    await page.locator('button[data-float-item="service"]').click()
    const dialog = page.getByRole('dialog', { name: '在线留言' })
    const phone = dialog.getByLabel('手机号')
    const message = dialog.getByLabel('留言内容')

    await dialog.getByLabel('称呼').fill('赵老师')
    await phone.fill('12345678901')
    await phone.blur()
    await expect(dialog.getByText('请输入正确的手机号')).toBeVisible()
    await expect(phone).toHaveAttribute('aria-invalid', 'true')
    await message.fill('你好')
    await message.blur()
    await expect(dialog.getByText('留言内容为5-500个字')).toBeVisible()
    await dialog.getByRole('button', { name: '提交留言' }).click()
    expect(posts).toEqual([])
    await expect(phone).toHaveValue('12345678901')
    await expect(message).toHaveValue('你好')

    // Closing and reopening the panel keeps the text too.
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await page.locator('button[data-float-item="service"]').click()
    await expect(dialog.getByLabel('称呼')).toHaveValue('赵老师')
    await expect(phone).toHaveValue('12345678901')

    // Correcting the field clears its message; a refusal from the server is shown and the text stays.
    await phone.fill('13912345678')
    await expect(dialog.getByText('请输入正确的手机号')).toBeHidden()
    await message.fill('请介绍一下教师培训的安排')
    await page.route('**/api/port/leads', (route) =>
      route.fulfill({
        status: 429,
        json: { code: 429, msg: '提交过于频繁，请稍后再试' },
        headers: { 'retry-after': '60' },
      }),
    )
    await dialog.getByRole('button', { name: '提交留言' }).click()
    await expect(dialog.getByRole('status')).toHaveText('提交过于频繁，请稍后再试')
    await expect(dialog.getByLabel('称呼')).toHaveValue('赵老师')
    await expect(phone).toHaveValue('13912345678')
    await expect(message).toHaveValue('请介绍一下教师培训的安排')
  })

  test('has no serious accessibility violation with the panel open', async ({ page }) => {
    await page.goto(PAGE)
    await page.locator('button[data-float-item="service"]').click()
    await expect(page.getByRole('dialog', { name: '在线留言' })).toBeVisible()
    const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(serious.map((v) => v.id)).toEqual([])
  })
})

test.describe('footer', () => {
  test('shows contact details, the spec link list with the right targets and the filings', async ({
    page,
    request,
  }) => {
    const settings = await readSettings(request)
    await page.goto(PAGE)
    const footer = page.getByTestId('site-footer')
    await expect(footer.getByTestId('footer-phone')).toHaveText(settings.phone)
    await expect(footer.getByTestId('footer-email')).toHaveText(settings.email)
    await expect(footer.getByTestId('footer-email')).toHaveAttribute('href', `mailto:${settings.email}`)

    const nav = page.getByRole('navigation', { name: '页脚导航' })
    await expect(nav).toBeVisible()
    const external: [string, string][] = [
      ['公司官网', settings.links.company],
      ['新闻中心', settings.links.newsExternal],
      ['编辑器', settings.links.editor],
      ['培训', settings.links.training],
      ['等级评测', settings.links.rating],
      ['体验中心', settings.links.experience],
      ['校园版', settings.links.campusEdition],
      ['在线代码编辑器', settings.links.codeEditor],
      ['考试测评', settings.links.assessment],
    ]
    for (const [label, href] of external) {
      const link = nav.getByRole('link', { name: new RegExp(`^${label}`) })
      await expect(link, label).toHaveAttribute('href', href)
      await expect(link, label).toHaveAttribute('target', '_blank')
      await expect(link, label).toHaveAttribute('rel', /noopener/)
    }
    const internal: [string, string][] = [
      ['开放合作', '/cooperation'],
      ['教师培训', '/tch-training'],
      ['关于我们', '/about-me'],
      ['公司简介', '/about-me#profile'],
      ['资质荣誉', '/about-me#honours'],
    ]
    for (const [label, href] of internal) {
      const link = nav.getByRole('link', { name: label, exact: true })
      await expect(link, label).toHaveAttribute('href', href)
      await expect(link, label).not.toHaveAttribute('target', /.+/)
    }
    await expect(nav.getByRole('link')).toHaveCount(external.length + internal.length)

    const icp = footer.getByTestId('footer-icp')
    await expect(icp).toHaveText(settings.icp)
    await expect(icp).toHaveAttribute('href', settings.icpUrl)
    await expect(icp).toHaveAttribute('target', '_blank')
    const security = footer.getByTestId('footer-public-security')
    await expect(security).toHaveText(settings.publicSecurity)
    await expect(security).toHaveAttribute('href', settings.publicSecurityUrl)
    await expect(security).toHaveAttribute('rel', /noopener/)
    await expect(security.locator('svg path').first()).toBeAttached()
  })

  test('the profile and honours links land on sections that exist', async ({ page }) => {
    for (const id of ['profile', 'honours']) {
      await page.goto(`/about-me#${id}`)
      await expect(page.locator(`section#${id}`)).toBeVisible()
    }
  })

  test('its follow buttons arrive in a row as tall as the one the page is served with', async ({
    page,
    browser,
  }) => {
    // The buttons' own row (the column around it is as tall as the footer's longest list either way).
    const column = (p: Page) =>
      p
        .getByTestId('site-footer')
        .getByRole('heading', { name: '关注我们' })
        .locator('xpath=following-sibling::div[1]')
    // Without scripts the row is what the server sent: the buttons' placeholder.
    const served = await browser.newPage({ javaScriptEnabled: false, viewport: page.viewportSize()! })
    await served.goto(PAGE)
    const before = (await column(served).boundingBox())!.height
    await expect(column(served).locator('[data-follow]')).toHaveCount(0)
    await served.close()

    await page.goto(PAGE)
    await expect(page.getByRole('button', { name: '微信公众号' })).toBeVisible()
    await expect(page.getByRole('button', { name: '官方微博' })).toBeVisible()
    expect((await column(page).boundingBox())!.height).toBe(before)
  })

  test('shows the WeChat and Weibo QR codes on hover and on focus', async ({ page, request }) => {
    const settings = await readSettings(request)
    await page.goto(PAGE)
    const channels = [
      ['wechat', '微信公众号', '微信公众号二维码', settings.wechatQrUrl],
      ['weibo', '官方微博', '官方微博二维码', settings.weiboQrUrl],
    ] as const
    for (const [name, label, qrLabel, url] of channels) {
      const trigger = page.getByRole('button', { name: label })
      const panel = page.locator(`[data-follow-panel="${name}"]`)
      await expect(panel).toBeHidden()
      await trigger.hover()
      await expect(panel).toBeVisible()
      const qr = panel.getByRole('img', { name: qrLabel })
      expect(await readQrCode(qr)).toBe(url)
      await expectCachedQrFile(qr, request)
      await page.mouse.move(5, 5)
      await expect(panel).toBeHidden()
      await trigger.focus()
      await expect(panel).toBeVisible()
      await expect(trigger).toHaveAttribute('aria-expanded', 'true')
      await trigger.blur()
      await expect(panel).toBeHidden()
    }
  })

  test('has no serious accessibility violation (contrast included) with a QR code open', async ({ page }) => {
    await page.goto(PAGE)
    await page.getByRole('button', { name: '微信公众号' }).focus()
    const results = await new AxeBuilder({ page })
      .include('[data-testid="site-footer"]')
      .include('[data-testid="float-window"]')
      .analyze()
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })
})

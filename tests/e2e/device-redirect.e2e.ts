import { expect, test } from '@playwright/test'

import { DESKTOP_UA, IPHONE_UA } from '../../playwright.config'
import { desktopRoutes } from './routes'

const ANDROID_WECHAT =
  'Mozilla/5.0 (Linux; Android 13; V2148A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MMWEBID/2247 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64'

async function location(request: import('@playwright/test').APIRequestContext, path: string, ua: string) {
  const response = await request.get(path, { headers: { 'user-agent': ua }, maxRedirects: 0 })
  const header = response.headers()['location']
  return {
    status: response.status(),
    location: header ? new URL(header, 'http://x').pathname + new URL(header, 'http://x').search : null,
  }
}

test.describe('device redirect through the running server', () => {
  test('a phone on a desktop path goes to /mobile + the path, query kept', async ({ request }) => {
    expect(await location(request, '/news?type=company&page=2', IPHONE_UA)).toEqual({
      status: 302,
      location: '/mobile/news?type=company&page=2',
    })
    expect(await location(request, '/', ANDROID_WECHAT)).toEqual({ status: 302, location: '/mobile' })
  })

  test('a phone on a school-home path goes to /mobile', async ({ request }) => {
    expect(await location(request, '/mobile/school-home?a=1', IPHONE_UA)).toEqual({
      status: 302,
      location: '/mobile?a=1',
    })
    expect(await location(request, '/school-home', IPHONE_UA)).toEqual({ status: 302, location: '/mobile' })
  })

  test('a desktop on a /mobile path loses the prefix', async ({ request }) => {
    expect(await location(request, '/mobile/news?type=training', DESKTOP_UA)).toEqual({
      status: 302,
      location: '/news?type=training',
    })
    expect(await location(request, '/mobile', DESKTOP_UA)).toEqual({ status: 302, location: '/' })
  })

  test('the admin, the API and static files are never redirected', async ({ request }) => {
    for (const path of ['/admin/login', '/api/site-settings', '/robots.txt', '/favicon.ico']) {
      const { status } = await location(request, path, IPHONE_UA)
      expect(status, path).not.toBe(302)
      expect(status, path).not.toBe(307)
    }
  })

  test('a phone browsing lands on the mobile page', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'phone only')
    await page.goto('/tch-training?from=ad')
    await expect(page).toHaveURL(/\/mobile\/tch-training\?from=ad$/)
    await expect(page.locator('h1')).toBeVisible()
  })

  // Spec §2 sends a phone from any desktop link to /mobile + the path: each must be a real page there.
  for (const route of desktopRoutes) {
    test(`a phone following ${route} ends on a page with content`, async ({ page }, testInfo) => {
      test.skip(testInfo.project.name !== 'mobile', 'phone only')
      const response = await page.goto(route)
      expect(response?.status()).toBe(200)
      expect(new URL(page.url()).pathname).toMatch(/^\/mobile(\/|$)/)
      await expect(page.locator('h1')).toBeVisible()
      expect(await page.locator('main').locator('section, article').count()).toBeGreaterThanOrEqual(4)
    })
  }
})

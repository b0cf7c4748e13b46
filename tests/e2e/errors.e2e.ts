import { expect, test } from '@playwright/test'

test('an unknown path answers 404 with the logo, a Chinese message and a link home', async ({
  page,
}, testInfo) => {
  const path = testInfo.project.name === 'mobile' ? '/mobile/no-such-page' : '/no-such-page'
  const response = await page.goto(path)
  expect(response?.status()).toBe(404)
  await expect(page.getByText('抱歉，您访问的页面不存在或已被删除')).toBeVisible()
  await expect(page.getByText('This page could not be found')).toBeVisible()
  await expect(page.locator('main svg').first()).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await page.getByRole('link', { name: '返回首页' }).click()
  await expect(page).toHaveURL(testInfo.project.name === 'mobile' ? /\/mobile$/ : /\/$/)
})

test('the article route takes at most two parameters', async ({ request }) => {
  const ua = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36' }
  expect((await request.get('/news/detail/company/1/extra', { headers: ua })).status()).toBe(404)
  expect((await request.get('/news/detail/company/1', { headers: ua })).status()).toBe(200)
})

test('a mobile news type that does not exist is a 404', async ({ request }) => {
  const ua = {
    'user-agent':
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
  }
  expect((await request.get('/mobile/news/no-such-type', { headers: ua })).status()).toBe(404)
})

test('a path with malformed percent-encoding answers 400 with a Chinese message, not a server error', async ({
  request,
}, testInfo) => {
  const paths =
    testInfo.project.name === 'mobile'
      ? ['/mobile/about%E0', '/mobile/news/card/%E0']
      : ['/about-me%E0', '/news/list/%E0/1', '/news/detail/company/%E0']
  for (const path of paths) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(400)
    expect(await response.text(), path).toContain('网址格式有误，请检查后重新输入')
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  // An unmatched URL, a page that calls notFound() for a missing article, and a phone page that does not exist.
  for (const path of ['/no-such-page', '/news/detail/company/999999', '/mobile/news/no-such-type']) {
    test(`the 404 page of ${path} is in the server HTML, status kept`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { name: '抱歉，您访问的页面不存在或已被删除' })).toBeVisible()
      await expect(page.getByRole('link', { name: '返回首页' })).toBeVisible()
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    })
  }
})

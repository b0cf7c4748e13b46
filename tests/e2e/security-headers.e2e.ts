import { expect, test } from '@playwright/test'

test('pages, the admin, the API and the 404 page carry the security headers', async ({
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'headers do not depend on the device')
  for (const path of [
    '/',
    '/news',
    '/news/detail/company/1',
    '/admin/login',
    '/api/port/news/list',
    '/nope',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 })
    const headers = response.headers()
    expect(headers['x-content-type-options'], path).toBe('nosniff')
    expect(headers['x-frame-options'], path).toBe('SAMEORIGIN')
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'self'")
    expect(headers['content-security-policy'], path).toContain("object-src 'none'")
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
    expect(headers['x-powered-by'], path).toBeUndefined()
  }
})

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

test('a first visit is one document request: client hints are asked for only under /admin', async ({
  page,
  request,
}) => {
  // Payload's `Critical-CH` on every page made Chrome fetch each first page twice (an internal 307 restart).
  const documents: string[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document')
      documents.push(`${response.status()} ${response.url()}`)
  })
  const response = await page.goto('/')
  const final = response!.url()
  expect(documents.filter((entry) => entry.endsWith(` ${final}`))).toEqual([`200 ${final}`])
  expect(response!.headers()['critical-ch']).toBeUndefined()
  expect(response!.headers()['accept-ch']).toBeUndefined()
  expect(response!.headers()['vary'] ?? '').not.toMatch(/Sec-CH/i)
  const admin = await request.get('/admin/login')
  expect(admin.headers()['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
})

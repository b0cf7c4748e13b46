import { expect, type Page, test } from '@playwright/test'

async function signIn(page: Page) {
  await page.goto('/admin/login')
  await page.locator('input[name="email"]').fill('admin@example.com')
  await page.locator('input[name="password"]').fill('Admin@123456')
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}

/** Reloads `url` until `check` passes: publishing expires the cache, this waits for the next render. */
async function eventually(page: Page, url: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(url)
    await check()
  }).toPass({ timeout: 20_000, intervals: [500, 1000, 2000] })
}

test('staff publish an article in the admin, it appears on /news at once, and withdrawing removes it', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the back office is used on a desktop')
  const title = `后台发布测试 ${Date.now()}`
  await signIn(page)

  await page.goto('/admin/collections/news/create')
  await page.locator('input[name="title"]').fill(title)
  // Payload's select fields are react-select: open, pick by label.
  await page.locator('#field-type').click()
  await page.getByRole('option', { name: '赛事动态', exact: true }).click()
  await page.locator('#field-status').click()
  await page.getByRole('option', { name: '已发布', exact: true }).click()
  await page.locator('textarea[name="summary"]').fill('在后台写好并发布的文章，应当立即出现在资讯列表里。')
  const editor = page.locator('[data-lexical-editor="true"]').first()
  await editor.click()
  await page.keyboard.type('这是后台发布测试的正文。')
  await page.getByRole('button', { name: '保存' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/news\/\d+/)
  const id = page.url().match(/news\/(\d+)/)![1]

  // The list (server-rendered, cached by tag) shows it without a rebuild, and the article page exists.
  await eventually(page, '/news?type=competition', async () => {
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible({ timeout: 1000 })
  })
  const article = await page.request.get(`/news/detail/competition/${id}`)
  expect(article.status()).toBe(200)
  expect(await article.text()).toContain('这是后台发布测试的正文。')

  // Withdraw: back to draft. The list and the article page drop it.
  await page.goto(`/admin/collections/news/${id}`)
  await page.locator('#field-status').click()
  await page.getByRole('option', { name: '草稿', exact: true }).click()
  await page.getByRole('button', { name: '保存' }).click()
  await expect(page.getByText(/成功|已更新|已保存/).first()).toBeVisible()
  await eventually(page, '/news?type=competition', async () => {
    await expect(page.getByRole('link', { name: title })).toHaveCount(0, { timeout: 1000 })
  })
  await expect.poll(async () => (await page.request.get(`/news/detail/competition/${id}`)).status()).toBe(404)

  // Clean up so reruns against the same database start from the seeded state.
  const deleted = await page.request.delete(`/api/news/${id}`)
  expect(deleted.status()).toBe(200)
})

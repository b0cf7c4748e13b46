import { expect, type Page, test } from '@playwright/test'

import { chooseOption } from '../admin-ui'
import { STAFF_STATE_PATH } from '../staff'

// Staff are signed in once for the run (staff.setup.ts); admin.e2e.ts tests the sign-in form itself.
test.use({ storageState: STAFF_STATE_PATH })

/** Reloads `url` until `check` passes: publishing expires the cache, this waits for the next render. */
async function eventually(page: Page, url: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(url)
    await check()
  }).toPass({ timeout: 20_000, intervals: [500, 1000, 2000] })
}

const choose = chooseOption

async function save(page: Page) {
  await page.getByRole('button', { name: '保存' }).click()
  await expect(page.getByText(/成功/).first()).toBeVisible()
}

/**
 * The HTTP status of `path`, on a connection of its own: a kept-alive connection can be closed by the server
 * (its idle timeout) just as the next poll reuses it.
 */
async function statusOf(page: Page, path: string) {
  return (await page.request.get(path, { headers: { connection: 'close' } })).status()
}

const listLink = (page: Page, title: string) => page.getByRole('main').getByRole('link', { name: title })

test('staff publish, withdraw, republish and delete an article in the admin; /news follows each step', async ({
  page,
}) => {
  // Four saves, each followed by a reload until the list follows: a busy machine needs more than a minute.
  test.setTimeout(150_000)
  const title = `后台发布测试 ${Date.now()}`
  const body = '这是后台发布测试的正文。'

  await page.goto('/admin/collections/news/create')
  await page.locator('input[name="title"]').fill(title)
  await choose(page, 'type', '赛事动态')
  await choose(page, 'status', '已发布')
  await page.locator('textarea[name="summary"]').fill('在后台写好并发布的文章，应当立即出现在资讯列表里。')
  await page.locator('[data-lexical-editor="true"]').first().click()
  await page.keyboard.type(body)
  await page.getByRole('button', { name: '保存' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/news\/\d+/)
  const id = page.url().match(/news\/(\d+)/)![1]
  const articlePath = `/news/detail/competition/${id}`

  // The list (server-rendered, cached by tag) shows it without a rebuild, and the article page exists.
  await eventually(page, '/news?type=competition', async () => {
    await expect(listLink(page, title).first()).toBeVisible({ timeout: 1000 })
  })
  const article = await page.request.get(articlePath)
  expect(article.status()).toBe(200)
  expect(await article.text()).toContain(body)

  // Withdraw: back to draft. The list and the article page drop it.
  await page.goto(`/admin/collections/news/${id}`)
  await choose(page, 'status', '草稿')
  await save(page)
  await eventually(page, '/news?type=competition', async () => {
    await expect(listLink(page, title)).toHaveCount(0, { timeout: 1000 })
  })
  await expect.poll(async () => statusOf(page, articlePath)).toBe(404)

  // Publish again, then delete it from the document's menu: the article page becomes the 404 page again.
  await page.goto(`/admin/collections/news/${id}`)
  await choose(page, 'status', '已发布')
  await save(page)
  await expect.poll(async () => statusOf(page, articlePath)).toBe(200)
  await page.locator('.doc-controls__popup button').first().click()
  await page.locator('#action-delete').click()
  await page.getByRole('dialog').getByRole('button', { name: '确认' }).click()
  // Payload confirms the deletion (its move back to the list can take a while on a busy machine).
  await expect(page.getByText(/已被成功删除/)).toBeVisible()
  await expect.poll(async () => statusOf(page, articlePath)).toBe(404)
  await eventually(page, '/news?type=competition', async () => {
    await expect(listLink(page, title)).toHaveCount(0, { timeout: 1000 })
  })
})

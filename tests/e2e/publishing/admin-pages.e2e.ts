import { expect, type Page, test } from '@playwright/test'

import { STAFF_STATE_PATH, staffAuth } from '../staff'

// Staff are signed in once for the run (staff.setup.ts).
test.use({ storageState: STAFF_STATE_PATH })

/** The admin's edit view of the page document at `path`. */
async function openInAdmin(page: Page, path: string) {
  const found = await page.request.get(`/api/pages?where[path][equals]=${encodeURIComponent(path)}&depth=0`, {
    headers: staffAuth(),
  })
  const id = ((await found.json()) as { docs: { id: number }[] }).docs[0]!.id
  await page.goto(`/admin/collections/pages/${id}`)
  await expect(page.locator('#action-save')).toBeVisible()
  return id
}

/**
 * Makes `edit` on the form and publishes it. An edit starts an autosave of the draft 0.8 s later, and a publish
 * clicked while that save runs is dropped by the admin, so the publish waits for the autosave to answer.
 */
async function editAndPublish(page: Page, id: number, edit: () => Promise<void>) {
  const autosaved = page.waitForResponse(
    (response) =>
      response.url().includes(`/api/pages/${id}?autosave=true`) && response.request().method() === 'PATCH',
  )
  await edit()
  expect((await autosaved).ok()).toBe(true)
  await page.locator('#action-save').click()
  await expect(page.getByText(/成功/).first()).toBeVisible({ timeout: 20_000 })
}

/**
 * A browser page without the staff session. (Pages opened from the test's browser inherit the file's
 * `storageState`, so a visitor has to be given an empty one.)
 */
function visitorPage(page: Page) {
  return page
    .context()
    .browser()!
    .newPage({ storageState: { cookies: [], origins: [] } })
}

/** Opens the collapsed block row `index` of the layout, unless the admin remembered it open. */
async function openBlockRow(page: Page, index: number, field: string) {
  const input = page.locator(`input[name="layout.${index}.${field}"]`)
  await expect(async () => {
    if (!(await input.isVisible()))
      await page.locator(`#layout-row-${index} .collapsible__toggle`).first().click()
    await expect(input).toBeVisible({ timeout: 2000 })
  }).toPass({ timeout: 15_000 })
  return input
}

/** Reloads `url` (as a visitor, without the staff session) until `check` passes. */
async function eventually(
  page: Page,
  url: string,
  check: (visitor: Page) => Promise<void>,
  timeout = 20_000,
) {
  const visitor = await visitorPage(page)
  try {
    await expect(async () => {
      await visitor.goto(url)
      await check(visitor)
    }).toPass({ timeout, intervals: [500, 1000, 2000] })
  } finally {
    await visitor.close()
  }
}

/** The section headings of a public page, in order: their text content, since a section away from the screen is
 * laid out only as it nears it (`content-visibility: auto`) and the order is what is compared. */
const sectionHeadings = async (visitor: Page) =>
  (await visitor.locator('main [data-block] h2').allTextContents()).map((heading) => heading.trim())

test('an editor changes a block heading on /tch-training and the page shows it on the next request', async ({
  page,
}) => {
  const heading = `培训项目一览 ${Date.now() % 100_000}`
  const id = await openInAdmin(page, '/tch-training')
  await page.getByText('内容区块', { exact: true }).click()
  const input = await openBlockRow(page, 0, 'heading')
  await editAndPublish(page, id, () => input.fill(heading))
  await eventually(page, '/tch-training', async (visitor) => {
    expect((await sectionHeadings(visitor))[0]).toBe(heading)
  })
})

test('an editor moves a block up on the home page and the home page follows', async ({ page }) => {
  const visitor = await visitorPage(page)
  await visitor.goto('/')
  const [first, second] = await sectionHeadings(visitor)
  await visitor.close()
  expect(first && second).toBeTruthy()

  const id = await openInAdmin(page, '/')
  await page.getByText('内容区块', { exact: true }).click()
  await editAndPublish(page, id, async () => {
    await page.locator('#layout-row-1 .popup-button').first().click()
    await page.locator('.popup__content:visible').getByText('向上移动', { exact: true }).click()
  })
  await eventually(page, '/', async (home) => {
    const order = await sectionHeadings(home)
    expect(order.slice(0, 2)).toEqual([second, first])
  })
})

test('an editor schedules a change to /about-me a minute ahead: the public page shows it at that time, not before', async ({
  page,
}) => {
  test.setTimeout(240_000)
  const heading = `关于我们（新版 ${Date.now() % 100_000}）`
  const id = await openInAdmin(page, '/about-me')
  const visitor = await visitorPage(page)
  await visitor.goto('/about-me')
  const published = await visitor.locator('h1').innerText()

  // The change is saved as a draft (autosave), not published.
  const autosaved = page.waitForResponse(
    (response) => response.url().includes(`/api/pages/${id}`) && response.request().method() === 'PATCH',
  )
  await page.locator('input[name="hero.heading"]').fill(heading)
  expect((await autosaved).ok()).toBe(true)

  // Scheduled for the start of a minute (the picker is to the minute) 40 to 100 s ahead, Beijing time: time for
  // the steps below on a busy machine, and a check of the page before it.
  const at = Math.ceil((Date.now() + 40_000) / 60_000) * 60_000
  const beijing = new Date(at + 8 * 3_600_000)
  const pad = (n: number) => String(n).padStart(2, '0')
  const typed = `${beijing.getUTCFullYear()}/${beijing.getUTCMonth() + 1}/${beijing.getUTCDate()} ${pad(beijing.getUTCHours())}:${pad(beijing.getUTCMinutes())}`
  await page.locator('#action-save-popup .popup-button').click()
  await page.getByText('预约发布').click()
  await page.locator('label[for$="-type-publish"]').click()
  const time = page.locator('.schedule-publish__scheduler .react-datepicker__input-container input')
  await time.fill(typed)
  await page.keyboard.press('Enter')
  await page.locator('#scheduled-publish-save').click()
  await expect(page.locator('.schedule-publish__upcoming')).toContainText('发布')

  // Before its time the visitor still reads the published heading.
  await visitor.goto('/about-me')
  await expect(visitor.locator('h1')).toHaveText(published)
  await visitor.waitForTimeout(Math.max(0, at - Date.now() - 8_000))
  await visitor.goto('/about-me')
  await expect(visitor.locator('h1')).toHaveText(published)
  expect(Date.now(), 'the check before the scheduled time came too late').toBeLessThan(at)

  // Within seconds of it (the job runner looks every 5 s), the page shows the change.
  await visitor.waitForTimeout(Math.max(0, at - Date.now()))
  await expect(async () => {
    await visitor.goto('/about-me')
    await expect(visitor.locator('h1')).toHaveText(heading, { timeout: 1000 })
  }).toPass({ timeout: 30_000, intervals: [1000, 2000] })
  await visitor.close()
})

test('staff preview a draft on the real page (a phone page too); visitors and the anonymous never see it', async ({
  page,
  request,
}) => {
  const found = await request.get('/api/pages?where[path][equals]=/join-us&depth=0', { headers: staffAuth() })
  const doc = ((await found.json()) as { docs: { id: number; hero: { heading: string } }[] }).docs[0]!
  const draft = `开放合作（草稿 ${Date.now() % 100_000}）`
  const saved = await request.patch(`/api/pages/${doc.id}?draft=true`, {
    headers: staffAuth(),
    data: { hero: { ...doc.hero, heading: draft } },
  })
  expect(saved.ok()).toBe(true)

  // Without a staff session the preview route refuses, and the page is the published one.
  const anonymous = await visitorPage(page)
  expect((await anonymous.goto('/api/preview?path=%2Fjoin-us'))?.status()).toBe(403)
  await anonymous.goto('/join-us')
  await expect(anonymous.locator('h1')).toHaveText(doc.hero.heading)

  await page.goto('/api/preview?path=%2Fjoin-us')
  await expect(page).toHaveURL(/\/join-us$/)
  await expect(page.locator('h1')).toHaveText(draft)
  await expect(page.getByRole('status').filter({ hasText: '正在预览草稿' })).toBeVisible()
  // A phone page from a desktop browser: previewing staff are not sent to the desktop site.
  await page.goto('/api/preview?path=%2Fmobile%2Flanding')
  await expect(page).toHaveURL(/\/mobile\/landing$/)
  await expect(page.locator('h1')).toBeVisible()

  await anonymous.goto('/join-us')
  await expect(anonymous.locator('h1')).toHaveText(doc.hero.heading)
  await anonymous.close()

  await page.goto('/join-us')
  await page.getByRole('link', { name: '退出预览' }).click()
  await expect(page).toHaveURL(/\/join-us$/)
  await expect(page.locator('h1')).toHaveText(doc.hero.heading)
})

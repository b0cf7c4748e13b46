import { expect, type Route, test } from '@playwright/test'

import { expectHydrated } from './hydration'
import { staffAuth } from './staff'

/** Pages whose own form asks what its copy promises: a trial asks for the school and the stage. */
const forms = [
  {
    device: 'desktop',
    path: '/cooperation',
    submit: '提交合作意向',
    organisation: '单位名称',
    choice: { label: '合作方式', option: '区域合作（教育局/教研部门）', value: 'region' },
    kind: 'cooperation',
  },
  {
    device: 'desktop',
    path: '/school-home',
    submit: '申请试用',
    organisation: '学校名称',
    choice: { label: '学段', option: '初中', value: 'junior' },
    kind: 'trial',
  },
  {
    device: 'mobile',
    path: '/mobile/landing',
    submit: '免费申请试用',
    organisation: '学校名称',
    choice: { label: '学段', option: '小学', value: 'primary' },
    kind: 'trial',
  },
] as const

for (const form of forms) {
  test(`${form.path}: the ${form.kind} form asks for ${form.organisation} and ${form.choice.label}, explains bad input and stores the lead`, async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== form.device, `${form.device} page`)
    // Own address for the per-IP limit, so reruns against one server never hit it.
    await page.setExtraHTTPHeaders({
      'x-forwarded-for': `198.19.${Math.floor(Math.random() * 250)}.${Date.now() % 250}`,
    })
    await page.goto(form.path)
    const box = page.locator('#apply').locator('form')
    // The form's script is fetched when the visitor comes near it: scroll there, type once it runs.
    await box.scrollIntoViewIfNeeded()
    await expect(box).toHaveAttribute('data-interactive', 'true')
    // The note for browsers without JavaScript stays inside its <noscript>: no element of it is on the page.
    await expect(page.locator('[data-lead-form-noscript]')).toHaveCount(0)
    const phone = `139${String(Date.now()).slice(-8)}`

    await box.getByLabel('称呼').fill('赵老师')
    await box.getByLabel('手机号').fill('1234')
    await box.getByLabel(form.organisation).click()
    await expect(box.getByText('请输入正确的手机号')).toBeVisible()
    await box.getByLabel('手机号').fill(phone)

    // What the copy promises is required: nothing is sent without it.
    let sent = false
    page.on('request', (request) => {
      if (request.url().endsWith('/api/port/leads')) sent = true
    })
    await box.getByRole('button', { name: form.submit }).click()
    await expect(box.getByText(`请输入${form.organisation}`)).toBeVisible()
    await expect(box.getByText(`请选择${form.choice.label}`)).toBeVisible()
    expect(sent).toBe(false)

    await box.getByLabel(form.organisation).fill('青禾实验小学')
    await box.getByLabel(form.choice.label).selectOption({ label: form.choice.option })
    const response = page.waitForResponse((r) => r.url().endsWith('/api/port/leads'))
    await box.getByRole('button', { name: form.submit }).click()
    expect((await response).status()).toBe(200)
    await expect(box.getByRole('status')).toHaveText('提交成功，我们会尽快与您联系')
    await expect(box.getByLabel('称呼')).toHaveValue('')

    const stored = await page.request.get(`/api/leads?where[phone][equals]=${phone}&depth=0`, {
      headers: staffAuth(),
    })
    const [lead] = ((await stored.json()) as { docs: Record<string, string>[] }).docs
    expect(lead).toMatchObject({
      kind: form.kind,
      organisation: '青禾实验小学',
      [form.choice.value === 'region' ? 'model' : 'stage']: form.choice.value,
      source: new URL(page.url()).pathname,
    })
  })
}

test("a lead sent before the form's script arrived is held, not put in the address, and stored once it runs", async ({
  page,
}, testInfo) => {
  const form = forms.find((f) => f.device === testInfo.project.name && f.kind === 'trial')!
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `198.19.${Math.floor(Math.random() * 250)}.${Date.now() % 250}`,
  })
  // A slow connection: the page's scripts arrive, then the form's own script (and every later chunk) waits.
  const held: Route[] = []
  let holding = false
  await page.route('**/_next/static/chunks/**', (route) =>
    holding ? void held.push(route) : route.continue(),
  )
  await page.goto(form.path)
  await expectHydrated(page)
  holding = true
  const box = page.locator('#apply').locator('form')
  await box.scrollIntoViewIfNeeded()
  await expect.poll(() => held.length).toBeGreaterThan(0)
  await expect(box).not.toHaveAttribute('data-interactive', 'true')
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/port/leads')) sent.push(request.url())
  })

  const phone = `137${String(Date.now()).slice(-8)}`
  await box.getByLabel('称呼').fill('孙老师')
  await box.getByLabel('手机号').fill(phone)
  await box.getByLabel(form.organisation).fill('青禾实验小学')
  await box.getByLabel(form.choice.label).selectOption({ label: form.choice.option })
  await box.getByRole('button', { name: form.submit }).click()
  // Held until the script runs: no native submission (it was a GET with the phone number in the address).
  await expect(box).toHaveAttribute('data-submit-pending', '')
  expect(new URL(page.url()).search).toBe('')
  expect(page.url()).not.toContain(phone)
  expect(sent).toHaveLength(0)

  const response = page.waitForResponse((r) => r.url().endsWith('/api/port/leads'))
  holding = false
  for (const route of held.splice(0)) await route.continue()
  expect((await response).status()).toBe(200)
  await expect(box.getByRole('status')).toHaveText('提交成功，我们会尽快与您联系')
  await expect(box).not.toHaveAttribute('data-submit-pending')
  expect(sent).toHaveLength(1)
  expect(new URL(page.url()).search).toBe('')

  const stored = await page.request.get(`/api/leads?where[phone][equals]=${phone}&depth=0`, {
    headers: staffAuth(),
  })
  const body = (await stored.json()) as { totalDocs: number; docs: Record<string, string>[] }
  expect(body.totalDocs).toBe(1)
  expect(body.docs[0]).toMatchObject({
    kind: 'trial',
    name: '孙老师',
    organisation: '青禾实验小学',
    stage: form.choice.value,
  })
})

test('a lead whose answer was lost on the way back is stored once when the visitor sends it again', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one device is enough')
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `198.19.${Math.floor(Math.random() * 250)}.${Date.now() % 250}`,
  })
  // The first copy reaches the server and is stored; its answer never reaches the browser.
  const keys: string[] = []
  let lostAnswer: number | null = null
  await page.route('**/api/port/leads', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '')
    if (lostAnswer !== null) return route.continue()
    lostAnswer = (await route.fetch()).status()
    await route.abort('connectionreset')
  })
  await page.goto('/cooperation')
  const box = page.locator('#apply').locator('form')
  await box.scrollIntoViewIfNeeded()
  await expect(box).toHaveAttribute('data-interactive', 'true')
  const phone = `138${String(Date.now()).slice(-8)}`
  await box.getByLabel('称呼').fill('钱老师')
  await box.getByLabel('手机号').fill(phone)
  await box.getByLabel('单位名称').fill('溪山区教研室')
  await box.getByLabel('合作方式').selectOption({ label: '区域合作（教育局/教研部门）' })

  await box.getByRole('button', { name: '提交合作意向' }).click()
  await expect(box.getByRole('status')).toHaveText('网络连接失败，请检查网络后重试')
  expect(lostAnswer).toBe(200)
  await expect(box.getByLabel('称呼')).toHaveValue('钱老师')

  const retried = page.waitForResponse((r) => r.url().endsWith('/api/port/leads'))
  await box.getByRole('button', { name: '提交合作意向' }).click()
  expect((await retried).headers()['idempotent-replayed']).toBe('true')
  await expect(box.getByRole('status')).toHaveText('提交成功，我们会尽快与您联系')
  expect(keys).toHaveLength(2)
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
  expect(keys[1]).toBe(keys[0])

  const stored = await page.request.get(`/api/leads?where[phone][equals]=${phone}&depth=0`, {
    headers: staffAuth(),
  })
  expect(((await stored.json()) as { totalDocs: number }).totalDocs).toBe(1)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test("where a page's form would be, the visitor is told how else to reach us", async ({
    page,
  }, testInfo) => {
    for (const form of forms.filter((f) => f.device === testInfo.project.name)) {
      await page.goto(form.path)
      // The card that holds the form holds the note.
      const card = page.locator('#apply [data-lead-form]').locator('xpath=..')
      const note = card.locator('[data-lead-form-noscript]')
      await expect(note, form.path).toBeVisible()
      await expect(note).toContainText('您的浏览器没有开启 JavaScript，无法显示和提交表单')
      // The form's markup is in the document (written in place, scripts/lib/boundaries-in-place.mjs) but not
      // shown: it could not be sent.
      await expect(card.locator('[data-lead-form] form')).toBeAttached()
      await expect(card.locator('[data-lead-form]')).toBeHidden()
      // The phone number and e-mail address are the site settings', the same as the footer's.
      const footer = page.locator('footer')
      const footerPhone = (await footer.locator('a[href^="tel:"]').first().innerText()).trim()
      const footerEmail = (await footer.locator('a[href^="mailto:"]').first().innerText()).trim()
      await expect(note.locator('a[href^="tel:"]')).toHaveText(footerPhone)
      await expect(note.locator(`a[href="mailto:${footerEmail}"]`)).toHaveText(footerEmail)
    }
  })
})

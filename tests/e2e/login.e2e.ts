import { expect, test, type Page } from '@playwright/test'

import { DEMO_SIGN_SECRET, signatureHeaders } from '../../src/lib/signature'
import { staffAuth } from './staff'

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the login lives in the desktop teacher-training layout')
})

async function openDialog(page: Page) {
  await page.goto('/tch-training')
  await page.locator('header').getByRole('button', { name: '登录' }).click()
  const dialog = page.getByRole('dialog', { name: '教师登录' })
  await expect(dialog).toBeVisible()
  return dialog
}

test('the dialog is 340 px wide and validates on blur with the spec messages', async ({ page }) => {
  const dialog = await openDialog(page)
  expect((await dialog.boundingBox())!.width).toBe(340)
  const username = dialog.getByLabel('账号')
  const password = dialog.getByLabel('密码')
  await expect(username).toHaveAttribute('maxlength', '19')
  await expect(password).toHaveAttribute('maxlength', '16')

  await username.focus()
  await password.focus()
  await expect(dialog.getByRole('alert')).toHaveText('请输入您的账号/手机号')
  await username.fill('abc')
  await username.blur()
  await expect(dialog.getByRole('alert').first()).toHaveText('用户账号在6至19位之间')
  await username.fill('a'.repeat(25))
  await expect(username).toHaveValue('a'.repeat(19))

  await password.focus()
  await username.focus()
  await expect(dialog.getByRole('alert').last()).toHaveText('请输入您的密码')
  await password.fill('123')
  await password.blur()
  await expect(dialog.getByRole('alert').last()).toHaveText('请输入6-16位的密码')
  await password.fill('x'.repeat(30))
  await expect(password).toHaveValue('x'.repeat(16))
})

test('an invalid form never calls the server; closing resets the form', async ({ page }) => {
  const dialog = await openDialog(page)
  const calls: string[] = []
  page.on('request', (r) => r.url().includes('/api/edu/user/login') && calls.push(r.url()))
  await dialog.getByLabel('账号').fill('abc')
  await dialog.getByRole('button', { name: '登录' }).click()
  await expect(dialog.getByRole('alert').first()).toHaveText('用户账号在6至19位之间')
  expect(calls).toEqual([])

  await dialog.getByRole('button', { name: '关闭' }).click()
  await expect(dialog).toBeHidden()
  await page.locator('header').getByRole('button', { name: '登录' }).click()
  await expect(page.getByRole('dialog').getByLabel('账号')).toHaveValue('')
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveCount(0)
})

test('the account application and forgot-password links go to the school site', async ({ page }) => {
  const dialog = await openDialog(page)
  await expect(dialog.getByRole('link', { name: '申请账号' })).toHaveAttribute('href', /applyAccount/)
  await expect(dialog.getByRole('link', { name: '忘记密码' })).toHaveAttribute(
    'href',
    /accountSet\?direct=login&type=3/,
  )
})

test('a failed login shows the server message as an error toast', async ({ page }) => {
  const dialog = await openDialog(page)
  await dialog.getByLabel('账号').fill('nobody_teacher')
  await dialog.getByLabel('密码').fill('Wrong@1234')
  await dialog.getByRole('button', { name: '登录' }).click()
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toContainText('账号或密码错误')
  await expect(dialog).toBeVisible()
})

test('login shows the avatar, survives reloads and navigation; logout clears the session', async ({
  page,
  context,
}) => {
  const dialog = await openDialog(page)
  await dialog.getByLabel('账号').fill('demo_teacher')
  await dialog.getByLabel('密码').fill('Demo@123456')
  const signIn = page.waitForRequest((r) => r.url().endsWith('/api/edu/user/login'))
  await dialog.getByRole('button', { name: '登录' }).click()
  // Keyed, so nginx may resend it to another instance when the first dies mid-request (deploy/nginx.conf).
  expect((await signIn).headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/)
  await expect(dialog).toBeHidden()
  const account = page.getByRole('button', { name: '示例老师，账号菜单' })
  await expect(account).toBeVisible()

  const cookies = await context.cookies()
  expect(cookies.find((c) => c.name === 'token')).toMatchObject({ httpOnly: true, sameSite: 'Lax' })
  expect(await page.evaluate(() => document.cookie)).not.toContain('token=')

  await page.reload()
  await expect(account).toBeVisible()
  await page.getByRole('navigation', { name: '教师培训导航' }).getByRole('link', { name: '学习资源' }).click()
  await expect(page).toHaveURL(/\/lea-resource$/)
  await expect(page.getByRole('button', { name: '示例老师，账号菜单' })).toBeVisible()

  await page.getByRole('button', { name: '示例老师，账号菜单' }).click()
  await expect(page.getByRole('menuitem', { name: '设置' })).toHaveAttribute('href', /^https?:\/\//)
  await page.getByRole('menuitem', { name: '退出' }).click()
  await expect(page).toHaveURL(/\/tch-training$/)
  await expect(page.locator('header').getByRole('button', { name: '登录' })).toBeVisible()
  const after = await context.cookies()
  expect(after.find((c) => c.name === 'token')).toBeUndefined()
  expect(after.find((c) => c.name === 'has_session')).toBeUndefined()
})

test('an invalid session (code 36) clears the cookies and shows 登录 again', async ({ page, context }) => {
  await context.addCookies([
    { name: 'token', value: 'forged-token', url: test.info().project.use.baseURL!, httpOnly: true },
    { name: 'has_session', value: '1', url: test.info().project.use.baseURL! },
  ])
  await page.goto('/tch-training')
  await expect(page.locator('header').getByRole('button', { name: '登录' })).toBeVisible()
  await expect.poll(async () => (await context.cookies()).map((c) => c.name)).not.toContain('has_session')
  expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined()
})

const toasts = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text })

test('a token cookie alone (shared by the school site on the parent domain) is recognised', async ({
  page,
  context,
  request,
}) => {
  // A teacher of its own: other tests sign demo_teacher in meanwhile, and a member keeps 5 sessions at most.
  const username = `parent_${Date.now() % 1_000_000}`
  const created = await request.post('/api/members', {
    headers: staffAuth(),
    data: { username, password: 'Parent@12345', nickname: '家长域老师' },
  })
  expect(created.status()).toBe(201)
  // The school site signs the teacher in and sets `token` itself: our readable hint is not there.
  const signIn = await request.post('/api/edu/user/login', {
    headers: { ...(await signatureHeaders({ secret: DEMO_SIGN_SECRET })), 'x-forwarded-for': '198.18.7.7' },
    data: { username, password: 'Parent@12345' },
  })
  const { data } = (await signIn.json()) as { data: { token: string } }
  await context.clearCookies()
  await context.addCookies([
    { name: 'token', value: data.token, url: test.info().project.use.baseURL!, httpOnly: true },
  ])
  await page.goto('/tch-training')
  await expect(page.getByRole('button', { name: '家长域老师，账号菜单' })).toBeVisible()
  expect((await context.cookies()).map((c) => c.name)).toContain('has_session')
})

test('code 36 right after signing in clears the readable cookies and the user, and says so once', async ({
  page,
  context,
}) => {
  await page.route('**/api/edu/user/userinfo**', (route) =>
    route.fulfill({ json: { code: 36, msg: '登录已失效，请重新登录', data: null } }),
  )
  const dialog = await openDialog(page)
  await dialog.getByLabel('账号').fill('demo_teacher')
  await dialog.getByLabel('密码').fill('Demo@123456')
  await dialog.getByRole('button', { name: '登录' }).click()
  await expect(toasts(page, '登录已失效，请重新登录')).toHaveCount(1)
  await expect(dialog.getByRole('button', { name: '登录' })).toBeEnabled()
  await expect(dialog).toBeVisible()
  expect((await context.cookies()).map((c) => c.name)).not.toContain('has_session')
  await expect(toasts(page, '登录已失效，请重新登录')).toHaveCount(1)
  // Nobody is signed in: closing the dialog shows 登录, not an account menu.
  await page.keyboard.press('Escape')
  await expect(page.locator('header').getByRole('button', { name: '登录' })).toBeVisible()
})

test('a profile refresh that fails on a route change shows the server message once', async ({ page }) => {
  const dialog = await openDialog(page)
  await dialog.getByLabel('账号').fill('demo_teacher')
  await dialog.getByLabel('密码').fill('Demo@123456')
  await dialog.getByRole('button', { name: '登录' }).click()
  await expect(page.getByRole('button', { name: '示例老师，账号菜单' })).toBeVisible()

  let refreshes = 0
  await page.route('**/api/edu/user/userinfo**', (route) => {
    refreshes++
    return route.fulfill({ json: { code: 5, msg: '账号已被停用，请联系学校管理员', data: null } })
  })
  await page.getByRole('navigation', { name: '教师培训导航' }).getByRole('link', { name: '学习资源' }).click()
  await expect(page).toHaveURL(/\/lea-resource$/)
  await expect(toasts(page, '账号已被停用，请联系学校管理员')).toHaveCount(1)
  expect(refreshes).toBe(1)
  // A failure that is not code 36 keeps the session.
  await expect(page.getByRole('button', { name: '示例老师，账号菜单' })).toBeVisible()
})

test('body code 403 is shown once, by the request client, not again by the dialog', async ({ page }) => {
  await page.route('**/api/edu/user/login**', (route) =>
    route.fulfill({ json: { code: 403, msg: '该账号没有登录本站的权限', data: null } }),
  )
  const dialog = await openDialog(page)
  await dialog.getByLabel('账号').fill('demo_teacher')
  await dialog.getByLabel('密码').fill('Demo@123456')
  await dialog.getByRole('button', { name: '登录' }).click()
  await expect(toasts(page, '该账号没有登录本站的权限')).toHaveCount(1)
  // The dialog has finished handling the answer (its button is back) and still one toast.
  await expect(dialog.getByRole('button', { name: '登录' })).toBeEnabled()
  await expect(toasts(page, '该账号没有登录本站的权限')).toHaveCount(1)
})

test('the profile refresh starts before the route changes and the route does not wait for it', async ({
  page,
}) => {
  const events: string[] = []
  let clicked = false
  let profileAsked!: () => void
  const asked = new Promise<void>((resolve) => (profileAsked = resolve))
  let routeChanged!: () => void
  const changed = new Promise<void>((resolve) => (routeChanged = resolve))
  const atMost = (promise: Promise<void>) =>
    Promise.race([promise, new Promise((r) => setTimeout(r, 15_000))])
  // The next route's data (its prefetch included) is held until the profile has been asked for after the click:
  // a refresh that only started once the route had changed would come after it.
  await page.route(/\/lea-resource\?.*_rsc=/, async (route) => {
    await atMost(asked)
    await route.continue()
  })
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && frame.url().endsWith('/lea-resource')) {
      events.push('route changed')
      routeChanged()
    }
  })
  // The profile answer is held until the route has changed: a navigation that waited for it would stall.
  await page.route('**/api/edu/user/userinfo**', async (route) => {
    if (!clicked) return route.continue()
    events.push('profile requested')
    profileAsked()
    await atMost(changed)
    events.push('profile answered')
    await route.continue()
  })

  const dialog = await openDialog(page)
  await dialog.getByLabel('账号').fill('demo_teacher')
  await dialog.getByLabel('密码').fill('Demo@123456')
  await dialog.getByRole('button', { name: '登录' }).click()
  await expect(page.getByRole('button', { name: '示例老师，账号菜单' })).toBeVisible()

  clicked = true
  await page.getByRole('navigation', { name: '教师培训导航' }).getByRole('link', { name: '学习资源' }).click()
  await expect(page).toHaveURL(/\/lea-resource$/)
  await expect.poll(() => events).toEqual(['profile requested', 'route changed', 'profile answered'])
  await expect(page.getByRole('button', { name: '示例老师，账号菜单' })).toBeVisible()
})

import { expect, test } from '@playwright/test'

const pages = {
  desktop: ['/cooperation', '/join-us'],
  mobile: ['/mobile/cooperation', '/mobile/landing'],
} as const

for (const [variant, paths] of Object.entries(pages)) {
  for (const path of paths) {
    test(`${path}: the page's own form stores a lead and explains bad input`, async ({ page }, testInfo) => {
      test.skip(testInfo.project.name !== variant, `${variant} page`)
      // Own address for the per-IP limit, so reruns against one server never hit it.
      await page.setExtraHTTPHeaders({
        'x-forwarded-for': `198.19.${Math.floor(Math.random() * 250)}.${Date.now() % 250}`,
      })
      await page.goto(path)
      const form = page.locator('#contact-form, #apply').locator('form')
      await form.getByLabel('称呼').fill('赵老师')
      await form.getByLabel('手机号').fill('1234')
      await form.getByLabel('留言内容').click()
      await expect(form.getByText('请输入正确的手机号')).toBeVisible()
      await form.getByLabel('手机号').fill('13800138000')
      await form.getByLabel('留言内容').fill('希望了解区域合作的方式和流程。')
      const response = page.waitForResponse((r) => r.url().endsWith('/api/port/leads'))
      await form.getByRole('button', { name: '提交留言' }).click()
      expect((await response).status()).toBe(200)
      await expect(form.getByRole('status')).toHaveText('提交成功，我们会尽快与您联系')
      await expect(form.getByLabel('称呼')).toHaveValue('')
    })
  }
}

import { expect, test } from '@playwright/test'

import { STAFF } from './staff'

test('the admin is in Chinese and the demo admin can sign in', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the back office is used on a desktop')
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
  await expect(page.locator('html')).toHaveAttribute('lang', /zh/)
  await page.locator('input[name="email"]').fill(STAFF.email)
  await page.locator('input[name="password"]').fill(STAFF.password)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  await expect(page.getByText('教师账号').first()).toBeVisible()
  await expect(page.getByText('站点设置').first()).toBeVisible()
})

test('a wrong admin password is refused', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the back office is used on a desktop')
  await page.goto('/admin/login')
  await page.locator('input[name="email"]').fill(STAFF.email)
  await page.locator('input[name="password"]').fill('wrong-password')
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/login/)
  await expect(page.locator('.toast-error, [data-sonner-toast][data-type="error"]').first()).toBeVisible()
})

import { expect, test } from '@playwright/test'

test.describe('across all pages', () => {
  test('navigation scrolls to the top and back/forward restores the position', async ({ page }, testInfo) => {
    const [from, to] =
      testInfo.project.name === 'mobile' ? ['/mobile', '/mobile/news'] : ['/about-me', '/news']
    await page.goto(from)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
    const before = await page.evaluate(() => window.scrollY)
    await page
      .locator(`a[href="${to}"]`)
      .first()
      .evaluate((a: HTMLAnchorElement) => a.click())
    await expect(page).toHaveURL(new RegExp(`${to}$`))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`${from}$`))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50)
  })

  test('a failed chunk load reloads the page once, not again within 60 s', async ({ page }) => {
    await page.goto('/about-me')
    await page.waitForLoadState('networkidle')
    const fail = () =>
      page.evaluate(() => {
        const error = Object.assign(new Error('Failed to load chunk /_next/static/chunks/gone.js'), {
          name: 'ChunkLoadError',
        })
        window.dispatchEvent(
          new PromiseRejectionEvent('unhandledrejection', { promise: Promise.resolve(), reason: error }),
        )
      })
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
    await Promise.all([page.waitForEvent('load'), fail()])
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined()

    await page.waitForLoadState('networkidle')
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 2))
    await fail()
    await page.waitForTimeout(1000)
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(2)
  })

  test('videos have no context menu, other elements keep theirs', async ({ page }) => {
    await page.goto('/about-me')
    await page.waitForLoadState('networkidle')
    const prevented = await page.evaluate(() => {
      const video = document.createElement('video')
      document.body.append(video)
      const onVideo = new MouseEvent('contextmenu', { bubbles: true, cancelable: true })
      video.dispatchEvent(onVideo)
      const onText = new MouseEvent('contextmenu', { bubbles: true, cancelable: true })
      document.querySelector('h1')!.dispatchEvent(onText)
      return [onVideo.defaultPrevented, onText.defaultPrevented]
    })
    expect(prevented).toEqual([true, false])
  })
})

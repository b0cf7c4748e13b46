import { expect, test } from '@playwright/test'

import { blockSlugs } from '../../src/blocks/slugs'
import { desktopRoutes, mobileRoutes } from './routes'

const blockTypes = [...blockSlugs].sort()

test('every block type renders on this device, each page from its own document', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000)
  const routes = testInfo.project.name === 'mobile' ? mobileRoutes : desktopRoutes
  // The blocks each page's document carries, as served to this device (the browser's user agent).
  const documents = await Promise.all(
    routes.map(async (route) => {
      const response = await page.request.get(route, { maxRedirects: 0 })
      expect(response.status(), route).toBe(200)
      const html = await response.text()
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
      return [route, [...main.matchAll(/\sdata-block="([^"]+)"/g)].map((m) => m[1])] as const
    }),
  )
  expect([...new Set(documents.flatMap(([, types]) => types))].sort()).toEqual(blockTypes)
  // Each rendered block is a landmark a visitor (or screen reader) can reach, checked in the browser on a few
  // pages that together show every type: each time the page with the most types not yet checked.
  const unchecked = new Set<string>(blockTypes)
  while (unchecked.size > 0) {
    const [route, types] = documents
      .map(([route, types]) => [route, [...new Set(types)].filter((t) => unchecked.has(t))] as const)
      .sort((a, b) => b[1].length - a[1].length)[0]
    await page.goto(route)
    for (const type of types) {
      await expect(
        page.locator(`main [data-block="${type}"] > section`).first(),
        `${type} on ${route}`,
      ).toBeVisible()
      unchecked.delete(type)
    }
  }
})

test('FAQ: answers fold open and shut, and search engines read one FAQPage of the questions', async ({
  page,
}, testInfo) => {
  await page.goto(testInfo.project.name === 'mobile' ? '/mobile/school-course' : '/school-home')
  const faq = page.locator('main [data-block="faq"]').first()
  const questions = faq.locator('details')
  const count = await questions.count()
  expect(count).toBeGreaterThan(1)
  const second = questions.nth(1)
  await expect(second).not.toHaveAttribute('open')
  await second.locator('summary').click()
  await expect(second).toHaveAttribute('open')
  await second.locator('summary').click()
  await expect(second).not.toHaveAttribute('open')

  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  const faqPages = scripts
    .map((text) => JSON.parse(text) as { '@type': string })
    .filter((data) => data['@type'] === 'FAQPage')
  expect(faqPages).toHaveLength(1)
  const names = (faqPages[0] as unknown as { mainEntity: { name: string }[] }).mainEntity.map((q) => q.name)
  expect(names).toContain((await second.locator('summary').innerText()).trim())
})

test('video: plays from the media library, and its right-click menu is disabled', async ({
  page,
}, testInfo) => {
  await page.goto(testInfo.project.name === 'mobile' ? '/mobile/teach-plat' : '/teach-plat')
  const video = page.locator('main [data-block="video"] video')
  await video.scrollIntoViewIfNeeded()
  const src = await video.evaluate(
    (el: HTMLVideoElement) => el.currentSrc || el.querySelector('source')?.src || el.src,
  )
  const file = await page.request.get(src)
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toContain('video/mp4')
  // A real right click (through the browser's input pipeline): the page's own listener sees it prevented.
  await page.evaluate(() => {
    window.addEventListener('contextmenu', (event) => {
      document.body.dataset.menuPrevented = String(event.defaultPrevented)
    })
  })
  await video.click({ button: 'right' })
  await expect(page.locator('body')).toHaveAttribute('data-menu-prevented', 'true')
})

test('downloads: each file is a PDF that downloads under its name', async ({ page }, testInfo) => {
  await page.goto(testInfo.project.name === 'mobile' ? '/mobile/grade-certi' : '/grade-certi')
  const link = page.locator('main [data-block="downloads"] a[download]').first()
  await expect(link).toHaveAccessibleName(/^下载\s?《.+》/)
  const response = await page.request.get((await link.getAttribute('href'))!)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('application/pdf')
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-')
})

test('comparison: a real table on desktop, one card per column on a phone, included and not included read out', async ({
  page,
}, testInfo) => {
  const mobile = testInfo.project.name === 'mobile'
  await page.goto(mobile ? '/mobile/grade-certi' : '/school-home')
  const block = page.locator('main [data-block="comparison"]').first()
  if (mobile) {
    await expect(block.locator('table')).toHaveCount(0)
    // No page-level sideways scrolling on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  } else {
    const table = block.locator('table')
    await expect(table.locator('th[scope="col"]').first()).toBeVisible()
    await expect(table.locator('th[scope="row"]').first()).toBeVisible()
    await expect(table.getByText('包含').first()).toBeAttached()
  }
})

test('topic pages: the side navigation lists the sections editors named, in their order', async ({
  page,
}, testInfo) => {
  const prefix = testInfo.project.name === 'mobile' ? '/mobile' : ''
  await page.goto(`${prefix}/special/lanqiao`)
  const nav = page.getByRole('navigation', { name: '专题导航' })
  await expect(nav.getByRole('link')).toHaveText(['赛事简介', '赛事流程', '获奖案例', '学习心得'])
  for (const href of await nav
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
    await expect(page.locator(href!)).toBeAttached()
})

import { expect, test, type Page } from '@playwright/test'

import { expectHydrated } from './hydration'
import { scrollIntoSettledView } from './scroll'

// A block of plain markup is not repeated in the first document's RSC payload (scripts/lib/adopted-markup.mjs):
// React hydrates its element and keeps the server's markup inside (src/components/page/ServerMarkup.client.tsx).
// The router keeps that first payload: going back to the page, or coming to it again, the blocks put back the
// markup they held.

const homeOf = (phone: boolean) => (phone ? '/mobile' : '/')

/** Uncaught errors and console errors (React reports a hydration mismatch there). */
function errorsOf(page: Page) {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console error: ${message.text()}`)
  })
  return errors
}

const occurrences = (text: string, part: string) => text.split(part).length - 1

/** The query strings of the router's requests for `pathname`'s RSC payload, as they are made. */
function payloadRequestsOf(page: Page, pathname: string) {
  const requests: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === pathname && request.headers()['rsc']) requests.push(url.search)
  })
  return requests
}

/** The document's RSC payload: its inline script that feeds `self.__next_f`. */
const payloadOf = (html: string) =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].find((script) =>
    script[1]!.includes('self.__next_f'),
  )![1]!

/**
 * Each block's text, in order: what a visitor reads of the page's body (a `<noscript>`'s content is text as the
 * parser reads it and elements as React renders it, so it is left out).
 */
const blockTexts = (page: Page) =>
  page.$$eval('[data-block]', (blocks) =>
    blocks.map((block) => {
      const copy = block.cloneNode(true) as Element
      copy.querySelectorAll('noscript').forEach((element) => element.remove())
      return copy.textContent?.replace(/\s+/g, ' ').trim()
    }),
  )

test('a block of plain markup comes once in the first document and keeps the server’s elements once hydrated', async ({
  page,
}, testInfo) => {
  const errors = errorsOf(page)
  // Every element of the blocks as the parser made them, marked before any of the page's scripts runs (the lead
  // form's block is left aside: its form is a client component that comes after the first paint).
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      for (const element of document.querySelectorAll('[data-block]:not([data-block="leadForm"]) *'))
        (element as Element & { fromServer?: boolean }).fromServer = true
    }),
  )
  const response = await page.goto(homeOf(testInfo.project.name === 'mobile'))
  const html = await response!.text()
  const grid = page.locator('[data-block="cardGrid"]').first()
  const heading = (await grid.locator('h2').first().textContent())!
  const cardText = (await grid.locator('li p').first().textContent())!
  // In the HTML, and not again in the payload.
  expect(occurrences(html, heading)).toBe(1)
  expect(occurrences(html, cardText)).toBe(1)
  // The lead form is a client component, but the text beside it is marked on its own: its heading is not in
  // the payload either; the form's fields are.
  const formHeading = (await page.locator('[data-block="leadForm"] h2').first().textContent())!
  expect(html).toContain(formHeading)
  expect(payloadOf(html)).not.toContain(formHeading)
  expect(payloadOf(html)).toContain('LazyLeadForm')

  await expectHydrated(page)
  // Hydrated without a mismatch: every element React kept is the one the parser made (a mismatch makes React
  // render the part again, with new elements), and nothing was reported.
  const kept = await page.$$eval('[data-block]:not([data-block="leadForm"]) *', (elements) =>
    elements.every((element) => (element as Element & { fromServer?: boolean }).fromServer === true),
  )
  expect(kept).toBe(true)
  await expect(grid.locator('h2').first()).toHaveText(heading)
  expect(errors).toEqual([])
})

test('going back to the page, or coming to it again, shows its blocks as they were, and their links work', async ({
  page,
}, testInfo) => {
  const errors = errorsOf(page)
  const home = homeOf(testInfo.project.name === 'mobile')
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname)
  })
  const homePayloads = payloadRequestsOf(page, home)
  await page.goto(home)
  await expectHydrated(page)
  const before = await blockTexts(page)
  expect(before.length).toBeGreaterThan(3)
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))

  const cardLink = page.locator('[data-block="cardGrid"] a[data-router-link]').first()
  const next = (await cardLink.getAttribute('href'))!
  await scrollIntoSettledView(cardLink)
  await cardLink.click()
  await expect(page).toHaveURL(next)
  await expect(page.locator('main h1')).toBeVisible()

  // Back: the router renders the page from the payload it kept, without the blocks' children; the blocks put
  // back what they held, without asking the server again.
  homePayloads.length = 0
  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`${home === '/' ? '/' : home}$`))
  await expect.poll(() => blockTexts(page)).toEqual(before)
  expect(homePayloads).toEqual([])
  // A link in a block put back opens its page in the same document.
  await scrollIntoSettledView(cardLink)
  await cardLink.click()
  await expect(page).toHaveURL(next)
  await expect(page.locator('main h1')).toBeVisible()

  // Again, by the logo's link home.
  await page.locator(`a[data-router-link][aria-label$="首页"][href="${home}"]:visible`).first().click()
  await expect(page).toHaveURL(new RegExp(`${home === '/' ? '/' : home}$`))
  await expect.poll(() => blockTexts(page)).toEqual(before)

  // Sections put back further down still fade in when scrolled to.
  const last = page.locator('[data-block] [data-reveal]').last()
  await scrollIntoSettledView(last)
  await expect(last).not.toHaveAttribute('data-reveal-state', 'hidden')
  await expect.poll(() => last.evaluate((element) => getComputedStyle(element).opacity)).toBe('1')

  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
  expect(documents).toEqual([home])
  expect(errors).toEqual([])
})

test('the news list, its tabs and its pages come once in the first document, and are put back on going back', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'the phone’s list is a feed that loads as it scrolls')
  const errors = errorsOf(page)
  const listPayloads = payloadRequestsOf(page, '/news')
  const response = await page.goto('/news')
  const html = await response!.text()
  const list = page.locator('main section[aria-label="全部资讯列表"]')
  const titles = await list.locator('ul h2').allTextContents()
  // Titles as they are written in the HTML (React escapes these five characters).
  const plainTitles = titles.filter((title) => !/[&<>"']/.test(title))
  expect(plainTitles.length).toBeGreaterThan(3)
  // As often in the document as in the list's markup (a card names its article in its title and its picture):
  // none in the payload.
  const listMarkup = await list.locator('ul:has(h2)').evaluate((element) => element.outerHTML)
  for (const title of plainTitles) {
    expect(occurrences(listMarkup, title), title).toBeGreaterThan(0)
    expect(occurrences(html, title), title).toBe(occurrences(listMarkup, title))
  }
  const pager = page.getByRole('navigation', { name: '分页' })
  await expect(pager).toBeVisible()
  const pagerText = await pager.textContent()

  await expectHydrated(page)
  const article = list.locator('ul h2 a[data-router-link]').first()
  await scrollIntoSettledView(article)
  await article.click()
  await expect(page).toHaveURL(/\/news\/detail\//)
  await expect(page.locator('main h1')).toBeVisible()
  listPayloads.length = 0
  await page.goBack()
  await expect(page).toHaveURL(/\/news$/)
  await expect.poll(() => list.locator('ul h2').allTextContents()).toEqual(titles)
  await expect(pager).toHaveText(pagerText!)
  expect(listPayloads).toEqual([])
  // The tabs put back still open their lists in the page.
  await page.getByRole('navigation', { name: '资讯类别' }).getByRole('link').nth(1).click()
  await expect(page).toHaveURL(/\/news\?type=\w+/)
  expect(errors).toEqual([])
})

test('the banner carousel comes once in the first document, moves, and is put back at its first slide on going back', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'the desktop home’s carousel')
  const errors = errorsOf(page)
  const homePayloads = payloadRequestsOf(page, '/')
  const response = await page.goto('/')
  const html = await response!.text()
  const region = page.getByRole('region', { name: '首页横幅' })
  const slides = region.locator('[aria-roledescription="slide"]')
  const count = await slides.count()
  expect(count).toBeGreaterThan(1)
  const shown = region.locator('[aria-roledescription="slide"]:not([inert])')
  const titles = await slides.locator('[data-banner-title]').allTextContents()
  expect(titles).toHaveLength(count)
  // Each slide's headline and the lead picture's address are in the HTML, not in the payload.
  const payload = payloadOf(html)
  for (const title of titles) {
    expect(html, title).toContain(title)
    expect(payload, title).not.toContain(title)
  }
  const lead = (await slides.first().locator('img').getAttribute('src'))!
  expect(html).toContain(lead.replaceAll('&', '&amp;'))
  expect(payload).not.toContain(lead.split('&')[0]!)
  expect(payload).toContain('CarouselRoot')

  await expectHydrated(page)
  await region.getByRole('button', { name: '下一张' }).click()
  await expect(shown).toHaveAttribute('aria-label', `第 2 张，共 ${count} 张`)
  await expect(region.getByRole('button', { name: '第 2 张', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  )

  const cardLink = page.locator('[data-block="cardGrid"] a[data-router-link]').first()
  const next = (await cardLink.getAttribute('href'))!
  await scrollIntoSettledView(cardLink)
  await cardLink.click()
  await expect(page).toHaveURL(next)
  await expect(page.locator('main h1')).toBeVisible()
  homePayloads.length = 0
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)

  // As the server wrote it: the first slide shown, the others out of the layout, nothing of the engine's left.
  await expect(shown).toHaveAttribute('aria-label', `第 1 张，共 ${count} 张`)
  await expect(region.locator('[aria-roledescription="slide"][hidden]')).toHaveCount(count - 1)
  await expect(region.locator('button[aria-current="true"]')).toHaveAttribute('aria-label', '第 1 张')
  await expect(region.locator('[style*="transform"]')).toHaveCount(0)
  expect(await slides.locator('[data-banner-title]').allTextContents()).toEqual(titles)
  expect(homePayloads).toEqual([])
  // And it moves again.
  await region.getByRole('button', { name: '下一张' }).click()
  await expect(shown).toHaveAttribute('aria-label', `第 2 张，共 ${count} 张`)
  expect(errors).toEqual([])
})

import { expect, test } from '@playwright/test'

import { expectHydrated } from './hydration'

// Each part of the head's script, by something only it contains (src/components/app/HeadScripts.client.tsx).
const PARTS = {
  'first-load guard': '__siteChunkGuard',
  'whole-page layout on landing': 'getEntriesByType("navigation")',
  'early input': '[data-lead-form]',
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g

test('the head carries one inline script, sent once: not again in the page data, a navigation or the scripts', async ({
  request,
}, testInfo) => {
  const path = testInfo.project.name === 'mobile' ? '/mobile/landing' : '/tch-training'
  const response = await request.get(path)
  expect(response.status()).toBe(200)
  const html = await response.text()
  const headEnd = html.indexOf('</head>')
  expect(headEnd).toBeGreaterThan(0)

  // One script in the head does all three (each inline script is one more hash in the policy header).
  const headScripts = [...html.slice(0, headEnd).matchAll(INLINE_SCRIPT)].map((match) => match[1]!)
  expect(headScripts).toHaveLength(1)
  for (const [part, marker] of Object.entries(PARTS)) expect(headScripts[0], part).toContain(marker)

  // The rest of the document (the RSC payload the page hydrates from) does not carry it a second time.
  const rest = html.slice(headEnd)
  expect(rest).toContain('self.__next_f.push')
  for (const [part, marker] of Object.entries(PARTS)) expect(rest, part).not.toContain(marker)

  // Nor does a client navigation's payload, or any script the browser loads for the page.
  const flight = await request.get(path, { headers: { RSC: '1' } })
  expect(flight.headers()['content-type']).toContain('text/x-component')
  const payload = await flight.text()
  expect(payload).toContain('"lang":"zh-CN"')
  for (const [part, marker] of Object.entries(PARTS)) expect(payload, part).not.toContain(marker)
  const chunks = [...new Set(html.match(/\/_next\/static\/chunks\/[\w.-]+\.js/g) ?? [])]
  expect(chunks.length).toBeGreaterThan(3)
  for (const chunk of chunks) {
    const code = await (await request.get(chunk)).text()
    expect(code, chunk).not.toContain(PARTS['first-load guard'] + '||')
  }
})

test('the RSC payload is one inline script, and the page hydrates from it with no violation of its policy', async ({
  page,
}, testInfo) => {
  const path = testInfo.project.name === 'mobile' ? '/mobile' : '/'
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  const response = await page.goto(path)
  const html = await response!.text()
  const payloadScripts = [...html.matchAll(INLINE_SCRIPT)].filter((match) => match[1]!.includes('__next_f'))
  expect(payloadScripts).toHaveLength(1)
  // Next's stream wrote it in many parts (one script each): they are in this one, in order, and, with the static
  // parts' markup taken out (scripts/lib/adopted-markup.mjs), joined into one string.
  expect(payloadScripts[0]![1]!.match(/self\.__next_f\.push\(\[1,/g)).toHaveLength(1)
  expect(payloadScripts[0]![1]).toMatch(/^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\);/)
  await expectHydrated(page)
  expect(violations).toEqual([])
})

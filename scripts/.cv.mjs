import { chromium } from 'playwright'
const [route = '/school-home', n = '8'] = process.argv.slice(2)
const CSS = process.env.CVCSS || '[data-block]:not(:first-child)>section{content-visibility:auto;contain-intrinsic-size:auto 640px}'
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--headless=new'] })
const res = { A: [], B: [] }
for (let i = 0; i < Number(n); i++) for (const v of ['A', 'B']) {
  const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, userAgent: route.startsWith('/mobile') ? 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36' : 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' })
  const p = await ctx.newPage()
  if (v === 'B') await p.route('http://localhost:3778' + route, async (r) => { const resp = await r.fetch(); const body = (await resp.text()).replace('</head>', `<style>${CSS}</style></head>`); await r.fulfill({ response: resp, body }) })
  else await p.route('http://localhost:3778' + route, async (r) => { const resp = await r.fetch(); await r.fulfill({ response: resp, body: await resp.text() }) })
  const cdp = await ctx.newCDPSession(p)
  await cdp.send('Performance.enable')
  await p.goto('http://localhost:3778' + route, { waitUntil: 'load' })
  await p.waitForTimeout(1500)
  const m = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((x) => [x.name, x.value]))
  const fp = await p.evaluate(() => Math.round(performance.getEntriesByName('first-paint')[0]?.startTime ?? -1))
  res[v].push([fp, Math.round(m.LayoutDuration * 1000), Math.round(m.RecalcStyleDuration * 1000), Math.round(m.ScriptDuration * 1000)])
  await ctx.close()
}
const med = (a) => a.slice().sort((x, y) => x - y)[Math.floor(a.length / 2)]
for (const v of ['A', 'B']) console.log(route, v, 'FP med', med(res[v].map((x) => x[0])), 'layout med', med(res[v].map((x) => x[1])), 'style med', med(res[v].map((x) => x[2])), 'script med', med(res[v].map((x) => x[3])), JSON.stringify(res[v]))
await b.close()

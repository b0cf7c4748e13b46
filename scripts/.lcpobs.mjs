import { chromium } from 'playwright'
const [route = '/school-home', cpu = '4'] = process.argv.slice(2)
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] })
const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, userAgent: route.startsWith('/mobile') ? 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36' : 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' })
const p = await ctx.newPage()
const cdp = await ctx.newCDPSession(p)
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(cpu) })
await p.addInitScript(() => {
  window.__lcp = []
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp.push([e.entryType, Math.round(e.startTime), e.name, e.size, e.element ? (e.element.tagName + '.' + (e.element.className||'').toString().slice(0,40) + ' ' + (e.element.textContent||'').slice(0,20)) : e.url?.slice(0,60)]) }).observe({ type: 'largest-contentful-paint', buffered: true })
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp.push([e.entryType, Math.round(e.startTime), e.name]) }).observe({ type: 'paint', buffered: true })
})
await p.goto('http://localhost:3778' + route, { waitUntil: 'load' })
await p.waitForTimeout(4000)
console.log((await p.evaluate(() => window.__lcp)).map((x) => x.join(' | ')).join('\n'))
await b.close()

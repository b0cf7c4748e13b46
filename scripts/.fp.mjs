import { chromium } from 'playwright'
const [route = '/school-home', n = '8', cpu = '1'] = process.argv.slice(2)
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--headless=new'] })
const out = []
for (let i = 0; i < Number(n); i++) {
  const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, userAgent: route.startsWith('/mobile') ? 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36' : 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' })
  const p = await ctx.newPage()
  if (cpu !== '1') { const cdp = await ctx.newCDPSession(p); await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(cpu) }) }
  await p.goto('http://localhost:3778' + route, { waitUntil: 'load' })
  await p.waitForTimeout(3000)
  const r = await p.evaluate(() => { const n = performance.getEntriesByType('navigation')[0]; const fp = performance.getEntriesByName('first-paint')[0]; return [Math.round(fp?.startTime ?? -1), Math.round(n.domContentLoadedEventEnd), Math.round(n.loadEventEnd)] })
  out.push(r.join('/'))
  await ctx.close()
}
console.log(route, 'FP/DCL/load:', out.join('  '))
await b.close()

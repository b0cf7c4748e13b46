import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
const [url, n = '6', block = ''] = process.argv.slice(2)
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] })
const out = []
for (let i = 0; i < Number(n); i++) {
  const modes = block ? ['', block] : ['']
  for (const b of modes) {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], emulatedUserAgent: url.includes('/mobile') ? undefined : 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', ...(b ? { blockedUrlPatterns: b.split(',') } : {}) }
    const lhr = (await lighthouse(url, flags)).lhr
    const m = lhr.audits.metrics.details.items[0]
    out.push({ b: b ? 'blocked' : 'normal', fp: Math.round(m.observedFirstPaint), load: Math.round(m.observedLoad), perf: Math.round(lhr.categories.performance.score * 100), lcp: Math.round(lhr.audits['largest-contentful-paint'].numericValue), tbt: Math.round(lhr.audits['total-blocking-time'].numericValue) })
    console.log(JSON.stringify(out.at(-1)))
  }
}
await chrome.kill()

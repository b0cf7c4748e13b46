import { describe, expect, it } from 'vitest'

import { compareTable, deviceOf, parseCompareArgs } from '../../scripts/bench/compare.mjs'
import { failedRequests, isNetworkFailure } from '../../scripts/bench/lighthouse.mjs'

describe('bench:compare reads its command line before any audit', () => {
  it('takes two URLs, picks the phone UA for /mobile pages and defaults to 12 audits at 4x and 6x through the front', () => {
    const options = parseCompareArgs(['http://localhost:3000/mobile/news', 'http://localhost:3001/'])
    expect(options).toEqual({
      a: { url: 'http://localhost:3000/mobile/news', device: 'mobile' },
      b: { url: 'http://localhost:3001/', device: 'desktop' },
      runs: 12,
      cpus: [4, 6],
      json: undefined,
      transport: 'front',
    })
    expect(deviceOf(new URL('http://x/mobile'))).toBe('mobile')
    expect(deviceOf(new URL('http://x/mobileapp'))).toBe('desktop')
  })

  it('takes the number of audits, the profiles, each side’s device and a file for the samples', () => {
    const options = parseCompareArgs([
      '--runs',
      '24',
      'https://a.test/news',
      '--cpu',
      '6',
      'https://b.test/',
      '--device-b',
      'mobile',
      '--json',
      '/tmp/out.json',
      '--direct',
    ])
    expect(options.runs).toBe(24)
    expect(options.cpus).toEqual([6])
    expect(options.a).toEqual({ url: 'https://a.test/news', device: 'desktop' })
    expect(options.b).toEqual({ url: 'https://b.test/', device: 'mobile' })
    expect(options.json).toBe('/tmp/out.json')
    expect(options.transport).toBe('direct')
  })

  it('refuses what it cannot use, saying what was wrong', () => {
    const a = 'http://localhost:3000/'
    expect(() => parseCompareArgs([a])).toThrow('two URLs are needed, not 1')
    expect(() => parseCompareArgs([a, 'localhost:3001'])).toThrow('must be http or https')
    expect(() => parseCompareArgs([a, 'not a url'])).toThrow('url-b is not a URL')
    expect(() => parseCompareArgs([a, a, '--runs', '1'])).toThrow('--runs needs a whole number from 2')
    expect(() => parseCompareArgs([a, a, '--runs', '2.5'])).toThrow('--runs needs a whole number from 2')
    expect(() => parseCompareArgs([a, a, '--cpu', '4,x'])).toThrow('not x')
    expect(() => parseCompareArgs([a, a, '--cpu', '0'])).toThrow('slowdowns from 1')
    expect(() => parseCompareArgs([a, a, '--device-a', 'tablet'])).toThrow('--device-a is desktop or mobile')
    expect(() => parseCompareArgs([a, a, '--runs'])).toThrow('--runs needs a value')
    expect(() => parseCompareArgs([a, a, '--fast'])).toThrow('unknown option --fast')
    // The front passes requests on to this machine over http: anything else needs --direct.
    expect(() => parseCompareArgs([a, 'https://localhost:3001/'])).toThrow('url-b: the TLS front passes')
    expect(() => parseCompareArgs(['http://example.test/', a])).toThrow('--direct audits it as it is')
    expect(() => parseCompareArgs(['http://[::1]:3000/', a])).toThrow('url-a: the TLS front passes')
    expect(parseCompareArgs(['http://127.0.0.1:3000/', a]).transport).toBe('front')
  })
})

describe('bench:compare reports A against B with the noise of both', () => {
  it('gives each metric’s medians and ranges, and A − B with its interval and verdict', () => {
    const a = {
      performance: [90, 92, 91, 93, 89, 90],
      lcpMs: [1100, 1120, 1090, 1130, 1110, 1105],
      tbtMs: [420, 460, 400, 480, 440, 450],
    }
    const b = {
      performance: [99, 100, 99, 98, 100, 99],
      lcpMs: [1000, 1010, 990, 1020, 1005, 995],
      tbtMs: [60, 70, 50, 80, 65, 55],
    }
    const lines = compareTable(a, b).split('\n')
    expect(lines[0]).toMatch(
      /^\| Metric +\| A median \(range\) +\| B median \(range\) +\| A − B \[90 % interval\] vs perf −3, LCP \+300 ms, TBT \+100 ms +\|$/,
    )
    const [perf, lcp, tbt] = lines.slice(2)
    expect(perf).toMatch(/^\| perf +\| 91 \(89-93\) +\| 99 \(98-100\) +\| −8 \[−\d+ to −\d+\] over +\|$/)
    expect(lcp).toMatch(
      /^\| LCP +\| 1,108 ms \(1,090-1,130\) +\| 1,003 ms \(990-1,020\) +\| \+105 ms \[\+\d+ to \+\d+ ms\] within +\|$/,
    )
    expect(tbt).toMatch(
      /^\| TBT +\| 445 ms \(400-480\) +\| 63 ms \(50-80\) +\| \+383 ms \[\+\d+ to \+\d+ ms\] over +\|$/,
    )
  })
})

describe('an audit refuses a page that could not load what it runs', () => {
  const audit = (items: object[]) => ({ audits: { 'network-requests': { details: { items } } } })

  it('lists the document, scripts and stylesheets that failed, and nothing else', () => {
    const lhr = audit([
      { url: 'http://e/', resourceType: 'Document', statusCode: 200, finished: true },
      { url: 'http://e/_next/static/chunks/a.js', resourceType: 'Script', statusCode: 500, finished: true },
      { url: 'http://e/_next/static/chunks/b.js', resourceType: 'Script', statusCode: -1, finished: true },
      {
        url: 'http://e/_next/static/chunks/c.css',
        resourceType: 'Stylesheet',
        statusCode: 404,
        finished: true,
      },
      { url: 'http://e/_next/static/chunks/d.js', resourceType: 'Script', statusCode: 200, finished: true },
      // Not what the page runs, or not over yet.
      { url: 'http://e/favicon.ico', resourceType: 'Other', statusCode: 404, finished: true },
      { url: 'http://e/a.png', resourceType: 'Image', statusCode: 500, finished: true },
      { url: 'http://e/_next/static/chunks/e.js', resourceType: 'Script', statusCode: -1, finished: false },
    ])
    expect(failedRequests(lhr)).toEqual([
      '500 http://e/_next/static/chunks/a.js',
      'failed http://e/_next/static/chunks/b.js',
      '404 http://e/_next/static/chunks/c.css',
    ])
  })

  it('finds nothing wrong with a page whose requests all answered', () => {
    expect(
      failedRequests(
        audit([{ url: 'http://e/', resourceType: 'Document', statusCode: 200, finished: true }]),
      ),
    ).toEqual([])
    expect(failedRequests({ audits: {} })).toEqual([])
  })

  it("names a request that got no answer with the browser's reason, and tells it from an error answer", () => {
    const lhr = audit([
      { url: 'http://e/_next/static/chunks/a.js', resourceType: 'Script', statusCode: -1, finished: true },
      { url: 'http://e/_next/static/chunks/b.js', resourceType: 'Script', statusCode: 503, finished: true },
      { url: 'http://e/_next/static/chunks/c.js', resourceType: 'Script', statusCode: -1, finished: true },
    ])
    const devtoolsLog = [
      {
        method: 'Network.requestWillBeSent',
        params: { requestId: '1', request: { url: 'http://e/_next/static/chunks/a.js' } },
      },
      {
        method: 'Network.requestWillBeSent',
        params: { requestId: '2', request: { url: 'http://e/_next/static/chunks/b.js' } },
      },
      {
        method: 'Network.loadingFailed',
        params: { requestId: '1', errorText: 'net::ERR_ABORTED', canceled: true },
      },
      // A failure of a request the log never saw start names nothing.
      { method: 'Network.loadingFailed', params: { requestId: '9', errorText: 'net::ERR_FAILED' } },
    ]
    const lines = failedRequests(lhr, devtoolsLog)
    expect(lines).toEqual([
      'failed http://e/_next/static/chunks/a.js (net::ERR_ABORTED, cancelled)',
      '503 http://e/_next/static/chunks/b.js',
      'failed http://e/_next/static/chunks/c.js',
    ])
    expect(lines.map(isNetworkFailure)).toEqual([true, false, true])
  })
})

// Lighthouse 12 (mobile preset: Moto G Power screen, simulated slow 4G + 4x CPU, or a slower CPU) through its
// Node API.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
// Lighthouse's own median-run picker; not re-exported by its index, but the package has no export map.
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'

import { CHROMIUM_ARGS } from '../lib/chromium.mjs'
import { CHROME_PATH, DESKTOP_UA, MOBILE_UA_MARKERS } from './config.mjs'
import { median } from './noise.mjs'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

/**
 * chrome-launcher's defaults include `--disable-features=…,RenderDocument`, which Chrome itself ships enabled (a
 * new frame for every navigation). With it disabled, Lighthouse's navigation from about:blank reuses the old
 * frame, and the first frame of the page was drawn whole seconds late in many audits (4 of 6 of `/news`,
 * 10 of 30 of `/`; 0 of 32 of `/news` with it on), long after the page had loaded; Lighthouse then counts
 * every script up to that frame into LCP. So the bench passes chrome-launcher's list without it: a later
 * `--disable-features` replaces the earlier one.
 */
export function disabledFeaturesFlag(defaultFlags = chromeLauncher.Launcher.defaultFlags()) {
  const list = defaultFlags.find((flag) => flag.startsWith('--disable-features='))
  const features = (list?.slice('--disable-features='.length).split(',') ?? []).filter(
    (feature) => feature && feature !== 'RenderDocument',
  )
  return `--disable-features=${features.join(',')}`
}

export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS, disabledFeaturesFlag()]

export function chromeIsInstalled() {
  return existsSync(CHROME_PATH)
}

/** Full Chromium version (the UA Lighthouse reports is reduced to MAJOR.0.0.0). */
export function chromeVersion() {
  const out = spawnSync(CHROME_PATH, ['--version'], { encoding: 'utf8' }).stdout ?? ''
  return out.match(/\d+\.\d+\.\d+\.\d+/)?.[0] ?? 'unknown'
}

/** For a signal handler: kill every Chromium this process launched. */
export function killAllChrome() {
  chromeLauncher.killAll()
}

/**
 * Launches one headless Chromium (with `extraFlags` after the bench's own), runs `fn(port)`, and always kills
 * Chromium afterwards.
 */
export async function withChrome(fn, extraFlags = []) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [...CHROME_FLAGS, ...extraFlags],
  })
  try {
    return await fn(chrome.port)
  } finally {
    await chrome.kill()
  }
}

/**
 * Audits one URL `runs` times and keeps Lighthouse's own median run (closest to the median FCP and TTI).
 * Mobile routes keep the preset's Android UA; desktop routes swap in a desktop Chrome UA (the site
 * would otherwise redirect them to /mobile) but keep the mobile screen and throttling.
 */
export async function runLighthouse(chromePort, url, device, runs = 1, cpuSlowdown = 4) {
  const lhrs = []
  for (let i = 0; i < runs; i++) lhrs.push(await auditOnce(chromePort, url, device, cpuSlowdown))
  return summarizeRuns(lhrs)
}

/**
 * Audits the same route of several targets in alternation: run i audits every target once, starting each run
 * with the next target (site, before, empty; before, empty, site; …), so each target's audits of a route are
 * made within the same minute as the others' and no target is always the first or the last. `slots` are
 * `{ url, device }`; returns one array of Lighthouse results per slot, in the order given.
 */
export async function auditInTurn(chromePort, slots, runs, cpuSlowdown, onAudit = () => {}) {
  const results = slots.map(() => [])
  for (let run = 0; run < runs; run++) {
    for (let k = 0; k < slots.length; k++) {
      const index = (run + k) % slots.length
      const { url, device } = slots[index]
      const lhr = await auditOnce(chromePort, url, device, cpuSlowdown)
      results[index].push(lhr)
      onAudit(index, lhr)
    }
  }
  return results
}

/**
 * What issue 13's targets read, over the runs of `lhrs`: each metric's own median (performance, LCP, TBT), the
 * lowest accessibility, best-practices and SEO scores and the largest CLS (each must hold in every run), with the
 * range of performance scores and each run's performance, LCP and TBT (`samples`: the intervals of
 * scripts/bench/noise.mjs are drawn from them). `medianRun` is Lighthouse's median run (closest to the median FCP
 * and TTI), one whole audit, whose host CPU index the tables show. Until 2026-12-07 the tables showed the median
 * run's own metrics: one audit's LCP and TBT, which could be any of the three (in the run of 2026-12-07 12:07 the
 * median run of `/school-home` at 4x had an LCP of 1,813 ms, the median of its three 1,036 ms).
 */
export function summarizeRuns(lhrs) {
  const runs = lhrs.map(summarize)
  const values = (key) => runs.map((run) => run[key])
  const perfScores = values('performance')
  const medianRun = summarize(computeMedianRun(lhrs))
  return {
    ...medianRun,
    performance: median(perfScores),
    lcpMs: median(values('lcpMs')),
    tbtMs: median(values('tbtMs')),
    accessibility: Math.min(...values('accessibility')),
    bestPractices: Math.min(...values('bestPractices')),
    seo: Math.min(...values('seo')),
    cls: Math.max(...values('cls')),
    medianRun,
    runs: lhrs.length,
    perfMin: Math.min(...perfScores),
    perfMax: Math.max(...perfScores),
    samples: {
      performance: perfScores,
      lcpMs: values('lcpMs'),
      tbtMs: values('tbtMs'),
    },
  }
}

/**
 * How many more times an audit is made when requests of its page ended without any answer (a connection
 * dropped, a request cancelled) and none answered with an error. One such request in the 240 audits of a run
 * stopped the bench started 2026-12-04 04:57 (a script of `/mobile/news/carddetail?id=1`; the site's front logged
 * no error; the cause is not known). An answer of 400 or more is never tried again: it is the server's (a stale
 * build's chunks), and every audit would measure a page that runs nothing.
 */
export const NETWORK_FAILURE_RETRIES = 1

/** The audits this process made again after a network failure, `{ url, failed }`, for the report's header. */
export const repeatedAudits = []

async function auditOnce(chromePort, url, device, cpuSlowdown) {
  const flags = {
    port: chromePort,
    // Merged into the preset's simulated throttling (slow 4G stays).
    throttling: { cpuSlowdownMultiplier: cpuSlowdown },
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    ...(device === 'desktop' ? { emulatedUserAgent: DESKTOP_UA } : {}),
  }
  for (let attempt = 0; ; attempt++) {
    const result = await lighthouse(url, flags)
    const lhr = result?.lhr
    if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`)
    if (lhr.runtimeError)
      throw new Error(`Lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    checkVariant(lhr, url, device)
    const failed = failedRequests(lhr, result.artifacts?.DevtoolsLog)
    if (!failed.length) return lhr
    const message = `Lighthouse ${url}: requests failed:\n  ${failed.join('\n  ')}`
    if (attempt >= NETWORK_FAILURE_RETRIES || !failed.every(isNetworkFailure)) throw new Error(message)
    repeatedAudits.push({ url, failed })
    console.warn(`${message}\n  (none of them got an answer: the audit is made again)`)
  }
}

export function performanceOf(lhr) {
  return score(lhr, 'performance')
}

const RUNS_THE_PAGE = new Set(['Document', 'Script', 'Stylesheet'])

/**
 * The document, script and stylesheet requests of an audited page that failed (a status of 400 or more, or
 * ended without one), from Lighthouse's own list; a missing favicon or picture does not change what runs. An
 * audit of a page whose scripts could not load measures a page without them: a server left running from before
 * a rebuild answers its old chunks with 500, and that "empty page" has no framework to run. A request that got
 * no answer is named with the browser's reason when the audit's DevTools log (`devtoolsLog`) has it, as in
 * `failed URL (net::ERR_ABORTED, cancelled)`.
 */
export function failedRequests(lhr, devtoolsLog = []) {
  const items = lhr.audits['network-requests']?.details?.items ?? []
  const urlOf = new Map()
  const reasonOf = new Map()
  for (const { method, params } of devtoolsLog) {
    if (method === 'Network.requestWillBeSent') urlOf.set(params.requestId, params.request?.url)
    else if (method === 'Network.loadingFailed' && urlOf.has(params.requestId)) {
      const reason = [params.errorText, params.canceled && 'cancelled', params.blockedReason]
      reasonOf.set(urlOf.get(params.requestId), reason.filter(Boolean).join(', '))
    }
  }
  return items
    .filter((item) => RUNS_THE_PAGE.has(item.resourceType))
    .filter((item) => item.statusCode >= 400 || (item.finished && !(item.statusCode > 0)))
    .map((item) => {
      if (item.statusCode > 0) return `${item.statusCode} ${item.url}`
      const reason = reasonOf.get(item.url)
      return `failed ${item.url}${reason ? ` (${reason})` : ''}`
    })
}

/** Whether a line of failedRequests is a request that got no answer at all, not an HTTP error. */
export function isNetworkFailure(line) {
  return line.startsWith('failed ')
}

/** Fails when the page seen is not the variant meant: wrong UA class or a redirect. */
function checkVariant(lhr, url, device) {
  const ua = lhr.environment.networkUserAgent
  if (MOBILE_UA_MARKERS.test(ua) !== (device === 'mobile')) {
    throw new Error(`Lighthouse ${url} used a ${device}-unfit UA: ${ua}`)
  }
  if (lhr.finalDisplayedUrl !== url)
    throw new Error(`Lighthouse ${url} was redirected to ${lhr.finalDisplayedUrl}`)
}

function score(lhr, category) {
  return Math.round((lhr.categories[category]?.score ?? NaN) * 100)
}

function summarize(lhr) {
  const metric = (id) => lhr.audits[id]?.numericValue ?? NaN
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    // Lighthouse's host CPU benchmark: low values (busy or slow machine) inflate TBT.
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    userAgent: lhr.environment.networkUserAgent,
    lighthouseVersion: lhr.lighthouseVersion,
  }
}

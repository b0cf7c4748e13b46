// Shared constants of the benchmark: paths, user agents, routes and command-line options.
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const NEXT_BIN = path.join(ROOT, 'node_modules/next/dist/bin/next')
export const BENCH_DIR = path.join(ROOT, 'bench')
export const TMP_DIR = path.join(BENCH_DIR, '.tmp')
export const EMPTY_APP_DIR = path.join(TMP_DIR, 'empty-app')
export const RESULTS_FILE = path.join(BENCH_DIR, 'results.md')
export const README_FILE = path.join(ROOT, 'README.md')
// The site redirects by user agent, so every request states which device it is.
import { CHROMIUM_PATH, DESKTOP_UA, IPHONE_UA } from '../lib/chromium.mjs'

export { DESKTOP_UA, IPHONE_UA }
export const CHROME_PATH = CHROMIUM_PATH

// Same markers as src/lib/device.ts for the UAs used here: enough to prove a UA is not redirected.
export const MOBILE_UA_MARKERS = /android|iphone|mobile/i

/** Key routes of the site; `device` picks the UA (and so avoids the device redirect). */
export const SITE_ROUTES = [
  { path: '/', device: 'desktop', load: true },
  { path: '/news', device: 'desktop', load: true },
  { path: '/news?page=2', device: 'desktop', load: true },
  { path: '/news/detail/company/1', device: 'desktop' },
  { path: '/tch-training', device: 'desktop' },
  { path: '/school-home', device: 'desktop' },
  { path: '/mobile', device: 'mobile', load: true },
  { path: '/mobile/news', device: 'mobile' },
  { path: '/mobile/news/carddetail?id=1', device: 'mobile', load: true },
  { path: '/mobile/landing', device: 'mobile' },
]

/**
 * Payload's website template (templates/website of payloadcms/payload, 3.x), built elsewhere and named by
 * BENCH_TEMPLATE_DIR: a peer measured in the same run. Its prerendered home and one post.
 */
export const TEMPLATE_ROUTES = [
  { path: '/', device: 'desktop', load: true },
  { path: '/posts/digital-horizons', device: 'desktop', load: true },
]

/** The framework's floor: one empty App Router page. */
export const EMPTY_ROUTES = [{ path: '/', device: 'desktop', load: true }]

export const LOAD_CONNECTIONS = 50

/**
 * Lighthouse CPU profiles: the mobile preset (simulated 4x CPU slowdown) and a slower phone (6x). The network
 * stays the preset's simulated slow 4G in both.
 */
export const LIGHTHOUSE_PROFILES = [
  { id: 'preset', label: 'mobile preset, 4x CPU', cpuSlowdown: 4 },
  { id: 'slow', label: 'slow phone, 6x CPU', cpuSlowdown: 6 },
]

export function userAgentFor(device) {
  return device === 'mobile' ? IPHONE_UA : DESKTOP_UA
}

/** `--runs N` (a whole number from 1), or undefined when not given; anything else is an error. */
function runsOption(argv) {
  const at = argv.indexOf('--runs')
  if (at < 0) return undefined
  const runs = Number(argv[at + 1])
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs needs a whole number from 1, not ${argv[at + 1]}`)
  return runs
}

/**
 * Parses argv: `--quick` shortens the load tests and runs Lighthouse once with the preset profile only,
 * `--no-lighthouse` skips it, `--runs N` sets the audits per route and profile, `--direct` audits each server
 * over plain HTTP/1.1 instead of through a TLS and HTTP/2 front (scripts/bench/tls-front.mjs).
 */
export function parseOptions(argv) {
  const quick = argv.includes('--quick')
  return {
    quick,
    lighthouse: !argv.includes('--no-lighthouse'),
    // How the audited browser reaches each target: `tls` as visitors do in production (HTTPS, HTTP/2), or
    // `direct` (the server's own HTTP/1.1 on loopback).
    transport: argv.includes('--direct') ? 'direct' : 'tls',
    // Cached pages through nginx (deploy/nginx.conf) beside nginx serving a file of the same bytes.
    nginx: !argv.includes('--no-nginx'),
    // Median of 3 runs tames Lighthouse's run-to-run noise; each run costs ~10-20 s here. `--runs N` audits each
    // route N times instead: the noise table's intervals narrow with more (scripts/bench/noise.mjs).
    lighthouseRuns: runsOption(argv) ?? (quick ? 1 : 3),
    lighthouseProfiles: quick ? LIGHTHOUSE_PROFILES.slice(0, 1) : LIGHTHOUSE_PROFILES,
    loadSeconds: quick ? 3 : 10,
    warmupSeconds: quick ? 1 : 2,
  }
}

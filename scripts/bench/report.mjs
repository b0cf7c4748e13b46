// Turns measurements into markdown tables (printed to the console and written to bench/results.md).
import os from 'node:os'

import { deltaInterval, median, verdict } from './noise.mjs'
import { QUIET_LOAD, QUIET_MAX_WAIT_MS, quietHostLine } from './quiet-host.mjs'
import { INITIAL_WINDOW_BYTES, roundTrips } from './page-weight.mjs'

/** The label of the empty App Router page's target (scripts/bench.mjs). */
export const FLOOR_LABEL = 'empty-app'

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`
const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a')
const num = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a')

/** A GitHub-flavoured markdown table; right-aligns every column but the first `leftColumns`. */
export function markdownTable(headers, rows, leftColumns = 3) {
  const align = headers.map((_, i) => (i < leftColumns ? '---' : '---:'))
  const line = (cells) => `| ${cells.join(' | ')} |`
  return [line(headers), line(align), ...rows.map(line)].join('\n')
}

/** Flattens the targets into one row source: [{ target, route }]. */
function routeRows(targets, pick) {
  return targets.flatMap((target) =>
    target.routes.filter(pick).map((route) => ({ target: target.label, route })),
  )
}

function uaLabel(device) {
  return device === 'mobile' ? 'iPhone' : 'desktop Chrome'
}

export function weightTable(targets) {
  const floor = floorOf(targets, (r) => r.weight?.jsGzip)
  const rows = routeRows(targets, (r) => r.weight).map(({ target, route }) => [
    target,
    `\`${route.path}\``,
    uaLabel(route.device),
    route.weight.render,
    String(route.weight.jsCount),
    kB(route.weight.jsGzip),
    target === FLOOR_LABEL ? '' : delta(route.weight.jsGzip / 1000, floor / 1000, ' kB', 1),
    kB(route.weight.jsRaw),
    kB(route.weight.htmlGzip),
    kB(route.weight.htmlRaw),
    servedDocument(route.weight),
  ])
  const headers = [
    'Target',
    'Route',
    'UA',
    'Served',
    'Scripts',
    'First-load JS (gzip)',
    'Δ JS',
    'JS (raw)',
    'HTML (gzip)',
    'HTML (raw)',
    'Document as served',
  ]
  return markdownTable(headers, rows, 4)
}

/** `14.2 kB br · 1 RT`: the document's bytes as a browser receives them, and the round trips they take. */
function servedDocument({ servedBytes, servedCoding }) {
  if (!Number.isFinite(servedBytes)) return ''
  return `${kB(servedBytes)} ${servedCoding} · ${roundTrips(servedBytes)} RT`
}

/** The empty page's measurement of a kind, the floor every route is compared with in the same run. */
function floorOf(targets, pick) {
  const route = targets.find((t) => t.label === FLOOR_LABEL)?.routes[0]
  return route ? pick(route) : undefined
}

/** `+12` / `−3` (unit appended), or empty when either side is missing. */
function delta(value, floor, unit = '', digits = 0) {
  if (!Number.isFinite(value) || !Number.isFinite(floor)) return ''
  const d = value - floor
  const text = Math.abs(d).toFixed(digits)
  return `${d < 0 ? '−' : '+'}${text}${unit}`
}

/**
 * The empty page's audits a route is compared with: those made in turn with that route's (scripts/bench.mjs),
 * else the empty page's median over the run.
 */
function floorFor(route, profile, floor) {
  return route.floorLighthouse?.[profile.id] ?? floor?.lighthouse?.[profile.id]
}

export function lighthouseTable(targets, profile) {
  const floorRoute = floorOf(targets, (r) => r)
  const rows = routeRows(targets, (r) => r.lighthouse?.[profile.id]).map(({ target, route }) => {
    const lh = route.lighthouse[profile.id]
    const isFloor = target === FLOOR_LABEL
    const floor = floorFor(route, profile, floorRoute)
    return [
      target,
      `\`${route.path}\``,
      route.device === 'mobile' ? 'Moto G Power (preset)' : 'desktop Chrome UA, mobile screen',
      lh.runs > 1 ? `${lh.performance} (${lh.perfMin}–${lh.perfMax})` : String(lh.performance),
      isFloor ? '' : delta(lh.performance, floor?.performance),
      String(lh.accessibility),
      String(lh.bestPractices),
      String(lh.seo),
      ms(lh.lcpMs),
      isFloor ? '' : delta(lh.lcpMs, floor?.lcpMs, ' ms'),
      ms(lh.tbtMs),
      isFloor ? '' : delta(lh.tbtMs, floor?.tbtMs, ' ms'),
      num(lh.cls, 3),
      num(lh.benchmarkIndex, 0),
      isFloor || !floor ? '' : `${floor.performance} · ${ms(floor.lcpMs)} · ${ms(floor.tbtMs)}`,
    ]
  })
  const headers = [
    'Target',
    'Route',
    'Emulated UA',
    'Perf',
    'Δ perf',
    'A11y',
    'Best pr.',
    'SEO',
    'LCP',
    'Δ LCP',
    'TBT',
    'Δ TBT',
    'CLS',
    'CPU index',
    'Empty page in turn (perf · LCP · TBT)',
  ]
  return markdownTable(headers, rows)
}

/** Issue 13's bounds on a route's difference from the empty page (performance: the most it may fall short). */
export const TARGET_BOUNDS = [
  { key: 'performance', title: 'perf', bound: 3, unit: '', higherIsBetter: true },
  { key: 'lcpMs', title: 'LCP', bound: 300, unit: ' ms' },
  { key: 'tbtMs', title: 'TBT', bound: 100, unit: ' ms' },
]

const signed = (value, unit) => {
  // Rounded first, so −0.4 reads +0, not −0.
  const whole = Math.round(value)
  return `${whole < 0 ? '−' : '+'}${Math.abs(whole).toLocaleString('en-US')}${unit}`
}

/**
 * One metric's difference of medians between two sets of audits (`own` − `floor`, each `{ performance, lcpMs,
 * tbtMs }` arrays), with its 90 % interval and the bound's verdict: `+245 ms [+194 to +380 ms] over`.
 */
export function noiseCell(own, floor, { key, bound, unit, higherIsBetter }) {
  const interval = deltaInterval(own[key], floor[key])
  if (!interval) return `${signed(median(own[key]) - median(floor[key]), unit)} (one run)`
  const range = `${signed(interval.low, '')} to ${signed(interval.high, unit)}`
  return `${signed(interval.delta, unit)} [${range}] ${verdict(interval, bound, { higherIsBetter })}`
}

/**
 * For each route of the site: the difference of its median from the median of the empty page's audits made in
 * turn with it, per metric, with a 90 % bootstrap interval (scripts/bench/noise.mjs) and whether issue 13's
 * bound is met (`within`), missed (`over`) or lies inside the interval (`undecided`: more runs could tell).
 * Its differences are those of the Lighthouse tables above it (each metric's own medians), with their intervals.
 */
export function noiseTable(targets, profile) {
  const site = targets.find((t) => t.label === 'site')
  const rows = (site?.routes ?? []).flatMap((route) => {
    const own = route.lighthouse?.[profile.id]?.samples
    const floor = route.floorLighthouse?.[profile.id]?.samples
    if (!own || !floor) return []
    return [
      [
        `\`${route.path}\``,
        String(Math.min(own.tbtMs.length, floor.tbtMs.length)),
        ...TARGET_BOUNDS.map((target) => noiseCell(own, floor, target)),
      ],
    ]
  })
  const headers = [
    'Route',
    'Runs',
    ...TARGET_BOUNDS.map(
      ({ title, bound, unit, higherIsBetter }) =>
        `Δ ${title} [90 % interval] vs ${higherIsBetter ? '−' : '+'}${bound}${unit}`,
    ),
  ]
  return markdownTable(headers, rows, 1)
}

export function loadTable(targets) {
  const rows = routeRows(targets, (r) => r.load).map(({ target, route }) => [
    target,
    `\`${route.path}\``,
    uaLabel(route.device),
    num(route.load.rps, 0),
    ms(route.load.p50),
    ms(route.load.p90),
    ms(route.load.p99),
    String(route.load.requests),
  ])
  const headers = ['Target', 'Route', 'UA', 'Req/s (mean)', 'p50', 'p90', 'p99', 'Requests']
  return markdownTable(headers, rows)
}

/**
 * The site's cached pages three ways in one run: from the instance itself, through nginx in front of it
 * (deploy/nginx.conf, its micro-cache answering), and a static file of the same bytes served by nginx; the
 * ratio is nginx-in-front over the static file. The empty page's own rate is beside it for scale.
 */
export function nginxTable(targets) {
  const floor = floorOf(targets, (r) => r.load?.rps)
  const rows = routeRows(targets, (r) => r.nginx).map(({ route }) => [
    `\`${route.path}\``,
    uaLabel(route.device),
    kB(route.nginx.bytes),
    num(route.load.rps, 0),
    num(floor, 0),
    num(route.nginx.load.rps, 0),
    ms(route.nginx.load.p99),
    num(route.nginx.staticLoad.rps, 0),
    num(route.nginx.load.rps / route.nginx.staticLoad.rps, 2),
  ])
  const headers = [
    'Route',
    'UA',
    'Bytes sent',
    'Node alone',
    'Empty page (Node)',
    'Through nginx',
    'p99',
    'nginx static file',
    'Ratio',
  ]
  return markdownTable(headers, rows, 2)
}

/** Facts about the machine and tools, for the header of the report. */
export function environment({
  startedAt,
  loadAtStart,
  quietHost,
  nextVersion,
  lighthouseVersion,
  chromeVersion,
  autocannonVersion,
  options,
  // The audits made again (lighthouse.mjs), `{ url, failed }`.
  repeatedAudits = /** @type {{ url: string, failed: string[] }[]} */ ([]),
}) {
  const cpus = os.cpus()
  return [
    `- Date: ${startedAt.toISOString()}`,
    `- Machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, ${os.type()} ${os.release()} ${os.arch()}`,
    `- Node ${process.version}, Next.js ${nextVersion}, Lighthouse ${lighthouseVersion}, Chromium ${chromeVersion}, autocannon ${autocannonVersion}`,
    // Other processes on the machine skew every figure: record how busy it was.
    `- Load average at start: ${loadAtStart.map((n) => n.toFixed(2)).join(', ')} (1, 5, 15 min)`,
    // Lighthouse waited for a quiet host (scripts/bench/quiet-host.mjs); absent when it did not run.
    ...(quietHost ? [`- ${quietHostLine(quietHost)}`] : []),
    // An audit whose page lost a request without any answer is made once more (scripts/bench/lighthouse.mjs).
    ...(repeatedAudits.length ? [`- ${repeatedAuditsLine(repeatedAudits)}`] : []),
    `- Mode: ${options.quick ? '`--quick`' : 'full'} (load tests ${options.loadSeconds} s per route after a ${options.warmupSeconds} s warm-up)`,
    ...(options.lighthouse
      ? [
          `- Lighthouse's browser reaches the targets ${options.transport === 'direct' ? 'over plain HTTP/1.1 (`--direct`)' : 'over HTTPS and HTTP/2, through an nginx in front of each (see Method)'}`,
        ]
      : []),
  ].join('\n')
}

/** The header's line on audits made again after a request got no answer, naming each request and reason. */
export function repeatedAuditsLine(repeated) {
  const which = repeated.map(({ url, failed }) => `${url}: ${failed.join('; ')}`).join(' · ')
  return `Audits made again after a request of their page got no answer: ${repeated.length} (${which})`
}

// Markdown code spans inside template literals, without escaping backticks everywhere.
const code = (text) => `\`${text}\``

function lighthouseNote(options) {
  const runs =
    options.lighthouseRuns > 1
      ? `Each route runs ${options.lighthouseRuns} times; the table shows each metric's median over the runs (the targets' "median of 3"), with the range of performance scores in parentheses, and the lowest accessibility, best-practices and SEO scores and the largest CLS of the runs (each must hold in every run). Before 2026-12-07 13:00 it showed Lighthouse's median run (${code('computeMedianRun')}: closest to the median FCP and TTI), one audit whose LCP and TBT could be any of the three. The browser first runs one audit that is not recorded (a freshly started headless Chromium often reports its first audit's first paint 1-2 s late).`
      : `One run per route (${code('--quick')}): scores vary by several points between runs.`
  return [
    `- **Lighthouse** 12 Node API, default (mobile) config: Moto G Power screen emulation, simulated slow 4G and 4x CPU slowdown (the preset), and again with a 6x CPU slowdown (a slower phone); categories performance, accessibility, best-practices, seo.`,
    transportNote(options),
    `**Audited in turn**: every target's server runs at once, and for each route and profile each run audits the site's route, the earlier build's same route (when measured) and the empty page one after another, the first of them changing from run to run; the host's speed drifts over a run (CPU index 1,500-2,800 within one run here), and audits a quarter of an hour apart compared the drift as much as the pages. The first audit waits until the host's 1-minute load average is below ${QUIET_LOAD} (at most ${QUIET_MAX_WAIT_MS / 60_000} min; the header says how long it waited): work still running from before the bench (a test run, a build) would otherwise count as the pages' own, multiplied by the CPU slowdown.`,
    `The Δ columns are each route's difference of medians from the empty page's audits made in turn with that route (their medians are in the last column); the empty page's own row is the medians of all its audits.`,
    `**Noise**: the table under each profile's gives each metric's difference of medians with a 90 % bootstrap interval (both sides' runs drawn again with replacement, 4,000 times, seeded: ${code('scripts/bench/noise.mjs')}) and reads issue 13's bound against it: ${code('within')} when the whole interval meets it, ${code('over')} when none of it does, ${code('undecided')} when the bound lies inside it. Audits of one page scatter widely here (TBT of one route at 6x: 226-1,027 ms over 24 audits), so a difference of two medians of 3 is mostly noise; ${code('--runs N')} audits more.`,
    `${code('/mobile')} routes keep the preset UA (Android, Mobile: not redirected).`,
    `For desktop routes the preset UA would be redirected to ${code('/mobile…')}, so they run with ${code('emulatedUserAgent')} set to a desktop Chrome UA while keeping the mobile screen emulation and throttling: their scores are "desktop markup on a phone-sized, throttled device".`,
    `Chromium runs with ${code('--headless=new --no-sandbox --disable-gpu')} and chrome-launcher's default flags, except that its ${code('--disable-features')} list leaves out RenderDocument (on in Chrome itself): with it off, many audits drew the page's first frame whole seconds after the page had loaded. ${runs}`,
    `"CPU index" is Lighthouse's ${code('benchmarkIndex')} of the host during Lighthouse's median run: simulated throttling scales the CPU time observed, so a busy machine (low index) inflates TBT and lowers performance.`,
  ].join(' ')
}

/** How the audited browser reached the targets (`--direct` or not). */
function transportNote(options) {
  if (options.transport === 'direct')
    return `**Transport** (${code('--direct')}): the browser asks each server itself, over plain HTTP/1.1 on loopback; a picture or stylesheet requested while the document is still arriving opens another connection, which the simulated slow 4G charges a handshake for.`
  return `**Transport**: as visitors reach the site in production (README "Production: several instances behind nginx": nginx in front, TLS, HTTP/2), every target (the site, the earlier build, the empty page alike) is audited through an nginx of its own (${code('scripts/bench/tls-front.mjs')}) that terminates TLS 1.3, speaks HTTP/2 to the browser and passes each request on unchanged (no cache, no compression of its own), with a self-signed certificate made for the run that Chromium is told to trust (${code('--ignore-certificate-errors-spki-list')}). Over HTTP/2 a page's stylesheet and pictures share the document's connection, as Lighthouse's simulation models them; ${code('--direct')} audits over plain HTTP/1.1 instead (every run before 2026-11-29 16:00).`
}

function emptyAppNote(emptyApp) {
  const hardlinked = emptyApp.linkedBy === 'hardlink'
  const modules = hardlinked
    ? `a hard-linked copy (${code('cp -al')}, nothing installed or downloaded) of the project's`
    : "a symlink to the project's"
  const bundler = hardlinked ? 'Turbopack (the default, like the site)' : `webpack (${code('--webpack')})`
  return [
    `- **Framework floor**: a throwaway App Router app in ${code('bench/.tmp/empty-app')} (root layout with ${code('lang')}, title and description; a page with one ${code('<h1>')}); nothing is added to the site.`,
    `Its ${code('node_modules')} is ${modules}, and it is built with the project's Next.js using ${bundler} and served by its own ${code('next start')}.`,
    `A plain symlink does not work with Turbopack: the link target must lie inside ${code('turbopack.root')}, and with the project as root Turbopack also compiles the project's ${code('src/proxy.ts')} and ${code('src/instrumentation.ts')} (it looks for them upwards) and fails.`,
  ].join(' ')
}

/** Method notes, so the numbers can be read (and reproduced) without the script at hand. */
export function methodNotes({ options, emptyApp, templateDir, baselineDir }) {
  return [
    `- Every target is a production build served on a free port of 127.0.0.1, started and stopped by the script (the site by ${code('scripts/start.mjs')} as in production, the empty page by ${code('next start')}); they run side by side, and throughput is measured one target at a time while the others idle. The site is measured from its existing ${code('.next')} build.`,
    `- **User agents.** The site redirects phone UAs away from non-${code('/mobile')} paths and desktop UAs away from ${code('/mobile')} paths, so desktop routes are fetched with a desktop Chrome UA and ${code('/mobile')} routes with an iPhone UA; every measurement fails on a redirect or a non-2xx answer.`,
    `- **First-load JS** = sum, over the ${code('<script src>')} tags of the HTML (deduplicated; ${code('nomodule')} polyfills excluded, since module-capable browsers skip them), of each file gzipped by the script with zlib level 9 after fetching it with ${code('accept-encoding: identity')}. **HTML** is gzipped the same way. Inline scripts (the RSC payload) count in the HTML, not the JS. kB = 1000 bytes. "Served" is the ${code('x-nextjs-cache')} header (cached = full-route cache of a prerendered page) or "dynamic" when rendered per request. **Document as served** is what a browser receives for the page (${code('accept-encoding: gzip, deflate, br, zstd')}, its own connection, the last of four requests a second apart): status line, headers and body in the server's coding, Chrome's transfer size of a document; RT = the round trips it takes once its first byte is sent, in Lighthouse's model of a connection (a first window of ${(INITIAL_WINDOW_BYTES / 1000).toFixed(1)} kB, doubled each round trip up to what 1.6 Mbit/s carries in one, 30.7 kB). The LCP of a page whose largest paint is a picture waits for the whole document and then for the picture, so a document of 2 RT puts one more round trip (150 ms in the mobile preset) into it than one of 1 RT.`,
    lighthouseNote(options),
    `- **Throughput**: autocannon, ${options.loadSeconds} s per route after a ${options.warmupSeconds} s warm-up, 50 keep-alive connections, headers ${code('accept: text/html')}, ${code('accept-encoding: gzip, deflate, br')} and the route's UA; req/s is the mean of per-second samples, latencies are autocannon's HDR-histogram percentiles. Load generator and server share the same ${os.cpus().length} cores, so the figures compare routes and targets; they are not capacity numbers.`,
    `- **Through nginx**: ${code('deploy/nginx.conf')} filled in as ${code('npm run cluster')} does, in front of the site's one instance (its 1 s page micro-cache answering, the instance rendering about once a second per page); "nginx static file" is a second nginx on the same machine serving the exact bytes nginx sent for that page (Brotli where the client takes it) from a file, with the same access log. Ratio = through nginx / static file. Same autocannon settings as above.`,
    emptyAppNote(emptyApp),
    ...(baselineDir
      ? [
          `- **The site at an earlier commit** (${code('site@…')}): a checkout of this repository in ${code(baselineDir)}, installed, migrated, seeded and built there with its own scripts, served the way that commit served production, and measured on the same routes with the same settings, its audits in turn with the site's and the empty page's: the before/after of one run.`,
        ]
      : []),
    ...(templateDir
      ? [
          `- **Payload's website template** (${code('payload-template')}): ${code('templates/website')} of payloadcms/payload's 3.x branch, built in ${code(templateDir)} with the same Next.js, React and Payload versions, SQLite instead of MongoDB, seeded with its own seed, served by ${code('next start')} (its default compression and ETags). Measured for weight and throughput only.`,
        ]
      : []),
  ].join('\n')
}

/** The whole results.md document. */
export function resultsMarkdown({ targets, env, notes, profiles = [] }) {
  return [
    '# Benchmark results',
    '',
    'Generated by `npm run bench` (`scripts/bench.mjs`). Do not edit by hand: rerun the script.',
    '',
    env,
    '',
    '## First-load JavaScript and HTML',
    '',
    weightTable(targets),
    '',
    ...(profiles.length && targets.some((t) => t.routes.some((r) => r.lighthouse))
      ? profiles.flatMap((profile) => [
          `## Lighthouse (${profile.label})`,
          '',
          lighthouseTable(targets, profile),
          '',
          `### Differences from the empty page and their noise (${profile.label})`,
          '',
          noiseTable(targets, profile),
          '',
        ])
      : ['## Lighthouse', '', '_Skipped (`--no-lighthouse`)._', '']),
    '## Requests per second (cached pages, 50 connections)',
    '',
    loadTable(targets),
    '',
    ...(targets.some((t) => t.routes.some((r) => r.nginx))
      ? ['## Cached pages through nginx (req/s, 50 connections)', '', nginxTable(targets), '']
      : []),
    '## Method',
    '',
    notes,
    '',
  ].join('\n')
}

/** The earlier build of this site measured in the same run (`BENCH_BASELINE_DIR`), if any. */
const baselineOf = (targets) => targets.find((t) => t.label.startsWith('site@'))

/** `148.3 kB (+13.8)`-style cell: the value with its difference from the empty page. */
const withDelta = (text, deltaText) => (deltaText ? `${text} (${deltaText})` : text)

/**
 * README's summary of one run: for every route of the site, the first-load JavaScript and each profile's
 * performance, LCP and TBT with their differences from the empty page, beside the earlier build's figures
 * (`before`) when the run measured one; the empty page's own row last.
 */
export function readmeLighthouseTable(targets, profiles) {
  const site = targets.find((t) => t.label === 'site')
  const floor = targets.find((t) => t.label === FLOOR_LABEL)?.routes[0]
  const before = baselineOf(targets)
  const beforeRoute = (path) => before?.routes.find((r) => r.path === path)
  const lh = (route, profile) => route?.lighthouse?.[profile.id]
  const round = (value) => (Number.isFinite(value) ? String(Math.round(value)) : 'n/a')
  const columns = [
    {
      title: 'first-load JS (Δ)',
      cell: (route) =>
        withDelta(
          kB(route.weight.jsGzip),
          delta(route.weight.jsGzip / 1000, floor?.weight?.jsGzip / 1000, '', 1),
        ),
      floorCell: (route) => kB(route.weight.jsGzip),
      beforeCell: (route) => (route?.weight ? (route.weight.jsGzip / 1000).toFixed(1) : ''),
    },
    // Performance, LCP and TBT of each profile: the value, its difference from the empty page, the earlier build's.
    ...profiles.flatMap((profile) =>
      [
        ['perf', 'performance', ''],
        ['LCP', 'lcpMs', ' ms'],
        ['TBT', 'tbtMs', ' ms'],
      ].map(([name, key, unit]) => {
        const value = (route) => lh(route, profile)?.[key]
        const floorValue = (route) => floorFor(route, profile, floor)?.[key]
        return {
          title: `${name} ${profile.cpuSlowdown}x (Δ)`,
          cell: (route) => `${withDelta(round(value(route)), delta(value(route), floorValue(route)))}${unit}`,
          floorCell: (route) => `${round(value(route))}${unit}`,
          beforeCell: (route) => (lh(route, profile) ? round(value(route)) : ''),
        }
      }),
    ),
  ]
  const headers = ['route', ...columns.flatMap((c) => (before ? [c.title, 'before'] : [c.title]))]
  const rows = site.routes
    .filter((route) => route.weight && profiles.every((p) => lh(route, p)))
    .map((route) => [
      `\`${route.path}\``,
      ...columns.flatMap((c) =>
        before ? [c.cell(route), c.beforeCell(beforeRoute(route.path))] : [c.cell(route)],
      ),
    ])
  if (floor)
    rows.push([
      'empty App Router page',
      ...columns.flatMap((c) => (before ? [c.floorCell(floor), ''] : [c.floorCell(floor)])),
    ])
  return markdownTable(headers, rows, 1)
}

/**
 * README's throughput table: each cached page from the instance alone, through nginx and as nginx's static
 * file, with the earlier build's rate (`before`) when the run measured one; the empty page's rate last.
 */
export function readmeThroughputTable(targets) {
  const site = targets.find((t) => t.label === 'site')
  const floor = targets.find((t) => t.label === FLOOR_LABEL)?.routes[0]
  const before = baselineOf(targets)
  const rate = (value) => (Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : '')
  const headers = [
    'route',
    'bytes sent',
    'instance alone',
    'through nginx',
    'nginx, static file',
    'ratio',
    ...(before ? [before.label] : []),
  ]
  const rows = site.routes
    .filter((route) => route.nginx)
    .map((route) => [
      `\`${route.path}\``,
      kB(route.nginx.bytes),
      rate(route.load.rps),
      rate(route.nginx.load.rps),
      rate(route.nginx.staticLoad.rps),
      num(route.nginx.load.rps / route.nginx.staticLoad.rps, 2),
      ...(before ? [rate(before.routes.find((r) => r.path === route.path)?.load?.rps)] : []),
    ])
  if (floor?.load)
    rows.push(['empty App Router page', '', rate(floor.load.rps), '', '', '', ...(before ? [''] : [])])
  return markdownTable(headers, rows, 1)
}

/**
 * Puts `table` between `<!-- bench:name -->` and `<!-- /bench:name -->` in `markdown`, with the run's date
 * above it; returns the markdown unchanged when the markers are missing.
 */
export function replaceMarked(markdown, name, table, startedAt) {
  const start = `<!-- bench:${name} -->`
  const end = `<!-- /bench:${name} -->`
  const from = markdown.indexOf(start)
  const to = markdown.indexOf(end)
  if (from < 0 || to < from) return markdown
  const stamp = `_Written by \`npm run bench\`, run of ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC._`
  return `${markdown.slice(0, from + start.length)}\n\n${stamp}\n\n${table}\n\n${markdown.slice(to)}`
}

// Two pages audited against each other, many times, in turn: `npm run bench:compare -- <url-a> <url-b>`.
//
// The bench audits each route 3 times (`--runs N` more), which at 6x cannot tell a page from itself (README,
// Performance, "How to read the figures"). This audits two URLs of servers already running (a route of the
// site and the empty page, two builds, a page and a proxy that changes it) with the bench's Lighthouse
// settings, alternating A and B, and prints for each CPU profile the medians of both and A's difference from B
// with its 90 % interval and issue 13's verdict. A and B can be any pages Lighthouse can load; an audit of
// either whose document, scripts or stylesheets answer an error stops it, one whose requests got no answer is
// made once more (lighthouse.mjs, `failedRequests`). As the bench does, it reaches each server through a TLS and
// HTTP/2 front of its own (tls-front.mjs), so a comparison and a bench run measure the same transport;
// `--direct` asks the servers themselves.
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { LIGHTHOUSE_PROFILES, TMP_DIR } from './config.mjs'
import {
  auditInTurn,
  chromeIsInstalled,
  killAllChrome,
  runLighthouse,
  summarizeRuns,
  withChrome,
} from './lighthouse.mjs'
import { median } from './noise.mjs'
import { quietHostLine, waitForQuietHost } from './quiet-host.mjs'
import { markdownTable, noiseCell, TARGET_BOUNDS } from './report.mjs'
import { stopAllFronts, withTlsFronts } from './tls-front.mjs'

const DEVICES = ['desktop', 'mobile']
const USAGE =
  'usage: npm run bench:compare -- <url-a> <url-b> [--runs N] [--cpu 4,6] [--device-a desktop|mobile] ' +
  '[--device-b desktop|mobile] [--json FILE] [--direct]'
// The fronts pass requests on to 127.0.0.1 (tls-front.mjs): a URL naming another address, [::1] too, could be
// a different server on the same port.
const LOOPBACK = new Set(['localhost', '127.0.0.1'])

/** The site's phone pages live under /mobile; every other page is audited with the desktop UA. */
export function deviceOf(url) {
  return /^\/mobile(\/|$)/.test(url.pathname) ? 'mobile' : 'desktop'
}

function valueOf(argv, flag) {
  const at = argv.indexOf(flag)
  if (at < 0) return undefined
  const value = argv[at + 1]
  if (value === undefined || value.startsWith('--')) throw new Error(`${flag} needs a value. ${USAGE}`)
  return value
}

function urlOf(text, which) {
  let url
  try {
    url = new URL(text)
  } catch {
    throw new Error(`${which} is not a URL: ${text}. ${USAGE}`)
  }
  if (!/^https?:$/.test(url.protocol)) throw new Error(`${which} must be http or https: ${text}`)
  return url
}

/**
 * argv → `{ a, b, runs, cpus, json, transport }`; `a` and `b` are `{ url, device }`, `transport` is 'front'
 * (the bench's TLS and HTTP/2 front before each server) or 'direct'. Anything it cannot read is an error that
 * says what was wrong, before a single audit runs.
 */
export function parseCompareArgs(argv) {
  const flags = new Set(['--runs', '--cpu', '--device-a', '--device-b', '--json'])
  const positional = []
  for (let i = 0; i < argv.length; i++) {
    if (flags.has(argv[i])) i++
    else if (argv[i] === '--direct') continue
    else if (argv[i].startsWith('--')) throw new Error(`unknown option ${argv[i]}. ${USAGE}`)
    else positional.push(argv[i])
  }
  if (positional.length !== 2) throw new Error(`two URLs are needed, not ${positional.length}. ${USAGE}`)
  const transport = argv.includes('--direct') ? 'direct' : 'front'
  const side = (text, which, flag) => {
    const url = urlOf(text, which)
    if (transport === 'front' && (url.protocol !== 'http:' || !LOOPBACK.has(url.hostname)))
      throw new Error(
        `${which}: the TLS front passes requests on to a server of this machine over http ` +
          `(http://localhost:PORT/…), not ${text}; --direct audits it as it is`,
      )
    const device = valueOf(argv, flag) ?? deviceOf(url)
    if (!DEVICES.includes(device)) throw new Error(`${flag} is desktop or mobile, not ${device}`)
    return { url: url.href, device }
  }
  const runsText = valueOf(argv, '--runs') ?? '12'
  const runs = Number(runsText)
  if (!Number.isInteger(runs) || runs < 2)
    throw new Error(
      `--runs needs a whole number from 2 (an interval needs two audits a side), not ${runsText}`,
    )
  const known = LIGHTHOUSE_PROFILES.map((profile) => profile.cpuSlowdown)
  const cpus = (valueOf(argv, '--cpu') ?? known.join(',')).split(',').map((text) => {
    const cpu = Number(text)
    if (!text || !Number.isFinite(cpu) || cpu < 1)
      throw new Error(`--cpu takes slowdowns from 1, like 4,6; not ${text || '(empty)'}`)
    return cpu
  })
  return {
    a: side(positional[0], 'url-a', '--device-a'),
    b: side(positional[1], 'url-b', '--device-b'),
    runs,
    cpus,
    json: valueOf(argv, '--json'),
    transport,
  }
}

/** An http URL's port (80 when it names none): with a front, both sides are http (parseCompareArgs). */
function portOf(url) {
  return Number(new URL(url).port || 80)
}

/**
 * Runs `fn(sides, chromeFlags)` with the sides' URLs as the audited browser reaches them: through a TLS and
 * HTTP/2 front before each server (one per port), or the servers themselves with `--direct`.
 */
export async function withAuditedSides(options, fn) {
  const sides = [options.a, options.b]
  if (options.transport === 'direct') return fn(sides, [])
  const ports = sides.map((side) => portOf(side.url))
  return withTlsFronts(
    {
      dir: path.join(TMP_DIR, 'compare-front'),
      upstreamPorts: ports,
      label: (port) => `port-${port}`,
      log: console.log,
    },
    (originOf, chromeFlags) =>
      fn(
        sides.map((side, index) => {
          const url = new URL(side.url)
          return { ...side, url: `${originOf(ports[index])}${url.pathname}${url.search}` }
        }),
        chromeFlags,
      ),
  )
}

const whole = (value) => Math.round(value).toLocaleString('en-US')
const metricCell = (values, unit) =>
  `${whole(median(values))}${unit} (${whole(Math.min(...values))}-${whole(Math.max(...values))})`

/**
 * One profile's result: each metric's median (and range) for A and B, and A − B with its interval and the bound's
 * verdict. `a` and `b` are the `samples` of summarizeRuns.
 */
export function compareTable(a, b) {
  const rows = TARGET_BOUNDS.map((target) => [
    target.title,
    metricCell(a[target.key], target.unit),
    metricCell(b[target.key], target.unit),
    noiseCell(a, b, target),
  ])
  const bounds = TARGET_BOUNDS.map((t) => `${t.title} ${t.higherIsBetter ? '−' : '+'}${t.bound}${t.unit}`)
  return markdownTable(
    ['Metric', 'A median (range)', 'B median (range)', `A − B [90 % interval] vs ${bounds.join(', ')}`],
    rows,
    1,
  )
}

async function main() {
  const options = parseCompareArgs(process.argv.slice(2))
  if (!chromeIsInstalled()) throw new Error('Chromium is missing: apt-get install -y chromium fonts-noto-cjk')
  console.log(`A: ${options.a.url} (${options.a.device})\nB: ${options.b.url} (${options.b.device})`)
  const quiet = await waitForQuietHost()
  console.log(quietHostLine(quiet))
  const results = {}
  await withAuditedSides(options, (slots, chromeFlags) =>
    withChrome(async (port) => {
      // As in the bench: the first audit of a fresh Chromium is thrown away.
      await runLighthouse(port, slots[0].url, slots[0].device, 1)
      for (const cpu of options.cpus) {
        // Each audit fails, naming the requests, if the page's document, scripts or stylesheets did not load.
        const [a, b] = await auditInTurn(port, slots, options.runs, cpu, (index) =>
          process.stdout.write(index ? 'b' : 'a'),
        )
        const [sa, sb] = [summarizeRuns(a), summarizeRuns(b)]
        results[cpu] = {
          a: sa.samples,
          b: sb.samples,
          benchmarkIndex: [sa.benchmarkIndex, sb.benchmarkIndex],
        }
        console.log(
          `\n\n${cpu}x CPU, ${options.runs} audits each (Lighthouse CPU index ${sa.benchmarkIndex}):\n`,
        )
        console.log(compareTable(sa.samples, sb.samples))
        if (options.json) writeFileSync(options.json, `${JSON.stringify({ ...options, results }, null, 2)}\n`)
      }
    }, chromeFlags),
  )
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // A front or Chromium is never left behind, whatever ends the run.
  process.on('exit', stopAllFronts)
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => {
      stopAllFronts()
      killAllChrome()
      process.exit(130)
    })
  main().catch((error) => {
    console.error(error.message)
    process.exit(1)
  })
}

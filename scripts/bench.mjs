// npm run bench [-- --quick] [-- --no-lighthouse] [-- --no-nginx] [-- --direct]: page weight, Lighthouse and throughput of the
// production build, next to an empty App Router page as the framework's floor. Writes bench/results.md.
// BENCH_TEMPLATE_DIR=<dir> adds a built copy of Payload's website template as a peer (weight and throughput);
// BENCH_BASELINE_DIR=<dir> a built checkout of an earlier commit of this site, on the same routes, for
// before/after figures from one run.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

import * as prettier from 'prettier'

import { buildEmptyApp, emptyAppNextBin, writeEmptyApp } from './bench/empty-app.mjs'
import {
  EMPTY_APP_DIR,
  EMPTY_ROUTES,
  parseOptions,
  README_FILE,
  RESULTS_FILE,
  ROOT,
  SITE_ROUTES,
  TEMPLATE_ROUTES,
  TMP_DIR,
  userAgentFor,
} from './bench/config.mjs'
import {
  auditInTurn,
  chromeIsInstalled,
  chromeVersion,
  killAllChrome,
  performanceOf,
  repeatedAudits,
  runLighthouse,
  summarizeRuns,
  withChrome,
} from './bench/lighthouse.mjs'
import { measureLoad } from './bench/load.mjs'
import { measureThroughNginx } from './bench/nginx.mjs'
import { measurePageWeight } from './bench/page-weight.mjs'
import { quietHostLine, waitForQuietHost } from './bench/quiet-host.mjs'
import {
  environment,
  FLOOR_LABEL,
  lighthouseTable,
  loadTable,
  noiseTable,
  methodNotes,
  nginxTable,
  readmeLighthouseTable,
  readmeThroughputTable,
  replaceMarked,
  resultsMarkdown,
  weightTable,
} from './bench/report.mjs'
import { killAllServersNow, startNext, stopAllServers } from './bench/server.mjs'
import { stopAllFronts, withTlsFronts } from './bench/tls-front.mjs'

const require = createRequire(import.meta.url)

function log(message) {
  console.log(`[bench] ${message}`)
}

/** Exits 1 with instructions when the site build or Chromium is missing. */
function checkPrerequisites(options) {
  if (!existsSync(path.join(ROOT, '.next/BUILD_ID'))) {
    console.error('No production build found (.next/BUILD_ID is missing). Build the site first:')
    console.error('  npm run migrate && npm run seed && npm run build')
    process.exit(1)
  }
  if (options.lighthouse && !chromeIsInstalled()) {
    console.error(
      'Chromium is needed for Lighthouse but /usr/bin/chromium (or $CHROME_PATH) is missing. Install it:',
    )
    console.error('  apt-get install -y chromium fonts-noto-cjk')
    process.exit(1)
  }
}

/** Never leave a server or Chromium behind, whatever ends the run. */
function installCleanup() {
  process.on('exit', () => {
    killAllServersNow()
    stopAllFronts()
  })
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      killAllServersNow()
      stopAllFronts()
      killAllChrome()
      process.exit(130)
    })
  }
}

/** `site@<commit>` for a checkout of this repository at an earlier commit. */
function baselineLabel(dir) {
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: dir,
    encoding: 'utf8',
  }).stdout.trim()
  return `site@${commit || path.basename(dir)}`
}

function packageVersion(name) {
  return require(`${name}/package.json`).version
}

/** Page weight of every route, one route at a time. */
async function measureWeights(server, routes) {
  for (const route of routes) {
    route.weight = await measurePageWeight(server.origin, route.path, userAgentFor(route.device))
    log(
      `${server.label} ${route.path}: JS ${route.weight.jsGzip} B gzip, HTML ${route.weight.htmlGzip} B gzip`,
    )
  }
}

/**
 * Lighthouse for every target at once, route by route: for each site route and profile, each run audits the
 * site's route, the earlier build's same route and the empty page in turn (auditInTurn), so the differences
 * compare audits made minutes, not a quarter of an hour, apart (this host's CPU index drifted from 1,500 to
 * 2,800 within one run). Each site route keeps its own empty-page audits (`floorLighthouse`), the Δ columns'
 * reference; the empty page's own row is the median of all of its audits.
 */
async function measureLighthouseInTurn(running, options) {
  const [site, floor, ...others] = running
  log('waiting for the host to be quiet before Lighthouse')
  const quietHost = await waitForQuietHost()
  log(quietHostLine(quietHost))
  const floorRoute = floor.target.routes[0]
  await withAuditOrigins(running, options, (originOf, chromeFlags) =>
    auditAll({ site, floor, others, floorRoute, originOf, chromeFlags, options }),
  )
  return quietHost
}

/**
 * Runs `fn(originOf, chromeFlags)` where `originOf(running target)` is the address the audited browser uses:
 * the server itself (`--direct`), or a TLS and HTTP/2 front of its own (the transport of production), with the
 * flag that makes Chromium trust the fronts' certificate. The fronts are stopped afterwards.
 */
async function withAuditOrigins(running, options, fn) {
  if (options.transport === 'direct') return fn((target) => target.server.origin, [])
  const byPort = new Map(running.map((target) => [target.server.port, target]))
  return withTlsFronts(
    {
      dir: path.join(TMP_DIR, 'tls-front'),
      upstreamPorts: [...byPort.keys()],
      label: (port) => byPort.get(port).label,
      log,
    },
    (originOf, chromeFlags) => fn((target) => originOf(target.server.port), chromeFlags),
  )
}

async function auditAll({ site, floor, others, floorRoute, originOf, chromeFlags, options }) {
  await withChrome(async (chromePort) => {
    // The first audit in a freshly started Chromium often reports the first paint 1-2 s late (every target,
    // the empty page too): one audit is run and thrown away, so every measured audit runs on a browser that
    // has run one.
    const [first] = site.target.routes
    await runLighthouse(chromePort, `${originOf(site)}${first.path}`, first.device, 1)
    log('warm-up audit done (not recorded)')
    const floorRuns = Object.fromEntries(options.lighthouseProfiles.map((profile) => [profile.id, []]))
    for (const route of site.target.routes) {
      const peers = others.map((other) => ({
        other,
        route: other.target.routes.find((r) => r.path === route.path),
      }))
      const slots = [
        { label: site.label, url: `${originOf(site)}${route.path}`, device: route.device },
        ...peers.map(({ other }) => ({
          label: other.label,
          url: `${originOf(other)}${route.path}`,
          device: route.device,
        })),
        { label: floor.label, url: `${originOf(floor)}${floorRoute.path}`, device: floorRoute.device },
      ]
      route.lighthouse = {}
      route.floorLighthouse = {}
      for (const peer of peers) {
        peer.route.lighthouse = {}
        peer.route.floorLighthouse = {}
      }
      for (const profile of options.lighthouseProfiles) {
        const results = await auditInTurn(
          chromePort,
          slots,
          options.lighthouseRuns,
          profile.cpuSlowdown,
          (index, lhr) =>
            log(`${slots[index].label} ${route.path} (${profile.label}): performance ${performanceOf(lhr)}`),
        )
        const floorResults = results.at(-1)
        route.lighthouse[profile.id] = summarizeRuns(results[0])
        route.floorLighthouse[profile.id] = summarizeRuns(floorResults)
        peers.forEach((peer, i) => {
          peer.route.lighthouse[profile.id] = summarizeRuns(results[i + 1])
          peer.route.floorLighthouse[profile.id] = route.floorLighthouse[profile.id]
        })
        floorRuns[profile.id].push(...floorResults)
      }
    }
    floorRoute.lighthouse = Object.fromEntries(
      Object.entries(floorRuns).map(([id, lhrs]) => [id, summarizeRuns(lhrs)]),
    )
  }, chromeFlags)
}

async function measureThroughput(server, routes, options) {
  for (const route of routes.filter((r) => r.load)) {
    route.load = await measureLoad(`${server.origin}${route.path}`, userAgentFor(route.device), {
      seconds: options.loadSeconds,
      warmupSeconds: options.warmupSeconds,
    })
    log(`${server.label} ${route.path}: ${Math.round(route.load.rps)} req/s`)
  }
}

/** Starts one target's server on a free port; the caller stops it. */
async function startTarget({ label, cwd, nextBin, serverScript, routes, nginx = false }) {
  log(`starting ${label} (${serverScript ?? 'next start'} in ${path.relative(ROOT, cwd) || '.'})`)
  const logFile = path.join(TMP_DIR, `${label}-server.log`)
  const server = await startNext({ cwd, nextBin, serverScript, label, logFile })
  log(`${label} answers on port ${server.port}`)
  return { label, server, nginx, target: { label, routes } }
}

/**
 * The site, the empty page and the earlier build run side by side: page weight of each, then Lighthouse in
 * turn across them, then each one's throughput on its own (the others idle). Every server is stopped at the end.
 */
async function measureTogether(specs, options) {
  const running = []
  let quietHost = null
  try {
    for (const spec of specs) running.push(await startTarget(spec))
    for (const { server, target } of running) await measureWeights(server, target.routes)
    if (options.lighthouse) quietHost = await measureLighthouseInTurn(running, options)
    for (const { server, target, nginx } of running) {
      await measureThroughput(server, target.routes, options)
      if (nginx && options.nginx) await measureThroughNginx(server, target.routes, options, log)
    }
  } finally {
    for (const { server } of running) await server.stop()
  }
  return { targets: running.map(({ target }) => target), quietHost }
}

/** Starts one target's server, measures its weight and throughput (no Lighthouse), and always stops it. */
async function measurePeer(spec, options) {
  const { server, target } = await startTarget(spec)
  try {
    await measureWeights(server, target.routes)
    await measureThroughput(server, target.routes, options)
  } finally {
    await server.stop()
  }
  return target
}

/** Writes and builds the empty app before any server runs, so the build competes with nothing. */
async function prepareEmptyApp() {
  log('writing and building the empty App Router app in bench/.tmp/empty-app')
  const app = writeEmptyApp(EMPTY_APP_DIR)
  const started = Date.now()
  await buildEmptyApp(app, path.join(TMP_DIR, 'empty-app-build.log'))
  log(`empty app built in ${((Date.now() - started) / 1000).toFixed(0)} s (node_modules: ${app.linkedBy})`)
  return app
}

function writeReport({ targets, emptyApp, options, startedAt, loadAtStart, quietHost }) {
  const firstLighthouse = Object.values(
    targets.flatMap((t) => t.routes).find((r) => r.lighthouse)?.lighthouse ?? {},
  )[0]
  const env = environment({
    startedAt,
    loadAtStart,
    quietHost,
    nextVersion: packageVersion('next'),
    lighthouseVersion: firstLighthouse?.lighthouseVersion ?? packageVersion('lighthouse'),
    chromeVersion: options.lighthouse ? chromeVersion() : 'not run',
    autocannonVersion: packageVersion('autocannon'),
    options,
    repeatedAudits,
  })
  const markdown = resultsMarkdown({
    targets,
    env,
    notes: methodNotes({
      options,
      emptyApp,
      templateDir: process.env.BENCH_TEMPLATE_DIR,
      baselineDir: process.env.BENCH_BASELINE_DIR,
    }),
    profiles: options.lighthouse ? options.lighthouseProfiles : [],
  })
  writeFileSync(RESULTS_FILE, markdown)
  // Each route's audits as summarized (every run's performance, LCP and TBT among them), to read again later.
  writeFileSync(
    path.join(TMP_DIR, 'lighthouse.json'),
    JSON.stringify(
      targets.map(({ label, routes }) => ({
        label,
        routes: routes.map((route) => ({
          path: route.path,
          device: route.device,
          lighthouse: route.lighthouse,
          floorLighthouse: route.floorLighthouse,
        })),
      })),
      null,
      2,
    ),
  )
}

/**
 * A full run also rewrites README's tables between their `<!-- bench:… -->` markers (the prose around them
 * is written by hand and read against the new figures); `--quick` runs leave README alone.
 */
async function writeReadmeTables({ targets, options, startedAt }) {
  if (options.quick) return
  let readme = readFileSync(README_FILE, 'utf8')
  if (options.lighthouse)
    readme = replaceMarked(
      readme,
      'lighthouse',
      readmeLighthouseTable(targets, options.lighthouseProfiles),
      startedAt,
    )
  if (options.nginx) readme = replaceMarked(readme, 'throughput', readmeThroughputTable(targets), startedAt)
  const config = await prettier.resolveConfig(README_FILE)
  writeFileSync(README_FILE, await prettier.format(readme, { ...config, filepath: README_FILE }))
  log(`wrote the tables in ${path.relative(ROOT, README_FILE)}`)
}

function printTables(targets, options) {
  console.log(`\nFirst-load JavaScript and HTML\n${weightTable(targets)}`)
  if (options.lighthouse)
    for (const profile of options.lighthouseProfiles)
      console.log(
        `\nLighthouse (${profile.label})\n${lighthouseTable(targets, profile)}\n\n` +
          `Differences from the empty page and their noise\n${noiseTable(targets, profile)}`,
      )
  console.log(`\nRequests per second (50 connections)\n${loadTable(targets)}\n`)
  if (options.nginx) console.log(`\nThrough nginx (deploy/nginx.conf)\n${nginxTable(targets)}\n`)
}

async function main() {
  const options = parseOptions(process.argv.slice(2))
  const startedAt = new Date()
  const loadAtStart = os.loadavg()
  checkPrerequisites(options)
  installCleanup()
  mkdirSync(TMP_DIR, { recursive: true })

  const emptyApp = await prepareEmptyApp()
  // Fresh route objects per target: each measurement is stored on its route. The site runs as in production
  // (scripts/start.mjs); the empty app as `next start`.
  const specs = [
    {
      label: 'site',
      cwd: ROOT,
      serverScript: 'scripts/start.mjs',
      routes: SITE_ROUTES.map((r) => ({ ...r })),
      nginx: true,
    },
    {
      label: FLOOR_LABEL,
      cwd: emptyApp.dir,
      nextBin: emptyAppNextBin(emptyApp.dir),
      routes: EMPTY_ROUTES.map((r) => ({ ...r })),
    },
  ]
  // The site as it was at an earlier commit, built in its own checkout: before/after from the same run.
  const baselineDir = process.env.BENCH_BASELINE_DIR && path.resolve(process.env.BENCH_BASELINE_DIR)
  if (baselineDir) {
    const startScript = path.join(baselineDir, 'scripts/start.mjs')
    specs.push({
      label: baselineLabel(baselineDir),
      cwd: baselineDir,
      nextBin: path.join(baselineDir, 'node_modules/next/dist/bin/next'),
      serverScript: existsSync(startScript) ? 'scripts/start.mjs' : undefined,
      routes: SITE_ROUTES.map((r) => ({ ...r })),
    })
  }
  const { targets, quietHost } = await measureTogether(specs, options)
  // A peer from outside the repository, when one is built on this machine (see bench/results.md's method).
  const templateDir = process.env.BENCH_TEMPLATE_DIR
  if (templateDir) {
    targets.push(
      await measurePeer(
        {
          label: 'payload-template',
          cwd: path.resolve(templateDir),
          nextBin: path.join(path.resolve(templateDir), 'node_modules/next/dist/bin/next'),
          routes: TEMPLATE_ROUTES.map((r) => ({ ...r })),
        },
        options,
      ),
    )
  }
  printTables(targets, options)
  writeReport({ targets, emptyApp, options, startedAt, loadAtStart, quietHost })
  log(`wrote ${path.relative(ROOT, RESULTS_FILE)}`)
  await writeReadmeTables({ targets, options, startedAt })
}

main().then(
  () => process.exit(0),
  async (error) => {
    console.error(`[bench] failed: ${error.stack ?? error}`)
    await stopAllServers()
    process.exit(1)
  },
)

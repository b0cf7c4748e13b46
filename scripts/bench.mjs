// npm run bench [-- --quick] [-- --no-lighthouse] [-- --no-nginx]: page weight, Lighthouse and throughput of the
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
  chromeIsInstalled,
  chromeVersion,
  killAllChrome,
  runLighthouse,
  withChrome,
} from './bench/lighthouse.mjs'
import { measureLoad } from './bench/load.mjs'
import { measureThroughNginx } from './bench/nginx.mjs'
import { measurePageWeight } from './bench/page-weight.mjs'
import {
  environment,
  FLOOR_LABEL,
  lighthouseTable,
  loadTable,
  methodNotes,
  nginxTable,
  readmeLighthouseTable,
  readmeThroughputTable,
  replaceMarked,
  resultsMarkdown,
  weightTable,
} from './bench/report.mjs'
import { killAllServersNow, startNext, stopAllServers } from './bench/server.mjs'

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
  process.on('exit', killAllServersNow)
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      killAllServersNow()
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

async function measureLighthouse(server, routes, options) {
  await withChrome(async (chromePort) => {
    // The first audit in a freshly started Chromium often reports the first paint 1-2 s late (every target,
    // the empty page too), which charged that delay to whichever route came first: one audit of the first
    // route is run and thrown away, so every target's measured audits start on a browser that has run one.
    const [first] = routes
    await runLighthouse(chromePort, `${server.origin}${first.path}`, first.device, 1)
    log(`${server.label}: warm-up audit of ${first.path} done (not recorded)`)
    for (const route of routes) {
      const url = `${server.origin}${route.path}`
      route.lighthouse = {}
      for (const profile of options.lighthouseProfiles) {
        const result = await runLighthouse(
          chromePort,
          url,
          route.device,
          options.lighthouseRuns,
          profile.cpuSlowdown,
        )
        route.lighthouse[profile.id] = result
        log(`${server.label} ${route.path} (${profile.label}): Lighthouse performance ${result.performance}`)
      }
    }
  })
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

/** Starts one target's server, runs every measurement against it, and always stops it. */
async function measureTarget({ label, cwd, nextBin, serverScript, routes, nginx = false }, options) {
  log(`starting ${label} (${serverScript ?? 'next start'} in ${path.relative(ROOT, cwd) || '.'})`)
  const logFile = path.join(TMP_DIR, `${label}-server.log`)
  const server = await startNext({ cwd, nextBin, serverScript, label, logFile })
  try {
    log(`${label} answers on port ${server.port}`)
    await measureWeights(server, routes)
    if (options.lighthouse) await measureLighthouse(server, routes, options)
    await measureThroughput(server, routes, options)
    if (nginx && options.nginx) await measureThroughNginx(server, routes, options, log)
  } finally {
    await server.stop()
  }
  return { label, routes }
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

function writeReport({ targets, emptyApp, options, startedAt, loadAtStart }) {
  const firstLighthouse = Object.values(
    targets.flatMap((t) => t.routes).find((r) => r.lighthouse)?.lighthouse ?? {},
  )[0]
  const env = environment({
    startedAt,
    loadAtStart,
    nextVersion: packageVersion('next'),
    lighthouseVersion: firstLighthouse?.lighthouseVersion ?? packageVersion('lighthouse'),
    chromeVersion: options.lighthouse ? chromeVersion() : 'not run',
    autocannonVersion: packageVersion('autocannon'),
    options,
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
      console.log(`\nLighthouse (${profile.label})\n${lighthouseTable(targets, profile)}`)
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
  // Fresh route objects per target: each measurement is stored on its route.
  const site = await measureTarget(
    // The site runs as in production (scripts/start.mjs); the empty app as `next start`.
    {
      label: 'site',
      cwd: ROOT,
      serverScript: 'scripts/start.mjs',
      routes: SITE_ROUTES.map((r) => ({ ...r })),
      nginx: true,
    },
    options,
  )
  const floor = await measureTarget(
    {
      label: FLOOR_LABEL,
      cwd: emptyApp.dir,
      nextBin: emptyAppNextBin(emptyApp.dir),
      routes: EMPTY_ROUTES.map((r) => ({ ...r })),
    },
    options,
  )

  const targets = [site, floor]
  // The site as it was at an earlier commit, built in its own checkout: before/after from the same run.
  const baselineDir = process.env.BENCH_BASELINE_DIR && path.resolve(process.env.BENCH_BASELINE_DIR)
  if (baselineDir) {
    const startScript = path.join(baselineDir, 'scripts/start.mjs')
    targets.push(
      await measureTarget(
        {
          label: baselineLabel(baselineDir),
          cwd: baselineDir,
          nextBin: path.join(baselineDir, 'node_modules/next/dist/bin/next'),
          serverScript: existsSync(startScript) ? 'scripts/start.mjs' : undefined,
          routes: SITE_ROUTES.map((r) => ({ ...r })),
        },
        options,
      ),
    )
  }
  // A peer from outside the repository, when one is built on this machine (see bench/results.md's method).
  const templateDir = process.env.BENCH_TEMPLATE_DIR
  if (templateDir) {
    targets.push(
      await measureTarget(
        {
          label: 'payload-template',
          cwd: path.resolve(templateDir),
          nextBin: path.join(path.resolve(templateDir), 'node_modules/next/dist/bin/next'),
          routes: TEMPLATE_ROUTES.map((r) => ({ ...r })),
        },
        { ...options, lighthouse: false },
      ),
    )
  }
  printTables(targets, options)
  writeReport({ targets, emptyApp, options, startedAt, loadAtStart })
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

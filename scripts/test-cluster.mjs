// npm run test:cluster: the cluster of `npm run cluster` (nginx, two app instances, PostgreSQL; its own build in
// .next-cluster-test) under mixed load for TEST_CLUSTER_SECONDS (60): 2,000 page requests/s over 20 routes for
// desktops and iPhones, 50 member sign-ins/s and 10 leads/s with Idempotency-Keys (some sent twice), from many
// loopback addresses. One instance is killed (SIGKILL) at a third of the run and restarted at two thirds. Fails
// when a lead answered 2xx is not stored exactly once, a key is stored twice, a 5xx or a failed request reaches a
// client, a member's right password is refused, a page published on one instance is not served by the other
// within 10 s, a page saved while an instance renders it stays old there for longer than that, or (in runs of
// 60 s or more) the pages' p99 is 500 ms or more or a class of requests falls short of its rate; prints what it
// measured.
import { pbkdf2Sync } from 'node:crypto'
import { once } from 'node:events'
import { readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { Worker } from 'node:worker_threads'

import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2'
import pg from 'pg'

import { freePort, log, root, sleep, startCluster } from './lib/cluster.mjs'
import { loadLeads, loadLogins, checkLeads, MEMBER_PASSWORD } from './lib/load/api-load.mjs'
import { checkCaching, checkLoginLimit, createMembers, pageTargets, warmUp } from './lib/load/checks.mjs'
import {
  checkInternalRoute,
  checkPublishReachesInstances,
  checkRenderAcrossSave,
} from './lib/load/publish-check.mjs'
import { addressPools, loopbackAddresses } from './lib/load/clients.mjs'
import { profileCpu } from './lib/load/cpu-profile.mjs'
import { Recorder } from './lib/load/open-loop.mjs'
import { printReport } from './lib/load/report.mjs'

const SECONDS = Number(process.env.TEST_CLUSTER_SECONDS || 60)
const TARGET = { pages: 2000, logins: 50, leads: 10 }
const KILL_AT = Math.round(SECONDS / 3)
const RESTART_AT = Math.round((2 * SECONDS) / 3)
// The latency bound and the rates are asserted by the full run (npm run test:cluster, 60 s). The 20 s run inside
// test:all shares its cores with whatever else the machine does, and its restart (a cold instance compiling its
// routes on a core the others need) falls in a third of it: there it measured p99 49 ms in one run and 959 ms in
// the next, on the same commit. It still fails on everything else (a lead lost or doubled, a 5xx, a refused right
// password) and prints the p99 and rates (TEST_CLUSTER_P99=assert asserts them there too).
const FULL_RUN = SECONDS >= 60 || process.env.TEST_CLUSTER_P99 === 'assert'
const PAGE_P99_LIMIT_MS = FULL_RUN ? 500 : undefined
const PAGE_WARMUP_MS = 3000
const MEMBERS = 40
const VICTIMS = 10
const ADDRESSES = 1000

/**
 * What one sign-in costs in password hashing, in ms of one core: a member's own key (argon2id with the parameters
 * of src/server/password-hash.ts) and, for comparison, Payload's pbkdf2 (600,000 rounds of SHA-256, 32 bytes).
 */
async function measureHashing() {
  const source = readFileSync(path.join(root, 'src/server/password-hash.ts'), 'utf8')
  const param = (name) => Number(new RegExp(`${name}: ([\\d_]+)`).exec(source)[1].replaceAll('_', ''))
  const options = {
    algorithm: 2,
    memoryCost: param('memoryCost'),
    timeCost: param('timeCost'),
    parallelism: 1,
  }
  const key = await argon2Hash(MEMBER_PASSWORD, options)
  const rounds = 5
  let started = performance.now()
  for (let i = 0; i < rounds; i++) await argon2Verify(key, MEMBER_PASSWORD)
  const keyMs = (performance.now() - started) / rounds
  started = performance.now()
  for (let i = 0; i < rounds; i++) pbkdf2Sync(MEMBER_PASSWORD, 'a'.repeat(64), 600_000, 32, 'sha256')
  return { keyMs, pbkdf2Ms: (performance.now() - started) / rounds }
}

// The load generator stands in for clients on other machines: ahead of the servers for the CPU, so what it
// measures is the servers' latency, not its own wait for a core (needs root; without it the run says so).
let priority = 'the same priority as the servers'
try {
  os.setPriority(-5)
  priority = 'nice -5, ahead of the app instances (nginx too: worker_priority -5)'
} catch {
  // Not permitted: measured at equal priority.
}

const hashMs = await measureHashing()
log(
  `one sign-in's member key check: ${hashMs.keyMs.toFixed(0)} ms of one core ` +
    `(Payload's pbkdf2: ${hashMs.pbkdf2Ms.toFixed(0)} ms)`,
)

// CLUSTER_BUILD=reuse serves .next-cluster-test as it is, when there is one (a shortcut while working on the test).
const cluster = await startCluster({
  port: await freePort(),
  distDir: '.next-cluster-test',
  build: process.env.CLUSTER_BUILD !== 'reuse',
})
let finished = false
const shutdown = async () => {
  if (finished) return
  finished = true
  await cluster.stop()
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => shutdown().finally(() => process.exit(130)))

const problems = []
try {
  const { origin } = cluster
  log(`nginx ${origin}; ${cluster.instances.map((i) => `${i.name} ${i.origin}`).join(', ')}`)

  const members = Array.from({ length: MEMBERS }, (_, i) => `load_member_${String(i + 1).padStart(2, '0')}`)
  const victims = Array.from({ length: VICTIMS }, (_, i) => `load_victim_${String(i + 1).padStart(2, '0')}`)
  const createStarted = Date.now()
  await createMembers(origin, [...members, ...victims], MEMBER_PASSWORD)
  log(`created ${members.length + victims.length} member accounts in ${Date.now() - createStarted} ms`)

  const targets = pageTargets(20)
  const [editor, reader] = cluster.instances
  const checks = [
    ...(await checkCaching(origin)),
    await checkLoginLimit(origin, '127.0.9.1'),
    await checkLoginLimit(origin, '127.0.9.2', { keyed: true }),
    ...(await checkPublishReachesInstances(editor.origin, [
      { name: `${reader.name} directly`, origin: reader.origin },
      { name: 'nginx', origin },
    ])),
    ...(await checkRenderAcrossSave(
      editor.origin,
      cluster.instances,
      cluster.env.DATABASE_URL,
      cluster.env.PAYLOAD_SECRET,
    )),
    await checkInternalRoute(origin, reader.origin, cluster.env.PAYLOAD_SECRET),
  ]
  for (const line of checks) console.log(`  ${line}`)
  problems.push(...checks.filter((line) => line.startsWith('✖')))

  const warmStarted = Date.now()
  await warmUp([origin, ...cluster.instances.map((instance) => instance.origin)], targets)
  log(`warmed ${targets.length} pages on nginx and both instances in ${Date.now() - warmStarted} ms`)

  const durationMs = SECONDS * 1000
  const pagesWorker = new Worker(new URL('./lib/load/pages-worker.mjs', import.meta.url), {
    // Many connections, as many visitors have: nginx finishes a page's background update on the connection of
    // the request that started it, which holds that connection's next request until the render is done.
    workerData: {
      origin,
      targets,
      rate: TARGET.pages,
      durationMs,
      warmupMs: PAGE_WARMUP_MS,
      maxInFlight: 1000,
      connections: 256,
    },
  })
  // `once` rejects when the worker fails.
  const nextMessage = () => once(pagesWorker, 'message').then(([message]) => message)
  await nextMessage()
  // The pages' unrecorded warm-up at full rate comes first; everything else starts with the measured run.
  const startEpoch = Date.now() + 500 + PAGE_WARMUP_MS
  const startAt = performance.now() + 500 + PAGE_WARMUP_MS
  pagesWorker.postMessage({ startEpoch })
  const groupOf = new Map()
  const nameGroups = () => {
    groupOf.set(cluster.nginx.child.pid, 'nginx')
    for (const instance of cluster.instances) groupOf.set(instance.child.pid, instance.name)
  }
  nameGroups()
  const profile = profileCpu((pid, stat) => {
    if (pid === process.pid) return 'load generator'
    if (stat.comm === 'postgres') return 'postgres'
    return groupOf.get(stat.pgrp) ?? null
  })

  log(
    `load for ${SECONDS} s: ${TARGET.pages} pages/s, ${TARGET.logins} sign-ins/s, ${TARGET.leads} leads/s; ` +
      `${cluster.instances[0].name} killed at ${KILL_AT} s, restarted at ${RESTART_AT} s`,
  )
  const pagesDone = nextMessage()
  const addresses = loopbackAddresses(ADDRESSES)
  const loginPools = addressPools(origin, addresses)
  const leadPools = addressPools(origin, [...addresses].reverse())

  const victim = cluster.instances[0]
  const events = {}
  const chaos = (async () => {
    await sleep(startAt + KILL_AT * 1000 - performance.now())
    events.killedAt = performance.now()
    await victim.kill('SIGKILL')
    log(`${victim.name} killed (SIGKILL) at ${((events.killedAt - startAt) / 1000).toFixed(1)} s`)
    await sleep(startAt + RESTART_AT * 1000 - performance.now())
    events.restartedAt = performance.now()
    await victim.start()
    nameGroups()
    events.readyAt = performance.now()
    log(
      `${victim.name} restarted at ${((events.restartedAt - startAt) / 1000).toFixed(1)} s, answering after ` +
        `${((events.readyAt - events.restartedAt) / 1000).toFixed(1)} s`,
    )
  })()

  const [pages, logins, leads] = await Promise.all([
    pagesDone,
    loadLogins({
      pools: loginPools,
      members,
      victims,
      rate: TARGET.logins,
      durationMs,
      // Teachers do not wait for each other: while a restarting instance boots on the shared cores, answers slow
      // down and sign-ins pile up, as they would for real (32 capped the generator at that moment, not the site).
      maxInFlight: 200,
      startAt,
    }),
    loadLeads({
      pools: leadPools,
      rate: TARGET.leads,
      durationMs,
      maxInFlight: 200,
      startAt,
      keyPrefix: 'load',
    }),
    chaos,
  ])
  const cpu = profile.stop()
  await Promise.all([loginPools.close(), leadPools.close(), pagesWorker.terminate()])

  const db = new pg.Client({ connectionString: cluster.env.DATABASE_URL })
  await db.connect()
  const { rows } = await db.query(
    `select idempotency_key, id from leads where idempotency_key like 'load-%' order by id`,
  )
  await db.end()
  const leadCheck = checkLeads(leads.keys, rows)

  // nginx writes its access log once a second.
  await sleep(1500)
  const access = readFileSync(cluster.nginx.accessLog, 'utf8')
  const apiClients = new Set(
    [...access.matchAll(/^(\S+) .*"POST \/api\/(?:edu\/user\/login|port\/leads) /gm)].map((m) => m[1]),
  )
  const errorLog = readFileSync(cluster.nginx.errorLog, 'utf8')
  const upstreamErrors = {}
  for (const m of errorLog.matchAll(/\[error\] .*?\*\d+ ([^,(]+?)(?: \(\d+: [^)]*\))? while/g))
    upstreamErrors[m[1]] = (upstreamErrors[m[1]] ?? 0) + 1

  const killedAtSecond = (events.killedAt - startAt) / 1000
  const result = {
    seconds: SECONDS,
    target: TARGET,
    hashMs,
    killedAtSecond,
    restartedAtSecond: (events.restartedAt - startAt) / 1000,
    bootSeconds: (events.readyAt - events.restartedAt) / 1000,
    pages: { ...pages, recorder: Recorder.from(pages.recorder) },
    logins,
    leads,
    leadCheck,
    cpu,
    apiClients: apiClients.size,
    upstreamErrors,
    buildMs: cluster.buildMs,
    warmupSeconds: PAGE_WARMUP_MS / 1000,
    priority,
  }
  problems.push(...printReport(result, { pageP99LimitMs: PAGE_P99_LIMIT_MS, assertRates: FULL_RUN }))
} catch (error) {
  problems.push(`✖ ${error.stack ?? error}`)
} finally {
  log(`logs of the run: ${cluster.saveLogs(path.join(root, 'test-results/cluster'))}`)
  await shutdown()
}

if (problems.length) {
  console.error(`\ntest:cluster FAILED:\n${problems.map((p) => `  ${p}`).join('\n')}`)
  process.exit(1)
}
console.log('\ntest:cluster passed')
process.exit(0)

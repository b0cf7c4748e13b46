// npm run cluster: the production setup of several machines, on this one: a throw-away PostgreSQL with the demo
// content, one build (.next-cluster), two app instances on loopback ports and nginx (deploy/nginx.conf) on
// CLUSTER_PORT (8080). Ctrl-C stops everything and removes the temp files.
import { log, startCluster } from './lib/cluster.mjs'

const port = Number(process.env.CLUSTER_PORT || 8080)
const instances = Number(process.env.CLUSTER_INSTANCES || 2)

// CLUSTER_BUILD=reuse skips the build when .next-cluster has one (its pages were prerendered from an earlier,
// identically seeded database).
const cluster = await startCluster({ port, instances, build: process.env.CLUSTER_BUILD !== 'reuse' })
let stopping = false
const stop = async (code) => {
  if (stopping) return
  stopping = true
  log('stopping nginx, the app instances and PostgreSQL')
  await cluster.stop()
  process.exit(code)
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0))
for (const instance of cluster.instances) {
  instance.child.once('exit', (code, signal) => {
    if (!stopping) log(`${instance.name} ended (${signal ?? `exit ${code}`}); see ${instance.logFile}`)
  })
}

log(`nginx:      ${cluster.origin}  (public origin, SITE_URL)`)
for (const instance of cluster.instances)
  log(`${instance.name}:       ${instance.origin}  (log ${instance.logFile})`)
log(`PostgreSQL: ${cluster.pg.url('site')}`)
log(`nginx logs: ${cluster.nginx.accessLog}, ${cluster.nginx.errorLog}`)
log('Ctrl-C stops everything')

import { spawn } from 'node:child_process'
import autocannon from 'autocannon'
const targets = [['before', '/work/wt-before', 3601], ['after', '/work/main', 3602]]
const servers = []
for (const [name, cwd, port] of targets) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd, env: { ...process.env, PORT: String(port), NEXT_DIST_DIR: '.next' }, stdio: 'ignore' })
  servers.push(child)
  for (;;) { try { if ((await fetch(`http://localhost:${port}/about-me`)).ok) break } catch {} await new Promise(r => setTimeout(r, 300)) }
}
const ua = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36'
const results = {}
for (let round = 1; round <= 3; round++) {
  for (const path of ['/', '/news']) {
    for (const [name, , port] of round % 2 ? targets : [...targets].reverse()) {
      await autocannon({ url: `http://localhost:${port}${path}`, connections: 50, duration: 2, headers: { 'user-agent': ua } })
      const r = await autocannon({ url: `http://localhost:${port}${path}`, connections: 50, duration: 8, headers: { 'user-agent': ua } })
      ;(results[`${name} ${path}`] ??= []).push(Math.round(r.requests.average))
      console.log(round, name, path, Math.round(r.requests.average), 'req/s', r.non2xx, 'non2xx')
    }
  }
}
console.log(JSON.stringify(results))
for (const s of servers) s.kill('SIGKILL')

// Which process used the CPU during the cluster load test: /proc/<pid>/stat sampled every second, each process's
// user + system time since the start (or since it appeared) summed per group. A process that ends between two
// samples loses at most its last second.
import { readdirSync, readFileSync } from 'node:fs'
import os from 'node:os'

const CLOCK_TICKS = 100

function readStats() {
  const stats = new Map()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const text = readFileSync(`/proc/${entry}/stat`, 'latin1')
      // The command name is in parentheses and may hold spaces; the fields after it are fixed.
      const close = text.lastIndexOf(')')
      const comm = text.slice(text.indexOf('(') + 1, close)
      const fields = text.slice(close + 2).split(' ')
      stats.set(Number(entry), {
        comm,
        pgrp: Number(fields[2]),
        ticks: Number(fields[11]) + Number(fields[12]),
      })
    } catch {
      // Gone while being read.
    }
  }
  return stats
}

/**
 * Starts sampling; `classify(pid, {comm, pgrp})` names a process's group (or returns null for "other").
 * `stop()` returns the CPU seconds per group, the wall seconds and the machine's cores.
 */
export function profileCpu(classify) {
  const baseline = readStats()
  const started = Date.now()
  const used = new Map()
  const sample = () => {
    for (const [pid, stat] of readStats()) {
      const base = baseline.get(pid)
      const since = base && base.comm === stat.comm ? base.ticks : 0
      used.set(pid, { ...stat, group: classify(pid, stat) ?? 'other', ticks: stat.ticks - since })
    }
  }
  const timer = setInterval(sample, 1000)
  return {
    stop() {
      clearInterval(timer)
      sample()
      const groups = {}
      for (const { group, ticks } of used.values()) groups[group] = (groups[group] ?? 0) + ticks / CLOCK_TICKS
      return { groups, wallSeconds: (Date.now() - started) / 1000, cores: os.cpus().length }
    },
  }
}

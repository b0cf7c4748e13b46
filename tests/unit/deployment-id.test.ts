/**
 * The server's deployment is the one its build was made with. A commit made after `next build` (a developer's, or
 * a deploy script that pulls before restarting) must not change the `?dpl=` Next puts on the page's chunks: the
 * chunks of one page would carry two deployments and old tabs would reload for nothing.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants'
import { afterEach, describe, expect, it } from 'vitest'

import { builtDeploymentId, deploymentId } from '../../scripts/lib/deployment-id.mjs'

const saved = { dist: process.env.NEXT_DIST_DIR, id: process.env.DEPLOYMENT_ID }
afterEach(() => {
  for (const [key, value] of [
    ['NEXT_DIST_DIR', saved.dist],
    ['DEPLOYMENT_ID', saved.id],
  ] as const)
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
})

function buildFolder(config: object) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dist-'))
  writeFileSync(path.join(dir, 'required-server-files.json'), JSON.stringify({ version: 1, config }))
  return dir
}

async function loadConfig(phase: string, distDir: string) {
  process.env.NEXT_DIST_DIR = distDir
  const { vi } = await import('vitest')
  vi.resetModules()
  const { default: config } = await import('../../next.config')
  return config(phase)
}

describe('deployment id', () => {
  it('the server takes the id its build recorded, not the commit checked out now', async () => {
    delete process.env.DEPLOYMENT_ID
    const head = deploymentId()
    expect(head).toMatch(/^[0-9a-f]{12}$/)
    const dir = buildFolder({ deploymentId: 'built-before-1' })
    try {
      expect(builtDeploymentId(dir)).toBe('built-before-1')
      expect((await loadConfig(PHASE_PRODUCTION_SERVER, dir)).deploymentId).toBe('built-before-1')
      // A build computes its own (the commit), whatever an earlier build left in the folder.
      expect((await loadConfig(PHASE_PRODUCTION_BUILD, dir)).deploymentId).toBe(head)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('a server without a recorded id (no build yet) falls back to the environment, then the commit', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'dist-'))
    try {
      expect(builtDeploymentId(dir)).toBeUndefined()
      process.env.DEPLOYMENT_ID = 'from-env'
      expect((await loadConfig(PHASE_PRODUCTION_SERVER, dir)).deploymentId).toBe('from-env')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

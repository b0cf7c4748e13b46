// Identifies one deployment: the environment's DEPLOYMENT_ID, else the git commit at build time. Next stamps it on
// every chunk URL (`?dpl=`), and the service worker's precache revision is made of it, so a new deployment gives
// browsers a new worker.
import { execSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'

/** @returns {string | undefined} */
export function deploymentId() {
  if (process.env.DEPLOYMENT_ID) return process.env.DEPLOYMENT_ID
  try {
    return (
      execSync('git rev-parse --short=12 HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim() || undefined
    )
  } catch {
    return undefined
  }
}

/**
 * The deployment a build was made with, read from the build folder (Next writes its resolved config into
 * required-server-files.json). The server takes it rather than the commit checked out when it starts: a commit
 * made after the build would otherwise give the page's chunks two different `?dpl=` values.
 * @param {string} distDir
 * @returns {string | undefined}
 */
export function builtDeploymentId(distDir) {
  try {
    const files = JSON.parse(readFileSync(path.resolve(distDir, 'required-server-files.json'), 'utf8'))
    return typeof files?.config?.deploymentId === 'string' && files.config.deploymentId
      ? files.config.deploymentId
      : undefined
  } catch {
    return undefined
  }
}

// Identifies one deployment: the environment's DEPLOYMENT_ID, else the git commit (stable between build and
// start). Next stamps it on every chunk URL (`?dpl=`), and the service worker's precache revision is made of it,
// so a new deployment gives browsers a new worker.
import { execSync } from 'node:child_process'

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

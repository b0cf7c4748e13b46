import 'server-only'

/**
 * Work to finish before the server process exits (what a module keeps in memory for a moment). The
 * production server (scripts/start.mjs) runs these after SIGTERM/SIGINT, once requests in flight are done.
 * Shared through a global because start.mjs is not part of the app's bundle.
 */
const HOOKS = Symbol.for('site.shutdownHooks')

type Hook = () => Promise<void>

export function onShutdown(hook: Hook): void {
  const holder = globalThis as unknown as { [HOOKS]?: Set<Hook> }
  ;(holder[HOOKS] ??= new Set()).add(hook)
}

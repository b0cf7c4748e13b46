/**
 * Boots Payload when the server starts, which applies pending migrations (prodMigrations) before traffic, and
 * starts listening for publishes of every app instance (src/server/revalidation/start.ts; PostgreSQL only).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  const payload = await getPayload({ config })
  const { startRevalidationListener } = await import('./server/revalidation/start')
  startRevalidationListener(payload)
}

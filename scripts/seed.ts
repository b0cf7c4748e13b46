// Seeds the demo content into the configured database (bundled and run by scripts/seed.mjs, which loads .env).
import config from '@payload-config'
import { getPayload } from 'payload'

import { demoAdmin, demoMember } from '@/server/seed/demo-accounts'
import { seedDemo } from '@/server/seed'

import { closeDatabase } from './lib/close-database'
import { runScript } from './lib/keep-alive'

await runScript('seed', async () => {
  const payload = await getPayload({ config })
  const report = await seedDemo(payload).finally(() => closeDatabase(payload))
  console.log(
    `seed: created ${report.created.length} (${report.created.join(', ') || 'nothing'}), kept ${report.skipped.length}`,
  )
  console.log(`demo admin:  ${demoAdmin.email} / ${demoAdmin.password}   (sign in at /admin)`)
  console.log(`demo member: ${demoMember.username} / ${demoMember.password}`)
})

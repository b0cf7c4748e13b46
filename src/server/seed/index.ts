import type { Payload } from 'payload'

import { siteDefaults } from '@/globals/SiteSettings/defaults'

import { demoAdmin, demoMember } from './demo-accounts'
import { seedBanners } from './banners'
import { createArtworks } from './media/render'
import { seedNews } from './news'
import { seedPages } from './pages'

export interface SeedReport {
  created: string[]
  skipped: string[]
}

/** Idempotent demo content: running it twice creates nothing the second time. */
export async function seedDemo(payload: Payload): Promise<SeedReport> {
  const report: SeedReport = { created: [], skipped: [] }
  const context = { disableRevalidate: true }

  const admins = await payload.find({
    collection: 'admins',
    where: { email: { equals: demoAdmin.email } },
    limit: 1,
    depth: 0,
  })
  if (admins.docs.length) report.skipped.push(`admin ${demoAdmin.email}`)
  else {
    await payload.create({ collection: 'admins', data: { ...demoAdmin, roles: ['admin'] }, context })
    report.created.push(`admin ${demoAdmin.email}`)
  }

  const members = await payload.find({
    collection: 'members',
    where: { username: { equals: demoMember.username } },
    limit: 1,
    depth: 0,
  })
  if (members.docs.length) report.skipped.push(`member ${demoMember.username}`)
  else {
    await payload.create({ collection: 'members', data: { ...demoMember }, context })
    report.created.push(`member ${demoMember.username}`)
  }

  // Settings are only filled on first run, so staff edits survive a second quickstart.
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  if (settings.updatedAt) report.skipped.push('site-settings')
  else {
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { ...siteDefaults, links: { ...siteDefaults.links } },
      context,
    })
    report.created.push('site-settings')
  }

  const artworks = createArtworks()
  try {
    await seedNews(payload, report, artworks)
    await seedBanners(payload, report, artworks)
    await seedPages(payload, report, artworks)
  } finally {
    await artworks.close()
  }
  return report
}

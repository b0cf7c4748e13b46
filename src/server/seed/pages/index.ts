import type { Payload } from 'payload'

import { withDefaults } from '@/globals/SiteSettings/with-defaults'

import type { Artworks } from '../media/render'
import { createMediaLibrary, withMediaIds } from '../media/upload'
import { corporatePages } from './corporate'
import { type SeedDates, seedDates } from './dates'
import { schoolPages } from './school'
import { trainingPages } from './training'
import type { SeedPage } from './types'

/** Names each block by its heading: the admin lists a page's blocks by name. */
function withBlockNames(page: SeedPage): SeedPage {
  return {
    ...page,
    layout: page.layout?.map((block) =>
      'heading' in block && block.heading ? { ...block, blockName: block.heading } : block,
    ),
  }
}

/** Every seeded page document, its dates relative to `d` (the seed's day). */
export function demoPages(d: SeedDates): SeedPage[] {
  return [...schoolPages(d), ...trainingPages(d), ...corporatePages(d)]
}

/**
 * Creates each demo page that does not exist yet (published), uploading the media it uses. A page staff
 * already have (same path) is left alone, so a second quickstart keeps their edits.
 */
export async function seedPages(
  payload: Payload,
  report: { created: string[]; skipped: string[] },
  artworks: Artworks,
  now = new Date(),
) {
  const library = createMediaLibrary(payload, artworks)
  const { brandName } = withDefaults((await payload.findGlobal({ slug: 'site-settings', depth: 0 })) as never)
  let created = 0
  let kept = 0
  for (const page of demoPages(seedDates(now, brandName))) {
    const existing = await payload.find({
      collection: 'pages',
      where: { path: { equals: page.path } },
      limit: 1,
      depth: 0,
      pagination: false,
      // The collection itself, not its versions: a run killed between the two writes leaves a page without one.
    })
    if (existing.docs.length) {
      kept++
      continue
    }
    const data = (await withMediaIds(withBlockNames(page), library)) as Record<string, unknown>
    await payload.create({
      collection: 'pages',
      data: { ...data, _status: 'published' } as never,
      draft: false,
      context: { disableRevalidate: true },
    })
    created++
  }
  if (created) report.created.push(`${created} pages`)
  if (kept) report.skipped.push(`${kept} pages`)
}

import type { Field, Payload, Where } from 'payload'

import { publicBannerWhere } from '@/collections/Banners/access'
import { publicNewsWhere } from '@/collections/News/access'
import { publicPageWhere } from '@/collections/Pages/access'

/**
 * Which uploads the public may read: those some published, current document uses (news, banners, pages, the
 * site settings) and members' portraits (shown in the site header to the member). Everything else (a draft's
 * or a scheduled article's cover, a disabled banner's image, an unused upload) is for staff only, listing and
 * files included (Payload's file route applies the same read access).
 */
type Id = number | string

/** Adds the media ids an upload or relationship value holds (id, populated doc, polymorphic, hasMany). */
function addReference(value: unknown, relationTo: unknown, out: Set<Id>) {
  const targets = Array.isArray(relationTo) ? relationTo : [relationTo]
  if (!targets.includes('media') || value == null) return
  if (Array.isArray(value)) return value.forEach((item) => addReference(item, relationTo, out))
  if (typeof value === 'number' || typeof value === 'string') return void out.add(value)
  if (typeof value === 'object') {
    const ref = value as { relationTo?: string; value?: unknown; id?: Id }
    if (ref.relationTo !== undefined) {
      if (ref.relationTo === 'media') addReference(ref.value, 'media', out)
    } else if (ref.id !== undefined) out.add(ref.id)
  }
}

/** Upload nodes of a Lexical rich-text value. */
function addRichTextUploads(node: unknown, out: Set<Id>) {
  if (!node || typeof node !== 'object') return
  const { type, relationTo, value, root, children } = node as Record<string, unknown>
  if (type === 'upload' || type === 'relationship') addReference(value, relationTo, out)
  if (root) addRichTextUploads(root, out)
  if (Array.isArray(children)) children.forEach((child) => addRichTextUploads(child, out))
}

/** Walks a document along its field config and collects every media id it refers to. */
export function mediaIdsOf(fields: Field[], data: unknown, out: Set<Id> = new Set()): Set<Id> {
  if (!data || typeof data !== 'object') return out
  const record = data as Record<string, unknown>
  for (const field of fields) {
    const value = 'name' in field && field.name ? record[field.name] : record
    switch (field.type) {
      case 'upload':
      case 'relationship':
        addReference(value, field.relationTo, out)
        break
      case 'richText':
        addRichTextUploads(value, out)
        break
      case 'group':
      case 'row':
      case 'collapsible':
        mediaIdsOf(field.fields, value, out)
        break
      case 'array':
        if (Array.isArray(value)) value.forEach((item) => mediaIdsOf(field.fields, item, out))
        break
      case 'blocks':
        if (Array.isArray(value))
          for (const item of value as { blockType?: string }[]) {
            const block = field.blocks.find((candidate) => candidate.slug === item?.blockType)
            if (block) mediaIdsOf(block.fields, item, out)
          }
        break
      case 'tabs':
        for (const tab of field.tabs)
          mediaIdsOf(tab.fields, 'name' in tab && tab.name ? record[tab.name] : record, out)
        break
    }
  }
  return out
}

/** How long one computed set is trusted in this process (other instances see a change within this time). */
export const PUBLIC_MEDIA_TTL_MS = 10_000

// One set per server process, kept on globalThis: route bundles may each load their own copy of this module, and
// the revalidation listener (src/server/revalidation) forgets it from outside them.
const stateKey = Symbol.for('site.publicMedia')
const state = ((globalThis as { [stateKey]?: PublicMediaState })[stateKey] ??= {})

interface PublicMediaState {
  cached?: { ids: Id[]; validUntil: number }
  pending?: Promise<Id[]>
}

/** Forgets the computed set: a document that can use media changed, here or (broadcast) on another instance. */
export function invalidatePublicMedia() {
  state.cached = undefined
  state.pending = undefined
}

async function compute(payload: Payload, now: Date): Promise<{ ids: Id[]; validUntil: number }> {
  const ids = new Set<Id>()
  const common = { depth: 0, overrideAccess: true, pagination: false, draft: false } as const
  const [news, banners, pages, members, settings] = await Promise.all([
    payload.find({ collection: 'news', where: publicNewsWhere(now), ...common }),
    payload.find({ collection: 'banners', where: publicBannerWhere(now), ...common }),
    payload.find({ collection: 'pages', where: publicPageWhere, ...common }),
    payload.find({ collection: 'members', where: { portrait: { exists: true } }, ...common }),
    payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true }),
  ])
  const fieldsOf = (slug: string) => payload.collections[slug as 'news'].config.fields
  for (const [slug, found] of [
    ['news', news],
    ['banners', banners],
    ['pages', pages],
    ['members', members],
  ] as const)
    for (const doc of found.docs) mediaIdsOf(fieldsOf(slug), doc, ids)
  mediaIdsOf(payload.globals.config.find((g) => g.slug === 'site-settings')?.fields ?? [], settings, ids)

  // The set changes by itself when a scheduled article or a banner's window starts or ends.
  const upcoming = await Promise.all([
    payload.find({
      collection: 'news',
      where: {
        and: [{ status: { equals: 'published' } }, { publishedAt: { greater_than: now.toISOString() } }],
      },
      sort: 'publishedAt',
      limit: 1,
      depth: 0,
      overrideAccess: true,
    }),
    payload.find({
      collection: 'banners',
      where: { activeFrom: { greater_than: now.toISOString() } },
      sort: 'activeFrom',
      limit: 1,
      depth: 0,
      overrideAccess: true,
    }),
    payload.find({
      collection: 'banners',
      where: { activeTo: { greater_than: now.toISOString() } },
      sort: 'activeTo',
      limit: 1,
      depth: 0,
      overrideAccess: true,
    }),
  ])
  const next = [
    upcoming[0].docs[0]?.publishedAt,
    upcoming[1].docs[0]?.activeFrom,
    upcoming[2].docs[0]?.activeTo,
  ]
    .filter(Boolean)
    .map((at) => new Date(at as string).getTime())
  const validUntil = Math.min(now.getTime() + PUBLIC_MEDIA_TTL_MS, ...next)
  return { ids: [...ids], validUntil }
}

/** The media ids the public may read now (computed at most once per TTL, sooner after a change here). */
export async function publicMediaIds(payload: Payload): Promise<Id[]> {
  if (state.cached && Date.now() < state.cached.validUntil) return state.cached.ids
  if (!state.pending) {
    const run = compute(payload, new Date()).then(
      (result) => {
        if (state.pending === run) {
          state.cached = result
          state.pending = undefined
        }
        return result.ids
      },
      (error) => {
        if (state.pending === run) state.pending = undefined
        throw error
      },
    )
    state.pending = run
  }
  return state.pending
}

/** Collection and global hook: a document that can use media changed, so the public set is recomputed. */
export const forgetPublicMedia = <T extends { doc?: unknown }>({ doc }: T) => {
  invalidatePublicMedia()
  return doc
}

/** Read access of the public to media: only what is in use by something public. */
export async function publicMediaWhere(payload: Payload): Promise<Where | false> {
  const ids = await publicMediaIds(payload)
  return ids.length ? { id: { in: ids } } : false
}

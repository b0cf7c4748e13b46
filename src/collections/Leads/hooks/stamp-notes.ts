import type { CollectionBeforeChangeHook } from 'payload'

import { isAdmin, isStaff } from '../../Admins/access'

type Note = { id?: string | null; body?: string | null; author?: unknown; at?: string | null }

const authorId = (author: unknown) =>
  author && typeof author === 'object' && 'id' in author ? (author as { id: unknown }).id : author

/**
 * Follow-up notes are a log: a new note gets its author (the signed-in staff member) and time from the server,
 * whatever the form sent; a saved note keeps its text, author and time. Only admins remove saved notes.
 */
export const stampNotes: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  if (!Array.isArray(data?.notes)) return data
  const saved = new Map<string, Note>(
    ((originalDoc?.notes ?? []) as Note[]).filter((note) => note.id).map((note) => [note.id!, note]),
  )
  const user = req.user as { id?: number | string; collection?: string; roles?: string[] } | null
  const now = new Date().toISOString()
  const sent = data.notes as Note[]
  const kept = sent.map((note) => {
    const original = note.id ? saved.get(note.id) : undefined
    if (original) return { ...original, author: authorId(original.author) }
    return { ...note, author: isStaff(user) ? user!.id : null, at: now }
  })
  if (!isAdmin(user)) {
    const present = new Set(kept.map((note) => note.id).filter(Boolean))
    const removed = [...saved.values()]
      .filter((note) => !present.has(note.id!))
      .map((note) => ({ ...note, author: authorId(note.author) }))
    data.notes = [...removed, ...kept].sort((a, b) => Date.parse(a.at ?? now) - Date.parse(b.at ?? now))
  } else data.notes = kept
  return data
}

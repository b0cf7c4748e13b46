import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import { isAdmin, isStaff } from '../../Admins/access'

type Note = { id?: string | null; body?: string | null; author?: unknown; at?: string | null }

const authorId = (author: unknown) =>
  author && typeof author === 'object' && 'id' in author ? (author as { id: unknown }).id : author

/**
 * Follow-up notes are a log. A new note gets its author (the signed-in staff member) and time from the server,
 * whatever the form sent. A saved note keeps its text, author and time: changing its text is refused with a
 * message (never silently dropped), and only admins remove saved notes.
 */
export const stampNotes: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  if (!Array.isArray(data?.notes)) return data
  const savedNotes = ((originalDoc?.notes ?? []) as Note[]).filter((note) => note.id)
  const saved = new Map<string, Note>(savedNotes.map((note) => [note.id!, note]))
  const user = req.user as { id?: number | string; collection?: string; roles?: string[] } | null
  const now = new Date().toISOString()
  const sent = data.notes as Note[]
  const errors: { path: string; message: string }[] = []
  const kept = sent.map((note, index) => {
    const original = note.id ? saved.get(note.id) : undefined
    if (!original) return { ...note, author: isStaff(user) ? user!.id : null, at: now }
    if (typeof note.body === 'string' && note.body.trim() !== (original.body ?? '').trim())
      errors.push({ path: `notes.${index}.body`, message: '已保存的跟进记录不能修改，请另加一条' })
    return { ...original, author: authorId(original.author) }
  })
  if (!isAdmin(user)) {
    const present = new Set(kept.map((note) => note.id).filter(Boolean))
    if (savedNotes.some((note) => !present.has(note.id)))
      errors.push({ path: 'notes', message: '只有管理员可以删除跟进记录' })
  }
  if (errors.length) throw new ValidationError({ collection: 'leads', errors }, req.t)
  data.notes = kept
  return data
}

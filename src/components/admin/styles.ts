import type React from 'react'

/** Styles shared by the dashboard panels, in the admin's own theme variables. */
export const card: React.CSSProperties = {
  background: 'var(--theme-elevation-50)',
  border: '1px solid var(--theme-elevation-100)',
  borderRadius: 'var(--style-radius-m, 6px)',
  padding: 'calc(var(--base) * 0.8)',
  minWidth: 0,
}
export const heading: React.CSSProperties = { margin: '0 0 calc(var(--base) / 2)', fontSize: '1.05rem' }
export const muted: React.CSSProperties = { color: 'var(--theme-elevation-500)', fontSize: '0.85rem' }

/** Whether statistics are on: `PAGE_VIEWS=off` turns them off (src/server/env.ts checks the value at start). */
export const pageViewsEnabled = () => (process.env.PAGE_VIEWS ?? '').trim().toLowerCase() !== 'off'

/** Per client address: a person browsing, or a whole school behind one address, stays far below this. */
export const PAGE_VIEW_RATE_LIMIT = { limit: 300, windowMs: 60 * 1000 }

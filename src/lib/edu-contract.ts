/** What the browser and the `edu` service agree on: cookie names and business codes (README "Error catalogue"). */

/** The session cookie (HttpOnly: scripts never read it) and the harmless hint that one exists. */
export const SESSION_COOKIE = 'token'
export const SESSION_HINT_COOKIE = 'has_session'

export const EduCode = {
  ok: 0,
  /** Wrong username or password (one message for both), or another refused request. */
  failed: 1,
  /** Session missing, invalid or expired: sign in again. */
  sessionInvalid: 36,
  /** Account locked after repeated failed sign-ins. */
  locked: 110,
} as const

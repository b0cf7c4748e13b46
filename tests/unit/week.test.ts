import { describe, expect, it } from 'vitest'

import { startOfWeekShanghai } from '@/components/admin/week'

describe('the week of the admin dashboard (Beijing time)', () => {
  it('starts on Monday 00:00 in Beijing', () => {
    // Tuesday 2026-11-24 10:00 in Beijing → Monday 2026-11-23 00:00 Beijing = Sunday 16:00 UTC.
    expect(startOfWeekShanghai(new Date('2026-11-24T02:00:00Z'))).toBe('2026-11-22T16:00:00.000Z')
    // Sunday 23:30 in Beijing is still the week that began six days before.
    expect(startOfWeekShanghai(new Date('2026-11-29T15:30:00Z'))).toBe('2026-11-22T16:00:00.000Z')
    // Monday 00:10 in Beijing (still Sunday in UTC) is a new week.
    expect(startOfWeekShanghai(new Date('2026-11-29T16:10:00Z'))).toBe('2026-11-29T16:00:00.000Z')
  })
})

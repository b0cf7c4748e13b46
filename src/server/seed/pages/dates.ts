/**
 * What demo copy may depend on: the brand in site settings, and dates relative to the day the seed runs, so
 * a training calendar or an enrolment deadline always lies ahead and names the right season (Beijing time).
 */
export interface SeedDates {
  /** The brand name from site settings: the copy names the operator's brand, never a constant. */
  brand: string
  /** The year of the seed's day, e.g. 2026. */
  year: number
  /** The school year running now, e.g. '2026-2027 学年' (a school year starts in September). */
  schoolYear: string
  /** The next term to start: '2027 年春季学期' between September and February, else 'YYYY 年秋季学期'. */
  nextTerm: string
  /** `months` months from now as 'YYYY 年 M 月'. */
  month(months: number): string
  /** `months` months from now as 'M 月' (no year). */
  monthShort(months: number): string
  /** `days` days from now as 'M 月 D 日'. */
  day(days: number): string
  /** `days` days from now as 'YYYY 年 M 月 D 日'. */
  fullDay(days: number): string
  /** The next winter break (late January) as 'YYYY 年 1 月' and the next summer break as 'YYYY 年 7 月'. */
  winterBreak: string
  summerBreak: string
  /** A year `years` before now, for a company history ('2016'). */
  yearsAgo(years: number): number
}

function beijing(date: Date) {
  const shifted = new Date(date.getTime() + 8 * 3_600_000)
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() }
}

export function seedDates(now: Date, brand: string): SeedDates {
  const today = beijing(now)
  const addMonths = (months: number) => {
    const index = today.year * 12 + (today.month - 1) + months
    return { year: Math.floor(index / 12), month: (index % 12) + 1 }
  }
  const addDays = (days: number) => beijing(new Date(now.getTime() + days * 86_400_000))
  const schoolYearStart = today.month >= 9 ? today.year : today.year - 1
  const springNext = today.month >= 9 || today.month <= 2
  const nextTermYear = springNext ? (today.month >= 9 ? today.year + 1 : today.year) : today.year
  // Winter break from late January: this coming one, unless it is already under way.
  const winterYear = today.month >= 2 ? today.year + 1 : today.year
  const summerYear = today.month >= 8 ? today.year + 1 : today.year
  return {
    brand,
    year: today.year,
    schoolYear: `${schoolYearStart}-${schoolYearStart + 1} 学年`,
    nextTerm: `${nextTermYear} 年${springNext ? '春季' : '秋季'}学期`,
    month: (months) => {
      const { year, month } = addMonths(months)
      return `${year} 年 ${month} 月`
    },
    monthShort: (months) => `${addMonths(months).month} 月`,
    day: (days) => {
      const { month, day } = addDays(days)
      return `${month} 月 ${day} 日`
    },
    fullDay: (days) => {
      const { year, month, day } = addDays(days)
      return `${year} 年 ${month} 月 ${day} 日`
    },
    winterBreak: `${winterYear} 年 1 月`,
    summerBreak: `${summerYear} 年 7 月`,
    yearsAgo: (years) => today.year - years,
  }
}

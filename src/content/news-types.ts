/** The kinds of news, defined once: slugs appear in URLs, labels on tabs. */
export const newsTypes = [
  { slug: 'company', label: '公司动态' },
  { slug: 'industry', label: '行业资讯' },
  { slug: 'competition', label: '赛事动态' },
  { slug: 'training', label: '师培动态' },
] as const

export type NewsTypeSlug = (typeof newsTypes)[number]['slug']

export function findNewsType(slug: string | undefined) {
  return newsTypes.find((type) => type.slug === slug)
}

/**
 * The kinds of news, defined once: slugs appear in URLs and the admin, labels on tabs, the intro under the
 * tabs and in the meta description of each type's list.
 */
export const newsTypes = [
  {
    slug: 'company',
    label: '公司动态',
    intro: '产品更新、课程上新和活动举办的消息，帮助合作学校及时了解可用的新功能和服务安排。',
  },
  {
    slug: 'industry',
    label: '行业资讯',
    intro: '围绕信息科技课程、人工智能教育和编程教学的政策解读与行业观察，供学校规划课程时参考。',
  },
  {
    slug: 'competition',
    label: '赛事动态',
    intro: '常见编程与人工智能赛事的报名通知、备赛建议、赛程安排和获奖动态，帮助学校组织学生参赛。',
  },
  {
    slug: 'training',
    label: '师培动态',
    intro: '信息科技教师培训的开班通知、研修安排、等级认证和优秀教学案例，帮助教师持续提升教学能力。',
  },
] as const

export type NewsTypeSlug = (typeof newsTypes)[number]['slug']

export function findNewsType(slug: string | null | undefined) {
  return newsTypes.find((type) => type.slug === slug)
}

/** Articles per page on the list pages and the API's default; the API caps what a client asks for. */
export const NEWS_PAGE_SIZE = 10
export const NEWS_PAGE_SIZE_MAX = 50

/** How many of the newest articles (desktop page and phone card) are rendered at build time; others on first visit. */
export const PRERENDERED_ARTICLES = 20

/** Seconds after which cached news and banners are read again even without a revalidation (scheduled items). */
export const NEWS_REVALIDATE_SECONDS = 60

/** The article's canonical path: `/news/detail/{type}/{id}`. */
export function articlePath(article: { id: number | string; type: string }) {
  return `/news/detail/${article.type}/${article.id}`
}

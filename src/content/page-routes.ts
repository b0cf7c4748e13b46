import { MOBILE_PREFIX } from '@/lib/constants'

/**
 * The pages staff build in the CMS, one document per path. A desktop route reads its own document; a
 * `/mobile` route reads its own document when staff wrote one for the phone, else the desktop page's
 * (one document serves both devices). Paths are the public routes exactly as the spec writes them.
 */
export const desktopPages = [
  { path: '/', label: '首页' },
  { path: '/school-home', label: '校园版首页' },
  { path: '/teach-plat', label: '教学平台' },
  { path: '/school-course', label: '课程体系' },
  { path: '/school-yard', label: '实验室建设' },
  { path: '/teach-solution', label: '教学解决方案' },
  { path: '/teachmaterial', label: '教材与资源' },
  { path: '/tch-training', label: '教师培训' },
  { path: '/lea-resource', label: '学习资源' },
  { path: '/grade-certi', label: '等级认证' },
  { path: '/com-exam', label: '竞赛与测评' },
  { path: '/special/lanqiao', label: '蓝桥杯大赛专题' },
  { path: '/special/topic', label: '创意编程与智能设计大赛专题' },
  { path: '/plan/schoolai', label: '中小学 AI 教育方案' },
  { path: '/plan/schoolpm', label: '中小学编程教育方案' },
  { path: '/plan/collegeai', label: '高校 AI 教育方案' },
  { path: '/academy', label: '在线学院' },
  { path: '/gather', label: '活动' },
  { path: '/cooperation', label: '合作' },
  { path: '/join-us', label: '开放合作' },
  { path: '/about-me', label: '关于我们' },
  { path: '/news', label: '资讯列表' },
  { path: '/news/detail', label: '资讯文章（正文下方区块）' },
  { path: '/detectBrowser', label: '浏览器升级提示' },
] as const

/** Pages the phone has of its own (the spec's mobile routes); without a document they fall back. */
export const mobilePages = [
  { path: '/mobile', label: '手机版首页' },
  { path: '/mobile/landing', label: '手机版推广落地页' },
  { path: '/mobile/uc', label: '手机版应用内浏览器提示' },
  { path: '/mobile/academy', label: '手机版在线学院' },
  { path: '/mobile/academy_1', label: '手机版学院课程分类' },
  { path: '/mobile/gather', label: '手机版活动' },
  { path: '/mobile/gather/detail', label: '手机版活动详情' },
  { path: '/mobile/school-yard', label: '手机版实验室建设' },
  { path: '/mobile/tch-training', label: '手机版教师培训' },
  { path: '/mobile/cooperation', label: '手机版合作' },
  { path: '/mobile/special/lanqiao', label: '手机版蓝桥杯大赛专题' },
  { path: '/mobile/special/topic', label: '手机版创意编程大赛专题' },
  { path: '/mobile/news', label: '手机版资讯列表' },
  { path: '/mobile/news/carddetail', label: '手机版资讯文章' },
] as const

export type DesktopPagePath = (typeof desktopPages)[number]['path']
export type MobilePagePath = (typeof mobilePages)[number]['path']
export type PagePath = DesktopPagePath | MobilePagePath

export const pagePathOptions = [...desktopPages, ...mobilePages].map(({ path, label }) => ({
  value: path,
  label: `${path}  ${label}`,
}))

export const pagePaths: readonly PagePath[] = [...desktopPages, ...mobilePages].map((page) => page.path)

export function isPagePath(value: unknown): value is PagePath {
  return typeof value === 'string' && (pagePaths as readonly string[]).includes(value)
}

/** Routes that show another route's document: the legacy home and the phone's news pages. */
const aliases: Record<string, PagePath> = {
  '/index copy': '/',
  '/mobile/index copy': '/mobile',
}

/** The document a phone route falls back to when staff wrote none for the phone. */
const mobileFallbacks: Partial<Record<MobilePagePath, PagePath>> = {
  '/mobile': '/',
  '/mobile/news/carddetail': '/news/detail',
}

/**
 * The documents that can serve a route, best first: `/mobile/tch-training` is served by its own document
 * or else by `/tch-training`'s; `/mobile/news/company` by the phone's news list or else the desktop one.
 */
export function documentPathsFor(route: string): PagePath[] {
  const path = aliases[route] ?? route
  if (!path.startsWith(MOBILE_PREFIX)) return isPagePath(path) ? [path] : []
  const mobileNews = `${MOBILE_PREFIX}/news/`
  const phone: string =
    path.startsWith(mobileNews) && path !== '/mobile/news/carddetail' ? `${MOBILE_PREFIX}/news` : path
  const candidates: string[] = [phone]
  const fallback = mobileFallbacks[phone as MobilePagePath] ?? (phone.slice(MOBILE_PREFIX.length) || '/')
  candidates.push(fallback)
  return [...new Set(candidates)].filter(isPagePath)
}

/**
 * Desktop pages that a phone reaches under `/mobile` + their path through the catch-all route (the rest
 * have routes of their own: the phone home, the news pages). `/school-home` sends phones to `/mobile`.
 */
export const phoneRenderedDesktopPaths = desktopPages
  .map((page) => page.path)
  .filter((path) => path !== '/' && path !== '/school-home' && !path.startsWith('/news'))

/** Phone routes served by the catch-all route: the spec's phone pages and every desktop page's phone twin. */
export function phoneCatchAllPaths(): string[] {
  const own = mobilePages
    .map((page) => page.path)
    .filter((path) => path !== MOBILE_PREFIX && !path.startsWith(`${MOBILE_PREFIX}/news`))
  const twins = phoneRenderedDesktopPaths.map((path) => `${MOBILE_PREFIX}${path}`)
  return [...new Set([...own, ...twins, '/mobile/index copy'])]
}

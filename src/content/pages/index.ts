import type { PageContent } from '../types'

import { aboutMe } from './about-me'
import { academy } from './academy'
import { comExam } from './com-exam'
import { cooperation } from './cooperation'
import { detectBrowser } from './detect-browser'
import { gather } from './gather'
import { gradeCerti } from './grade-certi'
import { home } from './home'
import { joinUs } from './join-us'
import { leaResource } from './lea-resource'
import { mobile } from './mobile'
import { mobileAcademy } from './mobile-academy'
import { mobileAcademy1 } from './mobile-academy-1'
import { mobileCooperation } from './mobile-cooperation'
import { mobileGather } from './mobile-gather'
import { mobileGatherDetail } from './mobile-gather-detail'
import { mobileLanding } from './mobile-landing'
import { mobileNews } from './mobile-news'
import { mobileNewsCarddetail } from './mobile-news-carddetail'
import { mobileNewsType } from './mobile-news-type'
import { mobileSchoolYard } from './mobile-school-yard'
import { mobileSpecialLanqiao } from './mobile-special-lanqiao'
import { mobileSpecialTopic } from './mobile-special-topic'
import { mobileTchTraining } from './mobile-tch-training'
import { mobileUc } from './mobile-uc'
import { news } from './news'
import { newsDetail } from './news-detail'
import { planCollegeai } from './plan-collegeai'
import { planSchoolai } from './plan-schoolai'
import { planSchoolpm } from './plan-schoolpm'
import { schoolCourse } from './school-course'
import { schoolHome } from './school-home'
import { schoolYard } from './school-yard'
import { specialLanqiao } from './special-lanqiao'
import { specialTopic } from './special-topic'
import { tchTraining } from './tch-training'
import { teachPlat } from './teach-plat'
import { teachSolution } from './teach-solution'
import { teachmaterial } from './teachmaterial'

/** Marketing copy for every route, keyed by the route path exactly as the spec writes it. */
export const pages = {
  '/': home,
  '/about-me': aboutMe,
  '/academy': academy,
  '/com-exam': comExam,
  '/cooperation': cooperation,
  '/detectBrowser': detectBrowser,
  '/gather': gather,
  '/grade-certi': gradeCerti,
  '/join-us': joinUs,
  '/lea-resource': leaResource,
  '/news': news,
  '/news/detail': newsDetail,
  '/school-course': schoolCourse,
  '/school-home': schoolHome,
  '/school-yard': schoolYard,
  '/tch-training': tchTraining,
  '/teach-plat': teachPlat,
  '/teach-solution': teachSolution,
  '/teachmaterial': teachmaterial,
  '/plan/collegeai': planCollegeai,
  '/plan/schoolai': planSchoolai,
  '/plan/schoolpm': planSchoolpm,
  '/special/lanqiao': specialLanqiao,
  '/special/topic': specialTopic,
  '/mobile': mobile,
  '/mobile/academy': mobileAcademy,
  '/mobile/academy_1': mobileAcademy1,
  '/mobile/cooperation': mobileCooperation,
  '/mobile/gather': mobileGather,
  '/mobile/gather/detail': mobileGatherDetail,
  '/mobile/landing': mobileLanding,
  '/mobile/news': mobileNews,
  '/mobile/news/type': mobileNewsType,
  '/mobile/news/carddetail': mobileNewsCarddetail,
  '/mobile/school-yard': mobileSchoolYard,
  '/mobile/tch-training': mobileTchTraining,
  '/mobile/uc': mobileUc,
  '/mobile/special/lanqiao': mobileSpecialLanqiao,
  '/mobile/special/topic': mobileSpecialTopic,
} satisfies Record<string, PageContent>

export type PagePath = keyof typeof pages

/** The copy for one route. */
export function pageContent(path: PagePath): PageContent {
  return pages[path]
}

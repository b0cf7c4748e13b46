/** Every route of spec §2, by variant; the e2e suites visit each one. */
export const desktopRoutes = [
  '/', '/about-me', '/academy', '/com-exam', '/cooperation', '/detectBrowser', '/gather', '/grade-certi',
  '/index%20copy', '/join-us', '/lea-resource', '/news', '/school-course', '/school-home', '/school-yard',
  '/tch-training', '/teach-plat', '/teach-solution', '/teachmaterial',
  '/plan/collegeai', '/plan/schoolai', '/plan/schoolpm', '/special/lanqiao', '/special/topic',
  '/news/detail', '/news/detail/company', '/news/detail/company/1',
]

export const mobileRoutes = [
  '/mobile', '/mobile/academy', '/mobile/academy_1', '/mobile/cooperation', '/mobile/gather', '/mobile/landing',
  '/mobile/news', '/mobile/school-yard', '/mobile/tch-training', '/mobile/uc', '/mobile/gather/detail',
  '/mobile/news/carddetail', '/mobile/special/lanqiao', '/mobile/special/topic', '/mobile/news/company',
  '/mobile/news/training',
]

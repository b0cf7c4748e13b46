import type { SeedDates } from './dates'
import { richText } from './rich-text'
import type { SeedPage } from './types'

/** Points of a card, a feature row or a form: plain strings to the `{ text }` rows Payload stores. */
const points = (...texts: string[]) => texts.map((text) => ({ text }))

/** The cells of a comparison row, in column order ('✓' and '—' render as included / not included). */
const cells = (...values: string[]) => values.map((value) => ({ value }))

/** What happens after a school sends the trial form: the same trial terms on every page. */
const trialPoints = () =>
  points(
    '1 个工作日内回电，确认试用年级和班级数',
    '开通试用账号，安排 1 次 40 分钟线上培训',
    '试用期 30 天，最多 3 个班、150 个学生账号，不自动扣费',
    '试用结束数据保留 90 天，转正后继续使用',
  )

/**
 * The school pages: the home (desktop and the phone's own home), the school edition (overview, platform,
 * course system), the lab, teaching solutions, textbooks and the three solution plans.
 */
export function schoolPages(d: SeedDates): SeedPage[] {
  return [
    // ------------------------------------------------------------------------------------------------ /
    {
      path: '/',
      title: 'AI 与编程教育：平台、课程与教师培训',
      hero: {
        kind: 'banner',
        bannerType: 'home',
        eyebrow: '中小学与高校的 AI 与编程教育',
        heading: '让每一所学校都能开好 AI 与编程课',
        intro:
          '教学平台、1-12 年级课程、教材、教师培训和测评，一套配齐。学校用现有机房和浏览器就能开课，先免费试用 30 天，再决定是否订阅。',
        actions: [
          { label: '申请试用', href: '#apply' },
          { label: '了解校园版', href: '/school-home' },
        ],
      },
      layout: [
        {
          blockType: 'cardGrid',
          heading: '六条产品线，覆盖教、学、训、评',
          intro: '多数学校从校园版开始：平台、课程和培训一起开通。高校、老师个人和学生个人也各有入口。',
          cardStyle: 'icon',
          columns: 'auto',
          cards: [
            {
              title: '校园版教学平台',
              badge: '小学 · 初中 · 高中',
              icon: 'platform',
              text: '班级管理、在线 IDE（图形化、Python、C++）、自动评测、AI 实验室和学情报告。Chrome 或 Edge 打开即用，学校不需要服务器。',
              link: { label: '了解校园版', href: '/school-home' },
            },
            {
              title: '高校版',
              badge: '高职 · 本科',
              icon: 'cloud',
              text: '实训平台加 GPU 算力池，配机器学习、深度学习和大模型应用开发课程资源，按实训账号数和算力时长计费。',
              link: { label: '看高校方案', href: '/plan/collegeai' },
            },
            {
              title: '在线编程与在线学院',
              badge: '个人可免费使用',
              icon: 'code',
              text: '在线编辑器对个人免费开放基础功能，图形化和 Python 程序在浏览器里写；在线学院提供分级自学课程，适合课后延伸。',
              link: { label: '进入在线学院', href: '/academy' },
            },
            {
              title: '教师培训',
              badge: '16-40 学时',
              icon: 'teacher',
              text: '新教师上岗、课程实施、AI 教学专题、Python 暑期研修班和竞赛指导专题，分线上直播、线下工作坊和入校指导三种形式。',
              link: { label: '看培训安排', href: '/tch-training' },
            },
            {
              title: '等级认证与测评',
              badge: '教师三级 · 学生八级',
              icon: 'certificate',
              text: '教师编程教学能力认证分初级、中级、高级，每年 4 月和 11 月开考；学生编程能力测评 1-8 级，出具个人和班级报告。',
              link: { label: '了解等级认证', href: '/grade-certi' },
            },
            {
              title: '体验中心',
              badge: '在线体验',
              icon: 'lightbulb',
              text: '在线试一试图形化编程、Python 和 AI 识别实验；想看建班、上课、评测的完整流程，联系我们预约一对一演示。',
              link: { label: '联系我们', href: '/about-me#contact' },
            },
          ],
        },
        {
          blockType: 'cardGrid',
          heading: '按学段选方案',
          intro: '各学段的课时、课程和所需条件不同，先看和你们学校相近的方案。',
          cardStyle: 'icon',
          cards: [
            {
              title: '小学',
              badge: '1-6 年级',
              icon: 'puzzle',
              text: '1-2 年级编程启蒙，每学期 12 课时；3-4 年级图形化编程，5-6 年级图形化进阶、AI 启蒙和 Python 预备，每学期 16 课时。',
              link: { label: '看课程体系', href: '/school-course' },
            },
            {
              title: '初中',
              badge: '7-9 年级',
              icon: 'code',
              text: '7-8 年级 Python 编程加 AI 实验，每学期 18 课时；9 年级可选复习或项目课；Python 社团和 C++ 算法社团面向竞赛。',
              link: { label: '编程教育方案', href: '/plan/schoolpm' },
            },
            {
              title: '高中',
              badge: '高一至高三',
              icon: 'ai',
              text: '配合信息技术课程的“数据与计算”和选择性必修“人工智能初步”，安排 Python 进阶、AI 项目周和算法社团，每学期 18 课时。',
              link: { label: 'AI 教育方案', href: '/plan/schoolai' },
            },
            {
              title: '高校',
              badge: '高职 · 本科',
              icon: 'school',
              text: '面向计算机、人工智能、大数据专业和全校通识课，提供实训平台、GPU 算力池和三门核心课程的教学资源。',
              link: { label: '高校 AI 方案', href: '/plan/collegeai' },
            },
          ],
        },
        {
          blockType: 'stats',
          heading: `${d.yearsAgo(10)} 年至今，和这些学校一起开课`,
          items: [
            { value: '1,200+', unit: '所', label: '合作学校', note: '小学、初中、高中、职校和高校' },
            { value: '26', unit: '个', label: '覆盖省份' },
            { value: '8,000+', unit: '名', label: '参加培训的教师', note: '线上直播、工作坊和入校指导' },
            { value: '60 万+', unit: '个', label: '学生账号' },
            { value: '60', unit: '人', label: '教研团队', note: '负责课程、教材和教师培训' },
          ],
          footnote: '累计数据，统计至本学期初。',
        },
        {
          blockType: 'caseStudies',
          heading: '和你们相似的学校，做到了什么',
          intro: '一所初中和一个区，从起点、做法到一学年后的变化。',
          items: [
            {
              school: '南湖第二中学',
              stage: '初中 · 24 个班',
              title: '一学年，Python 测评平均等级从 3.1 升到 4.6',
              challenge:
                '7-8 年级每周 1 节信息科技课，学生的 Python 基础参差不齐；老师逐份批改作业很吃力，AI 内容一直没有合适的课可上。',
              approach:
                '7-8 年级使用 Python 课程，每节课后布置自动评测作业；八年级加入 6 课时的 AI 实验单元，学生自己采集数据、训练图像分类模型；另设 Python 社团和 C++ 算法社团，每周训练 2 次。',
              outcome:
                '一学年后，学生 Python 测评平均等级从 3.1 升到 4.6；12 名学生参加编程竞赛，其中 5 人获得省级奖项。',
              figures: [
                { value: '4.6', label: 'Python 测评平均等级' },
                { value: '6 课时', label: 'AI 实验单元' },
                { value: '12 名', label: '参加竞赛的学生' },
                { value: '5 人', label: '获得省级奖项' },
              ],
              image: 'work-classifier',
            },
            {
              school: '江畔区教育局',
              stage: '区域 · 28 所中小学',
              title: '一个暑假培训 120 名老师，全区按同一进度开课',
              challenge:
                '区内 28 所中小学开课进度不一，部分学校没有专职信息科技老师；区里看不到各校的教学数据，教研活动缺少共同的课程基础。',
              approach:
                '采用区域版私有化部署，各校账号和学情数据统一管理；暑假集中培训 120 名老师，开学后区教研员带着各校按同一课程进度开课；每年 5 月举办区域 AI 教学展示周。',
              outcome:
                '28 所学校在同一平台上课，区里按学校和年级查看学情数据，据此安排教研重点；展示周成为区域信息科技教研的固定活动。',
              figures: [
                { value: '28 所', label: '同一平台开课' },
                { value: '120 名', label: '暑假培训的老师' },
                { value: '每年 5 月', label: 'AI 教学展示周' },
              ],
              image: 'event-seminar',
            },
          ],
        },
        {
          blockType: 'quotes',
          heading: '校长、老师和教研员怎么说',
          items: [
            {
              quote:
                '开学时我们只有两位信息科技老师，最担心课开起来没人备课。现在课程和课件是现成的，老师把精力放在课堂上，一年下来 3 到 6 年级都开起来了。',
              name: '王校长',
              role: '校长',
              organisation: '青禾实验小学',
            },
            {
              quote:
                '自动评测省下来的批改时间，我们用来带社团。学生交作业马上知道哪个测试点没过，会自己改到通过为止。',
              name: '李老师',
              role: '信息科技教研组长',
              organisation: '南湖第二中学',
            },
            {
              quote:
                '区里最需要看得见的数据。28 所学校用同一个平台，哪个年级进度慢、哪个知识点掌握得差，教研时一看就清楚。',
              name: '赵主任',
              role: '电教馆',
              organisation: '江畔区教育局',
            },
          ],
        },
        {
          blockType: 'cardGrid',
          heading: '竞赛与测评：给学有余力的学生一条路',
          intro:
            '我们介绍常见青少年编程赛事的组别和备赛方法，帮助学校组建社团、安排训练。比赛时间每年不同，以主办方当年的通知为准。',
          cardStyle: 'icon',
          cards: [
            {
              title: '蓝桥杯大赛（青少年组）',
              badge: '图形化至 C++ 组别',
              icon: 'trophy',
              text: '设图形化编程、Python、C++ 等组别，先省赛、后国赛。专题页介绍赛事流程、备赛节奏和学生的学习心得。',
              link: { label: '查看专题', href: '/special/lanqiao' },
            },
            {
              title: '全国青少年创意编程与智能设计大赛',
              badge: '作品 + 现场答辩',
              icon: 'lightbulb',
              text: '分创意编程和智能设计两类，学生提交作品并参加现场答辩。专题页介绍作品要求、答辩准备和学校的教学历程。',
              link: { label: '查看专题', href: '/special/topic' },
            },
            {
              title: '竞赛日历与学生测评',
              badge: '9 月至次年 8 月',
              icon: 'calendar',
              text: '一张表看懂备赛季：9-10 月组建社团，11-12 月系统训练，寒假集训，4-5 月省赛，6-7 月国赛；另有 1-8 级学生编程能力测评。',
              link: { label: '看竞赛与测评', href: '/com-exam' },
            },
          ],
        },
        { blockType: 'bannerSlot', bannerType: 'home', location: 'middle' },
        {
          blockType: 'latestNews',
          heading: '最新资讯',
          intro: '公司动态、行业资讯、赛事动态和师培动态。',
          newsType: 'all',
          count: 4,
        },
        {
          blockType: 'cta',
          heading: `准备在 ${d.nextTerm}开课？现在开始正合适`,
          intro:
            '从申请到开课通常需要 2-4 周：1 个工作日内回电确认需求，开通试用账号并安排 40 分钟线上培训，老师在 3 个班试上几节课，再决定订阅哪个版本。',
          background: 'brand',
          actions: [
            { label: '申请免费试用', href: '#apply' },
            { label: '区域合作洽谈', href: '/cooperation#apply' },
          ],
          note: '试用 30 天，最多 3 个班、150 个学生账号，不自动扣费',
        },
        {
          blockType: 'leadForm',
          heading: '申请免费试用',
          intro:
            '填写学校名称和学段，我们为学校开通试用：30 天，最多 3 个班、150 个学生账号，含全部课程和 AI 实验室。',
          anchor: 'apply',
          kind: 'trial',
          submitLabel: '申请试用',
          points: trialPoints(),
        },
        {
          blockType: 'cardGrid',
          heading: '还想了解',
          cardStyle: 'icon',
          cards: [
            {
              title: '教学平台',
              icon: 'platform',
              text: '五项核心功能、平台导览视频和老师第一周的上手步骤。',
              link: { label: '去看看', href: '/teach-plat' },
            },
            {
              title: '教学解决方案',
              icon: 'classroom',
              text: '常态课、社团竞赛和区域教研三种场景，一学年怎么安排。',
              link: { label: '去看看', href: '/teach-solution' },
            },
            {
              title: '教材与资源',
              icon: 'book',
              text: '六册教材，以及每节课的教案、课件、微课和练习。',
              link: { label: '去看看', href: '/teachmaterial' },
            },
            {
              title: '实验室建设',
              icon: 'lab',
              text: '45 座 AI 与编程实验室的分区、配置和建设流程。',
              link: { label: '去看看', href: '/school-yard' },
            },
            {
              title: '活动',
              icon: 'calendar',
              text: '公开课、教研会、暑期编程营和家长开放日。',
              link: { label: '去看看', href: '/gather' },
            },
            {
              title: '在线学院',
              icon: 'video',
              text: '学生和老师都能用的分级在线自学课程。',
              link: { label: '去看看', href: '/academy' },
            },
            {
              title: '开放合作',
              icon: 'handshake',
              text: '渠道合作、内容与赛事合作，欢迎一起做。',
              link: { label: '去看看', href: '/join-us' },
            },
            {
              title: '关于我们',
              icon: 'users',
              text: `${d.yearsAgo(10)} 年成立，教研中心在北京市海淀区，团队约 160 人。`,
              link: { label: '去看看', href: '/about-me' },
            },
          ],
        },
      ],
      seo: {
        title: 'AI 与编程教育：校园版教学平台、1-12 年级课程与教师培训',
        description: `${d.brand}为中小学和高校提供 AI 与编程教育：校园版教学平台（在线编程、自动评测、AI 实验室）、1-12 年级课程与教材、教师培训和等级认证，学校可免费试用 30 天。`,
      },
    },

    // ------------------------------------------------------------------------------------------ /mobile
    {
      path: '/mobile',
      title: 'AI 与编程教育',
      hero: {
        kind: 'banner',
        bannerType: 'home',
        eyebrow: '中小学 AI 与编程教育',
        heading: '让每一所学校都能开好 AI 与编程课',
        intro: '平台、课程、教材和教师培训一套配齐，学校现有机房就能开课。先免费试用 30 天。',
        actions: [
          { label: '申请试用', href: '#apply' },
          { label: '合作咨询', href: '/mobile/cooperation' },
        ],
      },
      layout: [
        {
          blockType: 'cardGrid',
          heading: '快速入口',
          cardStyle: 'icon',
          cards: [
            {
              title: '教学平台',
              icon: 'platform',
              text: '在线编程、自动评测和 AI 实验室',
              link: { label: '查看', href: '/mobile/teach-plat' },
            },
            {
              title: '课程体系',
              icon: 'map',
              text: '1-12 年级，每学期 12-18 课时',
              link: { label: '查看', href: '/mobile/school-course' },
            },
            {
              title: '教材与资源',
              icon: 'book',
              text: '六册教材和每节课的备课资源',
              link: { label: '查看', href: '/mobile/teachmaterial' },
            },
            {
              title: '实验室建设',
              icon: 'lab',
              text: '45 座实验室的配置与流程',
              link: { label: '查看', href: '/mobile/school-yard' },
            },
            {
              title: '教师培训',
              icon: 'teacher',
              text: '上岗、实施、AI 专题和暑期研修',
              link: { label: '查看', href: '/mobile/tch-training' },
            },
            {
              title: '竞赛与测评',
              icon: 'trophy',
              text: '备赛日历和学生 1-8 级测评',
              link: { label: '查看', href: '/mobile/com-exam' },
            },
            {
              title: '在线学院',
              icon: 'video',
              text: '分级自学课程，课后随时学',
              link: { label: '查看', href: '/mobile/academy' },
            },
            {
              title: '资讯',
              icon: 'star',
              text: '公司、行业、赛事和师培动态',
              link: { label: '查看', href: '/mobile/news' },
            },
          ],
        },
        {
          blockType: 'cardGrid',
          heading: '按学段看方案',
          cardStyle: 'icon',
          cards: [
            {
              title: '小学',
              badge: '1-6 年级',
              icon: 'puzzle',
              text: '1-2 年级编程启蒙，3-6 年级图形化编程，高年级加入 AI 启蒙和 Python 预备，每学期 12-16 课时。',
              link: { label: '课程体系', href: '/mobile/school-course' },
            },
            {
              title: '初中',
              badge: '7-9 年级',
              icon: 'code',
              text: '7-8 年级 Python 编程加 6 课时 AI 实验单元，每学期 18 课时；社团可备赛。',
              link: { label: '编程教育方案', href: '/mobile/plan/schoolpm' },
            },
            {
              title: '高中',
              badge: '高一至高三',
              icon: 'ai',
              text: '配合“人工智能初步”选择性必修，用 AI 实验室做项目，另有算法社团。',
              link: { label: 'AI 教育方案', href: '/mobile/plan/schoolai' },
            },
            {
              title: '高校',
              badge: '高职 · 本科',
              icon: 'school',
              text: '实训平台、GPU 算力池和课程资源，按实训账号数和算力时长计费。',
              link: { label: '高校 AI 方案', href: '/mobile/plan/collegeai' },
            },
          ],
        },
        {
          blockType: 'caseStudies',
          heading: '一所小学的第一年',
          items: [
            {
              school: '青禾实验小学',
              stage: '小学 · 36 个班',
              title: '两位老师，一年带 1,400 名学生学编程',
              challenge: '学校从没开过编程课，两位信息科技老师要负责 36 个班。',
              approach: '秋季学期开通平台，3-6 年级每周 1 节，作业全部由平台自动评测；同时成立创意编程社团。',
              outcome:
                '一年后 1,400 名学生开通账号，92% 的作业自动评测，老师每周约省下 3 小时批改时间；社团从 20 人增加到 85 人。',
              figures: [
                { value: '1,400', label: '开通账号的学生' },
                { value: '92%', label: '作业自动评测' },
                { value: '3 小时', label: '每周省下的批改' },
                { value: '85 人', label: '创意编程社团' },
              ],
              image: 'work-maze',
            },
          ],
        },
        {
          blockType: 'stats',
          heading: '已经在用的学校和老师',
          items: [
            { value: '1,200+', unit: '所', label: '合作学校' },
            { value: '26', unit: '个', label: '覆盖省份' },
            { value: '8,000+', unit: '名', label: '参加培训的教师' },
            { value: '60 万+', unit: '个', label: '学生账号' },
          ],
        },
        {
          blockType: 'bannerSlot',
          bannerType: 'home',
          location: 'middle',
        },
        {
          blockType: 'latestNews',
          heading: '最新资讯',
          newsType: 'all',
          count: 4,
        },
        {
          blockType: 'leadForm',
          heading: '申请免费试用',
          intro: '留下学校名称和学段，1 个工作日内回电。试用 30 天，含全部课程和 AI 实验室。',
          anchor: 'apply',
          kind: 'trial',
          submitLabel: '申请试用',
          points: points(
            '1 个工作日内回电确认需求',
            '开通试用账号，安排 40 分钟线上培训',
            '最多 3 个班、150 个学生账号，不自动扣费',
          ),
        },
        {
          blockType: 'faq',
          heading: '常见问题',
          items: [
            {
              question: '要买服务器或新电脑吗？',
              answer:
                '不需要服务器。机房电脑装好 Chrome 或 Edge、能上网就能上课；AI 实验要用摄像头和麦克风，普通 USB 摄像头和耳麦即可。',
            },
            {
              question: '怎么收费？',
              answer:
                '按学校年度订阅，报价与在读学生数相关，提交申请后 1 个工作日内给出报价单。区域版按区域学校数报价。',
            },
            {
              question: '试用包含什么？结束后数据还在吗？',
              answer:
                '免费试用 30 天，最多 3 个班、150 个学生账号，含全部课程和 AI 实验室。试用结束数据保留 90 天，转正后继续使用。',
            },
            {
              question: '老师没教过编程，能上吗？',
              answer:
                '能。开通后安排 40 分钟线上培训，每节课都有教案、课件和微课视频；标准版学校每学期还有 1 次入校培训。',
            },
          ],
        },
        {
          blockType: 'cardGrid',
          heading: '竞赛专题与合作',
          cardStyle: 'icon',
          cards: [
            {
              title: '蓝桥杯大赛专题',
              icon: 'trophy',
              text: '赛事组别、流程和备赛节奏',
              link: { label: '查看', href: '/mobile/special/lanqiao' },
            },
            {
              title: '创意编程与智能设计大赛',
              icon: 'lightbulb',
              text: '作品要求、答辩准备和教学历程',
              link: { label: '查看', href: '/mobile/special/topic' },
            },
            {
              title: '教师培训',
              icon: 'teacher',
              text: '培训项目、日程和报名',
              link: { label: '查看', href: '/mobile/tch-training' },
            },
            {
              title: '合作洽谈',
              icon: 'handshake',
              text: '学校、区域、渠道和内容合作',
              link: { label: '查看', href: '/mobile/cooperation' },
            },
          ],
        },
      ],
      seo: {
        title: 'AI 与编程教育：中小学平台、课程与教师培训',
        description: `${d.brand}为学校提供 AI 与编程教育：校园版教学平台、1-12 年级课程、教材、教师培训和竞赛测评，现有机房即可开课，可免费试用 30 天。`,
      },
    },

    // -------------------------------------------------------------------------------------- /school-home
    {
      path: '/school-home',
      title: '校园版：中小学 AI 与编程教学',
      hero: {
        kind: 'banner',
        bannerType: 'school',
        eyebrow: '校园版 · 中小学',
        heading: '用学校现有机房，开起 1-12 年级的 AI 与编程课',
        intro:
          '校园版给学校配齐教学平台、按年级编排的课程、教材和教师培训。老师打开浏览器就能上课、布置作业、看学情。先免费试用 30 天，最多 3 个班、150 个学生账号。',
        actions: [
          { label: '申请试用', href: '#apply' },
          { label: '版本与价格', href: '#editions' },
        ],
      },
      layout: [
        {
          blockType: 'caseStudies',
          heading: '先看一所和你们相似的学校',
          intro: '青禾实验小学开始时没有编程课，也没有专职的编程老师。',
          items: [
            {
              school: '青禾实验小学',
              stage: '小学 · 36 个班 · 2 名信息科技老师',
              title: '从零起步，一年后 1,400 名学生在平台上学编程',
              challenge:
                '学校此前没有开过编程课。两位信息科技老师要负责 36 个班，担心没有现成的课程，作业也批改不过来。',
              approach:
                '秋季学期开学前 2 周开通平台，批量导入 3-6 年级学生；3-4 年级上图形化编程，5-6 年级上图形化进阶和 AI 启蒙，每周 1 节；作业全部在平台上自动评测；同时成立创意编程社团。',
              outcome:
                '一年后 1,400 名学生开通账号，92% 的作业由平台自动评测，两位老师每周各省下约 3 小时批改时间；创意编程社团从 20 人增加到 85 人。',
              figures: [
                { value: '1,400', label: '开通账号的学生' },
                { value: '92%', label: '作业自动评测' },
                { value: '3 小时', label: '每周省下的批改' },
                { value: '20→85', label: '社团人数' },
              ],
              image: 'work-garden',
            },
          ],
        },
        {
          blockType: 'cardGrid',
          heading: '学校得到什么',
          intro: '开通校园版，学校拿到的是一整套能上课的东西，而不只是一个账号。',
          cardStyle: 'icon',
          cards: [
            {
              title: '教学平台',
              icon: 'platform',
              text: '班级管理、在线 IDE、自动评测、AI 实验室和学情报告，机房电脑用 Chrome 或 Edge 打开即可。',
              points: points('不需要服务器，不用装软件', '学生在家也能登录继续写'),
              link: { label: '看平台功能', href: '/teach-plat' },
            },
            {
              title: '1-12 年级课程',
              icon: 'map',
              text: '按年级和学期编排，每学期 12-18 课时，从编程启蒙、图形化、Python 到 AI 项目和算法社团。',
              points: points('每节课有教案、课件、微课和练习', '可按课表删减单元'),
              link: { label: '看课程体系', href: '/school-course' },
            },
            {
              title: '教材',
              icon: 'book',
              text: '六册教材与平台课程一一对应，平台内含电子版，纸质书按需采购。',
              points: points('图形化、Python、AI 启蒙、C++', '1-2 年级用活动卡，不单独配书'),
              link: { label: '看教材', href: '/teachmaterial' },
            },
            {
              title: '教师培训',
              icon: 'teacher',
              text: '开通时有线上培训，标准版每学期 1 次入校培训；老师还可报名 AI 教学专题、Python 暑期研修班等项目。',
              points: points('新教师上岗 16 学时', '可参加教师等级认证'),
              link: { label: '看培训项目', href: '/tch-training' },
            },
            {
              title: '学校服务',
              icon: 'support',
              text: '每所学校有固定的服务老师：开学前帮忙建班导入，学期中答疑，期末一起解读学情报告。',
              points: points('工作日在线答疑', '每学期至少 1 次回访'),
            },
            {
              title: '竞赛与测评',
              icon: 'trophy',
              text: '学生编程能力测评 1-8 级，出具个人和班级报告；社团课程按常见赛事的组别和赛季安排。',
              points: points('测评在线进行，60-90 分钟', '备赛日历和指南'),
              link: { label: '看竞赛与测评', href: '/com-exam' },
            },
          ],
        },
        {
          blockType: 'steps',
          heading: '一个学期怎么运转',
          intro: '以每周 1 节、一个学期 18 周为例，老师和我们分别做什么。',
          style: 'timeline',
          items: [
            {
              label: '开学前 2 周',
              title: '开通与建班',
              text: '我们开通学校账号；老师用 Excel 模板批量导入学生，建好行政班、教学班和社团，确定各年级用哪套课程、每周几节。',
            },
            {
              label: '第 1 周',
              title: '老师上手，第一节课',
              text: '老师参加开通培训（基础版为线上 1 次，标准版为入校 1 次），试讲第一单元；第一节课带学生登录，完成 15 分钟的入门任务。',
            },
            {
              label: '第 2-8 周',
              title: '按单元上课',
              text: '每周 1 节，讲练结合；课后布置自动评测作业。老师在平台上看完成率和常见错误，下节课开头集中讲评 5 分钟。',
            },
            {
              label: '第 9 周前后',
              title: '期中回看学情',
              text: '平台按班级生成学情报告，显示各知识点的掌握情况；服务老师和教研组一起看数据，调整后半学期的进度。',
            },
            {
              label: '第 10-16 周',
              title: '项目与社团',
              text: '每个单元以一个小项目收尾，学生作品在班级里展示；学有余力的学生进入社团，按竞赛组别训练。',
            },
            {
              label: '第 17-18 周',
              title: '期末测评与报告',
              text: '在平台上完成期末测评，导出个人和班级报告，作为信息科技学期评价的依据；放假前确定下学期的年级和课时。',
            },
          ],
        },
        {
          blockType: 'comparison',
          heading: '三个版本，按学校年度订阅',
          intro:
            '按学校年度订阅，报价与在读学生数相关，提交申请后 1 个工作日内给出报价单。不确定选哪个版本，可以先试用再定。',
          anchor: 'editions',
          rowHeader: '版本',
          columns: [
            { label: '基础版', note: '刚起步，先开图形化和 Python' },
            { label: '标准版', note: '推荐：全年级常态开课', highlight: true },
            { label: '区域版', note: '教育局统一推进' },
          ],
          rows: [
            { label: '学生账号', cells: cells('最多 600 个', '最多 2000 个', '按区域学校数配置') },
            { label: '班级管理与在线 IDE', cells: cells('✓', '✓', '✓') },
            { label: '图形化与 Python 课程', cells: cells('✓', '✓', '✓') },
            { label: 'AI 实验室', cells: cells('—', '✓', '✓') },
            { label: '自动评测与查重', cells: cells('—', '✓', '✓') },
            { label: '学情报告', cells: cells('—', '班级和学生报告', '另有全区汇总') },
            {
              label: '教师培训',
              cells: cells('1 次线上培训', '每学期 1 次入校培训', '区域集中培训与区域教研支持'),
            },
            {
              label: '部署方式',
              cells: cells('云端服务，无需服务器', '云端服务，无需服务器', '私有化部署或区域专属云'),
            },
            { label: '跨校数据', cells: cells('—', '—', '全区统一学情数据') },
            { label: '计费方式', cells: cells('按学校年度订阅', '按学校年度订阅', '按区域学校数报价') },
          ],
          footnote:
            '各版本都可以先免费试用 30 天：最多 3 个班、150 个学生账号，含全部课程和 AI 实验室，开通后安排 1 次 40 分钟线上培训；试用结束数据保留 90 天，转正后继续使用。',
        },
        {
          blockType: 'logoWall',
          heading: '部分合作学校',
          intro: '从一所小学到一个区，不同规模的学校都在用。',
          items: [
            { name: '青禾实验小学', note: `小学 · ${d.yearsAgo(2)} 年起` },
            { name: '南湖第二中学', note: `初中 · ${d.yearsAgo(2)} 年起` },
            { name: '明远高级中学', note: `高中 · ${d.yearsAgo(2)} 年起` },
            { name: '江畔区教育局', note: `区域版 · ${d.yearsAgo(3)} 年起` },
            { name: '星河小学', note: `小学 · ${d.yearsAgo(4)} 年起` },
            { name: '东湖外国语学校', note: `九年一贯制 · ${d.yearsAgo(3)} 年起` },
            { name: '云杉中学', note: `初中 · ${d.yearsAgo(1)} 年起` },
            { name: '松岭实验学校', note: `九年一贯制 · ${d.yearsAgo(2)} 年起` },
            { name: '北塘小学', note: `小学 · ${d.yearsAgo(5)} 年起` },
            { name: '景和中学', note: `高中 · ${d.yearsAgo(3)} 年起` },
            { name: '西岭路小学', note: `小学 · ${d.yearsAgo(1)} 年起` },
            { name: '临湖实验中学', note: `初中 · ${d.yearsAgo(4)} 年起` },
          ],
        },
        {
          blockType: 'faq',
          heading: '校长常问的问题',
          items: [
            {
              question: '学校要准备哪些设备？要不要买服务器？',
              answer:
                '不需要服务器，校园版是云端服务。一间能上网的机房即可：学生电脑装 Chrome 或 Edge 最近的版本，教师机连接投影或大屏。45 人同时上课，建议出口带宽不低于 20 Mbps。AI 实验要用摄像头和麦克风，普通 USB 摄像头和耳麦就够，可以每组一套。想新建或改造实验室，可以看实验室建设方案。',
            },
            {
              question: '费用怎么算？除了订阅还有别的费用吗？',
              answer:
                '按学校年度订阅，报价与在读学生数相关，提交申请后 1 个工作日内给出报价单。订阅内含平台、课程资源和所选版本的培训；纸质教材、实验室设备和版本之外的培训项目按需另购，不买也能正常开课。区域版按区域学校数报价。',
            },
            {
              question: '试用怎么开通？试用结束后怎么办？',
              answer:
                '在本页提交申请，我们 1 个工作日内回电确认年级和班级数，然后开通试用账号并安排 1 次 40 分钟线上培训。试用 30 天，最多 3 个班、150 个学生账号，含全部课程和 AI 实验室，不自动扣费。试用结束后数据保留 90 天，转正后学生作品和成绩继续使用。',
            },
            {
              question: '我们的老师没教过编程，能上好吗？',
              answer:
                '能。每节课都有教案、课件和微课视频，第一周每天花 30-40 分钟，就能把第一节课上起来。标准版每学期有 1 次入校培训；新老师还可以参加 16 学时的新教师上岗培训，寒暑假有 Python 教学研修班。',
            },
            {
              question: '每周只有 1 节信息科技课，够吗？',
              answer:
                '够。课程按每周 1 节设计，每学期 12-18 课时；课时更少时可以按单元删减。学有余力的学生可以进社团，每周 1-2 次。',
            },
            {
              question: '开通后遇到问题找谁？',
              answer:
                '每所学校有固定的服务老师，工作日在线答疑，开学前帮忙建班导入，期末一起解读学情报告，每学期至少回访 1 次。平台故障有专门的技术支持。',
            },
            {
              question: '学生数据安全吗？',
              answer:
                '学生账号由学校批量导入，不需要学生手机号；学生数据归学校所有。平台通过等保三级测评，公司通过 ISO 27001 信息安全管理体系认证。区域可以选择私有化部署，数据留在本地。',
            },
          ],
        },
        {
          blockType: 'leadForm',
          heading: '申请校园版免费试用',
          intro:
            '填写学校名称和学段，在补充说明里写上想试用的年级和班级数。试用 30 天，含全部课程和 AI 实验室。',
          anchor: 'apply',
          kind: 'trial',
          submitLabel: '申请试用',
          points: trialPoints(),
        },
        {
          blockType: 'cardGrid',
          heading: '继续了解校园版',
          cardStyle: 'icon',
          cards: [
            {
              title: '教学平台',
              icon: 'platform',
              text: '五项核心功能的界面，以及老师第一周要做的五件事。',
              link: { label: '看平台', href: '/teach-plat' },
            },
            {
              title: '课程体系',
              icon: 'map',
              text: '每个年级每学期学什么、多少课时，附课程大纲下载。',
              link: { label: '看课程', href: '/school-course' },
            },
            {
              title: '教师培训',
              icon: 'teacher',
              text: '上岗、课程实施、AI 专题和暑期研修班的安排。',
              link: { label: '看培训', href: '/tch-training' },
            },
            {
              title: '实验室建设',
              icon: 'lab',
              text: '想建一间 45 座的 AI 与编程实验室，从这里开始。',
              link: { label: '看实验室', href: '/school-yard' },
            },
          ],
        },
      ],
      seo: {
        title: '校园版：中小学 AI 与编程教学平台、课程和培训，免费试用 30 天',
        description:
          '校园版为中小学提供教学平台、1-12 年级 AI 与编程课程、教材和教师培训：基础版、标准版、区域版按学校年度订阅，免费试用 30 天，最多 3 个班、150 个学生账号。',
      },
    },

    // --------------------------------------------------------------------------------------- /teach-plat
    {
      path: '/teach-plat',
      title: '校园版教学平台',
      hero: {
        kind: 'split',
        eyebrow: '校园版教学平台',
        heading: '建班、上课、批改、看学情，一个浏览器里完成',
        intro:
          '图形化、Python、C++ 在浏览器里直接写，作业提交后自动评测，AI 实验用摄像头和麦克风就能做。机房电脑装好 Chrome 或 Edge 即可，不需要服务器，也不用装软件。',
        image: 'screen-blocks',
        actions: [
          { label: '预约演示', href: '#apply' },
          { label: '看课程体系', href: '/school-course' },
        ],
      },
      layout: [
        {
          blockType: 'featureRows',
          heading: '五项核心功能',
          intro: '其中 AI 实验室、自动评测和学情报告包含在标准版和区域版中，试用期间全部开放。',
          rows: [
            {
              eyebrow: '班级管理',
              title: '行政班、教学班、社团，一次导入全校学生',
              text: '用 Excel 模板批量导入学生，平台自动生成账号和初始密码。同一名学生可以同时在行政班、走班的教学班和社团里；多位老师可以共同管理一个班，学年末一键升年级。',
              points: points(
                '支持行政班、教学班和社团三种班级',
                '学生忘记密码，老师在班级里直接重置',
                '按学期归档，历年作品和成绩可查',
              ),
              image: 'screen-dashboard',
            },
            {
              eyebrow: '在线 IDE',
              title: '图形化、Python、C++，浏览器里直接写',
              text: '机房电脑不用安装任何软件。低年级用积木拼程序，高年级在同一个平台写 Python 和 C++；程序自动保存在云端，学生换一台电脑、回到家里都能接着写。',
              points: points(
                '图形化编程带舞台、角色和素材库',
                'Python 支持海龟绘图和常用数据处理库',
                'C++ 在线编译运行，适合算法社团训练',
              ),
              image: 'screen-ide',
            },
            {
              eyebrow: '自动评测',
              title: '提交即评测，学生马上知道错在哪',
              text: '老师布置编程题时设置测试点，学生提交后几秒内看到每个测试点的结果和得分；图形化作业按检查清单核对。平台对同一作业做相似度检查，提示疑似抄袭，结果只有老师看得到。',
              points: points(
                '按测试点给分，错误提示具体到输入和输出',
                '允许多次提交，保留每一次修改记录',
                '老师只需处理共性错误和疑似抄袭',
              ),
              image: 'screen-grading',
            },
            {
              eyebrow: 'AI 实验室',
              title: '用摄像头和麦克风，在浏览器里训练模型',
              text: '学生用电脑摄像头采集手势、物品图片，或用麦克风录下不同的声音，几分钟内在浏览器里训练出识别模型并实时测试；也能用文本样本做分类实验。不需要 GPU 服务器，小学高年级就能上手。',
              points: points(
                '图像、声音、文本三类识别实验',
                '训练、测试、调整样本，理解模型为什么会认错',
                '配套小学 AI 启蒙和初中 AI 实验单元',
              ),
              image: 'screen-ai-lab',
            },
            {
              eyebrow: '学情报告',
              title: '班级和学生的学情，按知识点看清楚',
              text: '平台汇总作业、测评和课堂任务的数据，生成班级报告和学生个人报告：哪些知识点掌握得好、哪些学生需要关注、一个学期的成长曲线。报告可以导出，用于学期评价和家长会。',
              points: points(
                '班级成绩分布和知识点掌握率',
                '学生个人成长曲线',
                '区域版另有按学校、年级的汇总',
              ),
              image: 'screen-report',
            },
          ],
        },
        {
          blockType: 'video',
          heading: '半分钟看懂平台',
          intro: '从建班、布置作业到学生写程序、自动评测，一节课在平台上是怎么走的。',
          video: 'video-tour',
          poster: 'video-tour-poster',
          caption: '平台导览：建班、布置作业、在线编程、自动评测和学情报告',
        },
        {
          blockType: 'steps',
          heading: '第一周，老师要做的五件事',
          intro: '开通后第一周，信息科技老师每天花 30-40 分钟，就能把第一节课上起来。',
          style: 'steps',
          items: [
            {
              label: '第 1 天',
              title: '导入学生，建好班级',
              text: '下载 Excel 模板，填入学生姓名和班级后上传，平台生成账号；再建好教学班或社团，约 30 分钟。',
            },
            {
              label: '第 2 天',
              title: '参加开通培训',
              text: '40 分钟线上培训（标准版为入校培训），跟着培训老师走一遍备课、上课、布置作业和看报告。',
            },
            {
              label: '第 3 天',
              title: '备第一节课',
              text: '打开本年级第一单元的教案和课件，看一遍微课视频，按自己班级的情况调整课堂任务。',
            },
            {
              label: '第 4 天',
              title: '上第一节课',
              text: '学生在机房登录，完成 15 分钟的入门任务，用在线 IDE 运行第一个程序；老师在大屏上展示几份作品。',
            },
            {
              label: '第 5 天',
              title: '布置第一次作业',
              text: '从练习库选 2-3 道题布置给班级，提交后自动评测；第二天看完成率和常见错误，准备下节课的讲评。',
            },
          ],
        },
        {
          blockType: 'cardGrid',
          heading: '学校需要准备什么',
          intro: '校园版是云端服务，不需要服务器。以下是一间 45 座机房的参考条件。',
          cardStyle: 'icon',
          cards: [
            {
              title: '浏览器',
              icon: 'device',
              text: 'Chrome 或 Edge 最近的两个主要版本；Windows、macOS 和国产操作系统的电脑都可以。用旧版浏览器打开时，平台会提示升级。',
            },
            {
              title: '网络',
              icon: 'cloud',
              text: '45 人同时上课，建议出口带宽不低于 20 Mbps。学校网络有访问限制时，我们提供平台需要访问的域名清单，由网管加入白名单。',
            },
            {
              title: '账号',
              icon: 'users',
              text: '学生账号由老师批量导入生成，不需要学生手机号；老师账号由学校管理员开通，一位老师可以带多个班。',
            },
            {
              title: '数据安全',
              icon: 'shield',
              text: '平台通过等保三级测评，公司通过 ISO 27001 信息安全管理体系认证；学生数据归学校所有，区域可以选择私有化部署。',
            },
          ],
        },
        {
          blockType: 'leadForm',
          heading: '预约平台演示',
          intro:
            '留下学校名称、学段和方便的时间，我们用 30 分钟带你们走一遍建班、上课、批改和看报告。线上或到校都可以。',
          anchor: 'apply',
          kind: 'demo',
          submitLabel: '预约演示',
          points: points(
            '1 个工作日内联系，确认演示时间',
            '线上演示或到校演示均可',
            '演示后可直接开通 30 天免费试用',
          ),
        },
        {
          blockType: 'cardGrid',
          heading: '相关页面',
          cardStyle: 'icon',
          cards: [
            {
              title: '校园版首页',
              icon: 'school',
              text: '版本对比、试用条件和一所小学的第一年。',
              link: { label: '看版本', href: '/school-home' },
            },
            {
              title: '课程体系',
              icon: 'map',
              text: '平台里的课程按年级和学期怎么排。',
              link: { label: '看课程', href: '/school-course' },
            },
            {
              title: '教材与资源',
              icon: 'book',
              text: '每节课的教案、课件、微课和练习。',
              link: { label: '看资源', href: '/teachmaterial' },
            },
            {
              title: '教师培训',
              icon: 'teacher',
              text: '想系统学会用平台教课，可以报名培训。',
              link: { label: '看培训', href: '/tch-training' },
            },
          ],
        },
      ],
      seo: {
        title: '校园版教学平台：班级管理、在线 IDE、自动评测、AI 实验室',
        description:
          '校园版教学平台在浏览器中完成建班、在线编程（图形化、Python、C++）、自动评测、AI 实验和学情报告，机房电脑装好 Chrome 或 Edge 即可使用，无需服务器。',
      },
    },

    // ------------------------------------------------------------------------------------ /school-course
    {
      path: '/school-course',
      title: '课程体系：1-12 年级 AI 与编程课程',
      hero: {
        kind: 'split',
        eyebrow: '校园版课程',
        heading: '1-12 年级 AI 与编程课程，每学期 12-18 课时',
        intro:
          '从一年级的不插电编程游戏，到高中的人工智能初步和算法社团，每个年级都有按学期编排的单元、教案、课件和练习。学校按现有课时选用年级和单元。',
        image: 'screen-course',
        actions: [
          { label: '申请试用', href: '#apply' },
          { label: '下载课程大纲', href: '#downloads' },
        ],
      },
      layout: [
        {
          blockType: 'comparison',
          heading: '课程地图：每个年级学什么',
          intro: '一学年分上、下两个学期，按每周 1 节设计。可以只选部分年级，也可以从任一年级起步。',
          rowHeader: '年级',
          columns: [
            { label: '上学期', note: '9 月至次年 1 月' },
            { label: '下学期', note: '2 月至 7 月' },
            { label: '课时与重点', note: '每学期' },
          ],
          rows: [
            {
              label: '1-2 年级',
              cells: cells(
                '一上 不插电编程游戏：指令与顺序；二上 规律与循环',
                '一下 图形化入门：让角色动起来；二下 角色对话与小动画',
                '12 课时 · 编程启蒙',
              ),
            },
            {
              label: '3-4 年级',
              cells: cells(
                '三上 动画与角色造型；四上 交互故事：事件与广播',
                '三下 画笔与几何图案；四下 小游戏：变量、条件与计分',
                '16 课时 · 图形化编程',
              ),
            },
            {
              label: '5-6 年级',
              cells: cells(
                '五上 图形化进阶：列表与克隆；六上 AI 启蒙：图像与声音识别',
                '五下 综合项目：我的小程序；六下 Python 预备：从积木到代码',
                '16 课时 · 进阶、AI 启蒙、Python 预备',
              ),
            },
            {
              label: '7-8 年级',
              cells: cells(
                '七上 Python 基础：变量、分支、循环；八上 函数与数据处理',
                '七下 Python 小项目；八下 AI 实验单元（6 课时）与综合项目',
                '18 课时 · Python 与 AI 实验',
              ),
            },
            {
              label: '9 年级（选修）',
              cells: cells('Python 综合练习与复习', '毕业项目：解决身边问题的小程序', '课时由学校安排'),
            },
            {
              label: '高中',
              cells: cells(
                '数据与计算：Python 进阶与数据分析',
                '人工智能初步（选择性必修）：AI 项目',
                '18 课时 · 配合信息技术课程',
              ),
            },
            {
              label: '社团（各学段）',
              cells: cells(
                '招新与选拔，图形化创意、Python、C++ 算法社团开训',
                '校内模拟与赛事备赛，学期末作品展示',
                '每周 1-2 次 · 算法社团面向蓝桥杯等赛事',
              ),
            },
          ],
          footnote:
            '课时为每学期的建议值，学校可按实际课表删减单元，每个单元都可以单独选用。详细的单元目录和学习目标见课程大纲。',
        },
        {
          blockType: 'steps',
          heading: '一个学期的样子：四年级上学期',
          intro: '以四年级上学期“交互故事”为例：每周 1 节，共 16 课时，两个单元项目，期末有测评。',
          style: 'timeline',
          items: [
            {
              label: '第 1 周',
              title: '认识平台和舞台',
              text: '学生第一次登录，认识角色、造型和舞台，完成“让角色走起来”的入门任务；程序自动保存在云端。',
            },
            {
              label: '第 2-3 周',
              title: '事件：点一下就有反应',
              text: '用“当角色被点击”“当按下按键”等事件积木，让故事里的角色对操作作出反应。',
            },
            {
              label: '第 4-5 周',
              title: '对话与广播',
              text: '角色之间用广播传递消息，按顺序说话；学生写出一段两个角色的对话。',
            },
            {
              label: '第 6-7 周',
              title: '场景切换与声音',
              text: '切换背景、加入音效和旁白，让故事有开头、经过和结尾。',
            },
            {
              label: '第 8 周',
              title: '单元项目一：三幕小故事',
              text: '学生完成一个三个场景的交互故事，提交后按检查清单自动评测；老师按完成情况挑选几份作品在课上讲评。',
            },
            {
              label: '第 9-10 周',
              title: '变量：记住读者的选择',
              text: '用变量记录读者在故事中的选择和得分，认识“变量会变”。',
            },
            {
              label: '第 11-12 周',
              title: '条件判断：不同的选择，不同的结局',
              text: '用“如果……那么……否则”让故事出现分支，画出故事的流程图。',
            },
            {
              label: '第 13-14 周',
              title: '单元项目二：分支故事',
              text: '小组合作完成一个至少有两种结局的分支故事，分工设计角色、场景和程序。',
            },
            {
              label: '第 15 周',
              title: '同伴互评与修改',
              text: '按评价量规互相试玩、提建议，学生根据建议修改作品，平台保留每一次修改记录。',
            },
            {
              label: '第 16 周',
              title: '作品展示与学期测评',
              text: '班级作品展示，完成 30 分钟的学期测评；老师导出班级报告，作为学期评价的依据。',
            },
          ],
        },
        {
          blockType: 'gallery',
          heading: '配套教材',
          intro: '六册教材和平台课程一一对应，平台内含电子版。1-2 年级编程启蒙使用活动卡和课件，不单独配书。',
          shape: 'portrait',
          items: [
            { image: 'book-scratch-1', title: '图形化编程（上册）', meta: '3-4 年级' },
            { image: 'book-scratch-2', title: '图形化编程（下册）', meta: '5 年级' },
            { image: 'book-ai', title: '人工智能启蒙', meta: '5-6 年级' },
            { image: 'book-python-1', title: 'Python 编程入门', meta: '6-7 年级' },
            { image: 'book-python-2', title: 'Python 编程进阶', meta: '8 年级至高中' },
            { image: 'book-cpp', title: 'C++ 与算法基础', meta: '算法社团' },
          ],
        },
        {
          blockType: 'faq',
          heading: '关于课程',
          items: [
            {
              question: '课程和信息科技、信息技术课程标准是什么关系？',
              answer:
                '课程按义务教育信息科技和高中信息技术课程的内容要求编排，可以作为信息科技课的主要内容，也可以作为校本课程。高中部分配合“数据与计算”和选择性必修“人工智能初步”。',
            },
            {
              question: '我们只有 3-6 年级开课，能只用一部分吗？',
              answer:
                '可以。每个年级、每个单元都能单独选用，平台按学校选定的年级开放课程。以后增加年级，直接在平台上开通即可。',
            },
            {
              question: '学生基础不一样，从哪一册开始？',
              answer:
                '第一次开课的年级建议从本年级的起始单元开始，不必补前面年级的内容；每个起始单元都照顾到零基础的学生。也可以先用学生编程能力测评了解班级水平。',
            },
            {
              question: '课时比建议的少怎么办？',
              answer:
                '教案标出了每个单元的核心课和拓展课，课时少时保留核心课即可；拓展课可以放到社团或课后服务里。',
            },
          ],
        },
        {
          blockType: 'downloads',
          heading: '下载课程大纲',
          anchor: 'downloads',
          items: [
            {
              title: '中小学 AI 与编程课程大纲',
              description: '各年级每学期的单元目录、课时和学习目标，可用于学校课程规划和校本课程申报。',
              file: 'pdf-course-outline',
            },
            {
              title: '学校备赛指南',
              description: '社团课程安排、备赛月历和常见赛事组别说明，供组建编程社团时参考。',
              file: 'pdf-competition-guide',
            },
          ],
        },
        {
          blockType: 'leadForm',
          heading: '申请试用全部课程',
          intro:
            '填写学校名称和学段，在补充说明里写上想试用的年级。试用期间全部年级的课程和 AI 实验室都开放。',
          anchor: 'apply',
          kind: 'trial',
          submitLabel: '申请试用',
          points: trialPoints(),
        },
        {
          blockType: 'cardGrid',
          heading: '相关页面',
          cardStyle: 'icon',
          cards: [
            {
              title: '教材与资源',
              icon: 'book',
              text: '六册教材的内容和每节课的资源包。',
              link: { label: '看教材', href: '/teachmaterial' },
            },
            {
              title: '教学平台',
              icon: 'platform',
              text: '课程在平台上怎么上、怎么评测。',
              link: { label: '看平台', href: '/teach-plat' },
            },
            {
              title: '中小学编程教育方案',
              icon: 'code',
              text: '从图形化到 Python 到算法的完整路线。',
              link: { label: '看方案', href: '/plan/schoolpm' },
            },
            {
              title: '中小学 AI 教育方案',
              icon: 'ai',
              text: '从体验、实验到项目的 AI 课程。',
              link: { label: '看方案', href: '/plan/schoolai' },
            },
          ],
        },
      ],
      seo: {
        title: '课程体系：1-12 年级 AI 与编程课程地图和课时安排',
        description:
          '1-12 年级 AI 与编程课程：1-2 年级编程启蒙，3-6 年级图形化与 AI 启蒙，7-8 年级 Python 与 AI 实验，高中人工智能初步与算法社团，每学期 12-18 课时，可下载课程大纲。',
      },
    },

    // -------------------------------------------------------------------------------------- /school-yard
    {
      path: '/school-yard',
      title: '实验室建设：AI 与编程实验室',
      hero: {
        kind: 'banner',
        bannerType: 'school',
        eyebrow: '实验室建设',
        heading: '建一间能上课、做实验、办社团的 AI 与编程实验室',
        intro:
          '我们负责现场勘查、方案设计、设备清单和安装调试指导，学校按自己的采购流程购置设备。已有机房也能改造，多数学校只需增加 AI 体验区和创客区。',
        actions: [
          { label: '预约演示', href: '#apply' },
          { label: '下载建设清单', href: '#downloads' },
        ],
      },
      layout: [
        {
          blockType: 'featureRows',
          heading: '平面布局与功能分区',
          intro: '以一间约 90 平方米、45 个学生座位的教室为例：授课与编程区、AI 体验区、创客区和作品展示区。',
          rows: [
            {
              eyebrow: '平面布局',
              title: '一间教室，四个区域',
              text: '授课与编程区在教室中部，学生机 6 排，正对教师讲台和大屏；AI 体验区和创客区靠窗布置，方便分组活动；后墙做作品展示区。上课时全班在编程区，社团活动时分组轮换。',
              points: points('教室面积建议 80-100 平方米', '每个座位配电源和网口', '分组区按 6-8 人一组设计'),
              image: 'lab-floorplan',
            },
            {
              eyebrow: '授课与编程区',
              title: '45 台学生机，一块大屏',
              text: '学生机装好 Chrome 或 Edge 就能使用校园版平台；教师机连接交互大屏或投影，用来演示代码和讲评作业。学校现有的电脑只要能流畅运行浏览器，就可以继续用。',
              points: points(
                '学生机建议 4 核 CPU、8GB 内存及以上',
                '教师机配话筒和教学广播软件',
                '桌面留出摄像头的摆放位置',
              ),
              image: 'lab-classroom',
            },
            {
              eyebrow: 'AI 体验区',
              title: '摄像头、麦克风和智能小车',
              text: '配合 AI 实验室课程，准备图像采集摄像头、麦克风、智能小车和平板。学生分组完成手势识别、声音控制、小车沿线行驶等实验，把在屏幕上训练的模型用到实物上。',
              points: points(
                '每组 1 套 AI 体验套件，按 6-8 组配置',
                '实验与平台 AI 实验室的课程配套',
                '适合 5-6 年级至高中',
              ),
              image: 'lab-ai-corner',
            },
            {
              eyebrow: '创客区',
              title: '开源硬件、传感器和 3D 打印',
              text: '为社团和项目课准备开源主控板、传感器、电子元件和 3D 打印机。学生把程序做进实物作品里，例如自动浇水花盆、计步器、垃圾分类小车，做好的作品放到展示区。',
              points: points(
                '工具墙和元件柜分类存放，便于管理',
                '3D 打印机放在通风位置',
                '配套安全使用制度和登记表模板',
              ),
              image: 'lab-maker',
            },
          ],
        },
        {
          blockType: 'comparison',
          heading: '45 座实验室配置参考',
          intro: '三档配置对应三种用途，可以按学校现有条件组合。设备清单和技术参数见建设清单。',
          rowHeader: '配置',
          columns: [
            { label: '基础型', note: '改造现有机房' },
            { label: '标准型', note: '常态课加社团', highlight: true },
            { label: '示范型', note: '区域示范校、开放参观' },
          ],
          rows: [
            {
              label: '学生电脑',
              cells: cells(
                '沿用现有 45 台，能流畅运行浏览器即可',
                '45 台，4 核 CPU、8GB 内存及以上',
                '45 台，同标准型',
              ),
            },
            {
              label: '教师机与大屏',
              cells: cells('现有教师机 + 投影', '教师机 + 交互大屏', '教师机 + 交互大屏 + 录播设备'),
            },
            {
              label: '网络',
              cells: cells('出口带宽不低于 20 Mbps', '有线到座 + 无线覆盖', '有线到座 + 无线覆盖'),
            },
            {
              label: 'AI 体验套件',
              cells: cells(
                'USB 摄像头和耳麦，每组 1 套',
                '6 套：摄像头、麦克风、智能小车、平板',
                '8 套，另配语音音箱',
              ),
            },
            {
              label: '创客区',
              cells: cells(
                '—',
                '开源硬件与传感器 8 组，3D 打印机 1 台',
                '开源硬件与传感器 12 组，3D 打印机 2 台',
              ),
            },
            { label: '作品展示区', cells: cells('—', '展示墙 + 作品柜', '展示墙 + 作品柜 + 展示屏') },
            { label: '配套平台版本', cells: cells('基础版或标准版', '标准版', '标准版或区域版') },
            {
              label: '教师培训',
              cells: cells('平台线上培训', '入校培训 + 实验室设备使用培训', '入校培训 + 示范课打磨'),
            },
            { label: '建设周期（到货后）', cells: cells('1-2 周', '约 4 周', '约 5-6 周') },
          ],
          footnote:
            '设备价格随品牌和数量变化，方案确定后由学校或学校选定的集成商按采购流程报价；采购审批时间以学校流程为准，不计入建设周期。',
        },
        {
          blockType: 'steps',
          heading: '从勘查到验收',
          intro: '以标准型为例。采购前的两周由我们完成，采购由学校按流程进行，到货后约 4 周交付。',
          style: 'timeline',
          items: [
            {
              label: '第 1 周',
              title: '现场勘查',
              text: '我们到校查看教室面积、电源、网络和现有电脑，和校长、信息科技老师确认实验室要承担哪些课程和社团。',
            },
            {
              label: '第 2 周',
              title: '方案与设备清单',
              text: '给出平面布局图、三档配置清单和施工要求，学校确定档位；清单可以直接用于学校的采购申报。',
            },
            {
              label: '按学校流程',
              title: '学校采购',
              text: '设备由学校按自己的采购流程购置，时长以学校流程为准；期间我们提供技术参数说明和答疑。',
            },
            {
              label: '到货后第 1-2 周',
              title: '布线与安装',
              text: '完成电源、网络和家具施工，安装学生机、大屏和 AI 体验套件。施工由学校选定的集成商负责，我们到场指导。',
            },
            {
              label: '到货后第 3 周',
              title: '调试并开通平台',
              text: '逐台检查浏览器、摄像头和网络，开通校园版账号、导入学生，在实验室里完整跑通一节课。',
            },
            {
              label: '到货后第 4 周',
              title: '教师培训与试上课',
              text: '信息科技老师在新实验室试上 2 节课，学习 AI 体验区和创客区设备的使用和安全管理。',
            },
            {
              label: '验收',
              title: '验收与交付',
              text: '按清单逐项验收，交付设备台账、使用手册和管理制度模板；投入使用后每学期回访一次。',
            },
          ],
        },
        {
          blockType: 'caseStudies',
          heading: '一间旧机房的改造',
          items: [
            {
              school: '松岭实验学校',
              stage: '九年一贯制 · 45 座实验室',
              title: '旧机房改成标准型实验室，开学第一周就用上',
              challenge:
                '学校原有机房电脑老旧，只能上打字和办公软件课；想开设 AI 课程和社团，却没有合适的场地和设备。',
              approach:
                '春季学期完成勘查和方案，保留教室结构，更换 45 台学生机，增加 AI 体验区和创客区；暑假设备到货，4 周内完成安装、开通平台和教师培训。',
              outcome:
                '秋季学期开学第一周，3-8 年级的信息科技课进入新实验室；课后开设 AI 社团和创客社团，每周各活动 2 次。',
              figures: [
                { value: '45 座', label: '学生机座位' },
                { value: '4 周', label: '到货后完成交付' },
                { value: '2 个', label: '新开的社团' },
              ],
              image: 'event-open-class',
            },
          ],
        },
        {
          blockType: 'downloads',
          heading: '下载建设清单',
          anchor: 'downloads',
          items: [
            {
              title: 'AI 与编程实验室建设清单',
              description: '三档配置的设备清单，面积、电源和网络要求，可用于学校采购申报。',
              file: 'pdf-lab-checklist',
            },
          ],
        },
        {
          blockType: 'faq',
          heading: '建设前常问的问题',
          items: [
            {
              question: '一定要新建实验室吗？现有机房能不能直接用？',
              answer:
                '不一定。校园版平台在现有机房就能上课，AI 实验用 USB 摄像头和耳麦即可。只有想开社团、做实物项目或承担示范任务时，才需要增加 AI 体验区和创客区。',
            },
            {
              question: '设备必须从你们这里买吗？',
              answer:
                '不必。我们提供方案、清单和技术参数，设备由学校按自己的采购流程购置，也可以由学校选定的集成商实施；我们负责安装指导、平台开通和教师培训。',
            },
            {
              question: '实验室建好后怎么用起来？',
              answer:
                '建好后按课表安排各年级的信息科技课，课后开放给社团。我们提供实验室管理制度模板和设备使用培训，每学期回访一次，帮学校看使用情况。',
            },
          ],
        },
        {
          blockType: 'leadForm',
          heading: '预约演示',
          intro: '留下学校名称、学段和方便的时间。我们先线上演示实验室方案和平台，需要时再约时间到校勘查。',
          anchor: 'apply',
          kind: 'demo',
          submitLabel: '预约演示',
          points: points(
            '1 个工作日内联系，确认演示时间',
            '演示三档配置方案和平台上课流程',
            '需要时安排到校勘查',
          ),
        },
        {
          blockType: 'cardGrid',
          heading: '相关页面',
          cardStyle: 'icon',
          cards: [
            {
              title: '教学平台',
              icon: 'platform',
              text: '实验室里的课在平台上怎么上。',
              link: { label: '看平台', href: '/teach-plat' },
            },
            {
              title: '中小学 AI 教育方案',
              icon: 'ai',
              text: 'AI 体验区配套的课程和项目。',
              link: { label: '看方案', href: '/plan/schoolai' },
            },
            {
              title: '教学解决方案',
              icon: 'classroom',
              text: '常态课、社团和区域教研怎么安排。',
              link: { label: '看方案', href: '/teach-solution' },
            },
            {
              title: '合作',
              icon: 'handshake',
              text: '区域整体建设或集成商合作。',
              link: { label: '合作洽谈', href: '/cooperation' },
            },
          ],
        },
      ],
      seo: {
        title: 'AI 与编程实验室建设：分区、45 座配置清单和建设流程',
        description:
          'AI 与编程实验室建设方案：授课与编程区、AI 体验区、创客区和作品展示区的布局，基础型、标准型、示范型三档 45 座配置，从勘查到验收的流程和建设清单下载。',
      },
    },

    // ----------------------------------------------------------------------------------- /teach-solution
    {
      path: '/teach-solution',
      title: '教学解决方案',
      hero: {
        kind: 'artwork',
        eyebrow: '教学解决方案',
        heading: '常态课、社团竞赛、区域教研，三种场景开好课',
        intro:
          '课开得好，靠的不只是平台：课程、评价、老师和教研要一起跟上。我们按三种场景给出具体做法，从开学前的准备到学年末的复盘都有安排。',
        image: 'event-open-class',
        actions: [
          { label: '申请试用', href: '/school-home#apply' },
          { label: '看课程体系', href: '/school-course' },
        ],
      },
      layout: [
        {
          blockType: 'richText',
          heading: '我们的教学主张',
          width: 'narrow',
          content: richText([
            {
              p: '编程和 AI 课的目标，不是培养几个竞赛选手，而是让每个学生都有机会亲手做出能运行的作品，在做的过程中学会拆解问题、验证想法。',
            },
            {
              ul: [
                '先做再讲：每节课先给一个能运行的示例，学生先改、先试，再归纳概念。',
                '每节课都有作品：哪怕只有几行代码，也要能运行、能展示。',
                '评价看过程：自动评测记录每一次提交，老师看到的是进步，而不只是分数。',
                '老师不单打独斗：课程、培训和教研，让一两位老师也能带好全校的课。',
              ],
            },
            { quote: '好的编程课，是下课铃响了，学生还想接着写。' },
          ]),
        },
        {
          blockType: 'featureRows',
          heading: '三种场景，三套做法',
          rows: [
            {
              eyebrow: '常态课',
              title: '课程 + 平台 + 评价，每周 1 节也能上好',
              text: '按年级选用课程单元，每节课有教案、课件和微课；课后作业在平台上自动评测，老师只处理共性问题；期末用测评和学情报告形成学期评价。两位信息科技老师也能带起全校 3-6 年级的课。',
              points: points(
                '每学期 12-18 课时，按课表删减单元',
                '作业自动评测，课上讲评共性错误',
                '学期评价有数据依据',
              ),
              image: 'lab-classroom',
              link: { label: '看课程体系', href: '/school-course' },
            },
            {
              eyebrow: '社团与竞赛',
              title: '从兴趣社团到竞赛梯队',
              text: '图形化创意社团面向中低年级，Python 社团和 C++ 算法社团面向高年级和初高中，每周活动 1-2 次。按赛季安排训练：9-10 月组建社团、选拔，11-12 月系统训练，寒假集训，3-4 月校内模拟，8 月复盘。',
              points: points(
                '社团课程和常态课衔接，不另起炉灶',
                '指导老师可参加 16 学时的竞赛指导专题',
                '赛事时间每年不同，以主办方当年通知为准',
              ),
              image: 'competition-team',
              link: { label: '看竞赛与测评', href: '/com-exam' },
            },
            {
              eyebrow: '区域教研',
              title: '全区同一课程基础，教研看数据',
              text: '区域版统一各校账号和学情数据，教研员可以按学校、年级查看进度和知识点掌握情况。我们的教研团队和区教研员一起设计集体备课、公开课和教学展示活动，暑假集中培训，学期中入校指导。',
              points: points(
                '私有化部署或区域专属云',
                '暑期集中培训，学期中入校指导',
                '区域教学展示周等固定教研活动',
              ),
              image: 'event-seminar',
              link: { label: '区域合作', href: '/cooperation' },
            },
          ],
        },
        {
          blockType: 'steps',
          heading: '一所学校的第一个学年',
          intro: '以一所第一次开课、6 月开始准备的学校为例。',
          style: 'timeline',
          items: [
            {
              label: '6 月',
              title: '确定方案，先试用',
              text: '校长和信息科技老师确定开课年级、每周课时和版本，申请试用，在 3 个班试上几节课。',
            },
            {
              label: '7-8 月',
              title: '老师暑期培训',
              text: '老师参加新教师上岗培训（16 学时）或 Python 教学研修班（暑期 5 天，40 学时）；我们完成账号开通和学生导入。',
            },
            {
              label: '9 月',
              title: '开学开课，社团招新',
              text: '开学第一周入校培训，各年级按单元开课；社团招新，按兴趣和测评结果分组。',
            },
            {
              label: '10-11 月',
              title: '课堂常规与期中回看',
              text: '自动评测作业成为常规；期中看学情报告，调整后半学期的进度和分层任务。',
            },
            {
              label: '12-1 月',
              title: '期末测评与寒假安排',
              text: '完成期末测评，导出学期报告；竞赛社团进入寒假集训，其他学生可以在在线学院自学。',
            },
            {
              label: '2-3 月',
              title: '春季学期，校内教研',
              text: '根据秋季学期的数据调整课程；组织一次校内公开课，邀请其他学科老师听课。',
            },
            {
              label: '4-5 月',
              title: '教师认证与作品展示',
              text: '老师可参加 4 月的教师编程教学能力等级认证；学生作品在校内或区域展示活动中展出。',
            },
            {
              label: '6-7 月',
              title: '学年复盘',
              text: '回看全年学情数据，确定下一学年的开课年级和课时，需要时升级版本或增加社团。',
            },
          ],
        },
        {
          blockType: 'stats',
          heading: '几所学校一学年后的变化',
          items: [
            { value: '92%', label: '作业由平台自动评测', note: '青禾实验小学，3-6 年级' },
            { value: '3', unit: '小时/周', label: '每位老师省下的批改', note: '青禾实验小学' },
            { value: '4.6', unit: '级', label: 'Python 测评平均等级', note: '南湖第二中学，一年前为 3.1 级' },
            { value: '120', unit: '名', label: '一个暑假培训的老师', note: '江畔区教育局，28 所中小学' },
            { value: '30', unit: '人', label: '高中算法社团', note: '明远高级中学' },
          ],
          footnote: '以上为合作学校一个学年的数据。',
        },
        {
          blockType: 'quotes',
          heading: '一线的做法',
          items: [
            {
              quote:
                '人工智能初步以前最难上的是实验。现在学生在 AI 实验室里自己采集数据、训练模型，8 个项目周下来，每个小组都做出了能现场演示的项目。',
              name: '陈老师',
              role: '信息技术教师',
              organisation: '明远高级中学',
            },
            {
              quote:
                '我们把自动评测当成课堂的一部分：课上写完就提交，哪个测试点没过，当场一起分析，比课后批改有用得多。',
              name: '李老师',
              role: '信息科技教研组长',
              organisation: '南湖第二中学',
            },
            {
              quote:
                '区域教研最怕各校各做各的。现在全区用同一套课程、同一个平台，展示周上大家讨论的是同一件事。',
              name: '赵主任',
              role: '电教馆',
              organisation: '江畔区教育局',
            },
          ],
        },
        {
          blockType: 'cta',
          heading: '想按哪种场景开课？先聊一聊',
          intro: '告诉我们学校的年级、班级数和每周课时，我们给出常态课、社团或区域推进的具体安排。',
          background: 'brand',
          actions: [
            { label: '申请试用', href: '/school-home#apply' },
            { label: '区域合作洽谈', href: '/cooperation#apply' },
          ],
          note: '提交后 1 个工作日内回电',
        },
        {
          blockType: 'cardGrid',
          heading: '相关页面',
          cardStyle: 'icon',
          cards: [
            {
              title: '课程体系',
              icon: 'map',
              text: '常态课用的年级课程和课时。',
              link: { label: '看课程', href: '/school-course' },
            },
            {
              title: '教学平台',
              icon: 'platform',
              text: '自动评测和学情报告怎么用。',
              link: { label: '看平台', href: '/teach-plat' },
            },
            {
              title: '教师培训',
              icon: 'teacher',
              text: '上岗、研修和竞赛指导培训。',
              link: { label: '看培训', href: '/tch-training' },
            },
            {
              title: '竞赛与测评',
              icon: 'trophy',
              text: '社团备赛日历和学生测评。',
              link: { label: '看竞赛', href: '/com-exam' },
            },
          ],
        },
      ],
      seo: {
        title: '教学解决方案：常态课、社团竞赛与区域教研',
        description:
          '中小学 AI 与编程教学解决方案：常态课用课程、平台和评价，社团与竞赛按赛季训练，区域教研统一课程和学情数据，附一所学校第一个学年的安排。',
      },
    },

    // ------------------------------------------------------------------------------------ /teachmaterial
    {
      path: '/teachmaterial',
      title: '教材与资源',
      hero: {
        kind: 'artwork',
        eyebrow: '教材与资源',
        heading: '六册教材和每节课的备课资源，拿来就能上',
        intro:
          '教材与平台课程一一对应；每节课配教案、课件、微课视频、练习与评测，老师按班级情况调整即可。资源每学期开学前更新一次。',
        image: 'teacher-desk',
        actions: [
          { label: '申请试用', href: '/school-home#apply' },
          { label: '看课程体系', href: '/school-course' },
        ],
      },
      layout: [
        {
          blockType: 'gallery',
          heading: '六册教材',
          intro: '适用年级为建议值，可按学校的开课年级调整。1-2 年级编程启蒙使用活动卡和课件，不单独配书。',
          shape: 'portrait',
          items: [
            {
              image: 'book-scratch-1',
              title: '图形化编程（上册）',
              meta: '3-4 年级',
              text: '动画与角色、画笔与图案、交互故事三个部分，每个单元以一个小作品收尾。',
            },
            {
              image: 'book-scratch-2',
              title: '图形化编程（下册）',
              meta: '5 年级',
              text: '变量、条件、列表和克隆，学生完成一个完整的小游戏和一个综合项目。',
            },
            {
              image: 'book-ai',
              title: '人工智能启蒙',
              meta: '5-6 年级',
              text: '图像识别、声音识别和简单分类，每课都在 AI 实验室里动手做，不需要编程基础。',
            },
            {
              image: 'book-python-1',
              title: 'Python 编程入门',
              meta: '6-7 年级',
              text: '从积木过渡到代码：变量、分支、循环和海龟绘图，配大量可以直接运行的示例。',
            },
            {
              image: 'book-python-2',
              title: 'Python 编程进阶',
              meta: '8 年级至高中',
              text: '函数、数据处理与可视化、AI 实验项目，和高中“数据与计算”内容衔接。',
            },
            {
              image: 'book-cpp',
              title: 'C++ 与算法基础',
              meta: '算法社团',
              text: '语法基础、排序、搜索、递归和简单动态规划，按竞赛常见题型组织练习。',
            },
          ],
        },
        {
          blockType: 'cardGrid',
          heading: '每节课的资源包',
          intro: '每节课都有下面五样，按 40 或 45 分钟一课时编写，老师可以下载后修改。',
          cardStyle: 'icon',
          cards: [
            {
              title: '教案',
              icon: 'book',
              text: '教学目标、重难点、课堂流程和分层任务，附常见问题和板书建议，可下载为文档修改。',
            },
            {
              title: '课件',
              icon: 'platform',
              text: '可编辑的演示课件，内嵌示例程序，点一下就在平台里打开运行。',
            },
            {
              title: '微课视频',
              icon: 'video',
              text: '每段 5-8 分钟，讲一个知识点或一个操作步骤；可以课上播放，也可以给请假的学生补课。',
            },
            {
              title: '练习与评测',
              icon: 'exam',
              text: '课堂练习、课后作业和单元测评，编程题带测试点，提交后自动评测。',
            },
            {
              title: '拓展项目',
              icon: 'lightbulb',
              text: '给学有余力的学生和社团的开放项目，附评价量规和作品示例。',
            },
          ],
        },
        {
          blockType: 'featureRows',
          heading: '在平台里备课',
          rows: [
            {
              eyebrow: '资源库',
              title: '按年级和单元找资源',
              text: '资源库按年级、学期和单元整理，也可以按关键词搜索。老师可以把教案下载下来修改，把练习直接布置给班级，把示范课视频发给新来的同事。',
              points: points('按年级、单元、资源类型筛选', '练习一键布置给班级', '收藏常用资源，组内共享'),
              image: 'screen-resource',
            },
            {
              eyebrow: '课程编排',
              title: '把单元排进自己的课表',
              text: '老师可以调整单元顺序、删减课时、加入自己的课件和练习。修改只对本校生效，不影响原始课程；教研组长可以把调整后的课程共享给全组。',
              points: points('调整顺序、删减课时', '加入本校自己的资源', '修改只对本校生效'),
              image: 'screen-course',
            },
          ],
        },
        {
          blockType: 'downloads',
          heading: '资料下载',
          items: [
            {
              title: '中小学 AI 与编程课程大纲',
              description: '六册教材对应的单元目录、课时和学习目标。',
              file: 'pdf-course-outline',
            },
            {
              title: '学校备赛指南',
              description: '与《C++ 与算法基础》配套的社团训练安排和备赛月历。',
              file: 'pdf-competition-guide',
            },
          ],
        },
        {
          blockType: 'faq',
          heading: '关于教材和资源',
          items: [
            {
              question: '资源的版权怎么规定？老师可以修改吗？',
              answer: `资源版权归${d.brand}所有。订阅学校的老师可以在本校教学中使用和修改，例如调整教案、改编课件、用于公开课；不能对外发布、转售或用于商业培训。`,
            },
            {
              question: '资源多久更新一次？',
              answer:
                '每学期开学前集中更新一次，平台里的资源即时生效；老师反馈的错误一般在 2 周内修正。纸质教材按版次修订，新旧版本的单元结构保持一致。',
            },
            {
              question: '一定要买纸质教材吗？',
              answer:
                '不需要。平台里有全部教材的电子版，学生在电脑上就能看。有的学校只给老师配纸质书，有的给学生每人一册，可以按需采购。',
            },
            {
              question: '可以用这些资源申报校本课程吗？',
              answer:
                '可以。课程大纲列出了各年级的学习目标、单元和课时，可以作为校本课程方案的基础，再加上学校自己的特色内容。',
            },
          ],
        },
        {
          blockType: 'cta',
          heading: '先拿一个单元试上',
          intro: '申请试用后，全部课程资源开放 30 天，老师可以挑一个单元在 3 个班试上，再决定怎么用。',
          background: 'brand',
          actions: [
            { label: '申请试用', href: '/school-home#apply' },
            { label: '预约演示', href: '/teach-plat#apply' },
          ],
          note: '试用期 30 天，不自动扣费',
        },
        {
          blockType: 'cardGrid',
          heading: '相关页面',
          cardStyle: 'icon',
          cards: [
            {
              title: '课程体系',
              icon: 'map',
              text: '教材对应的年级课程地图。',
              link: { label: '看课程', href: '/school-course' },
            },
            {
              title: '教学平台',
              icon: 'platform',
              text: '资源在平台里怎么用来上课。',
              link: { label: '看平台', href: '/teach-plat' },
            },
            {
              title: '教师培训',
              icon: 'teacher',
              text: '用好这些资源的课程实施培训。',
              link: { label: '看培训', href: '/tch-training' },
            },
            {
              title: '学习资源',
              icon: 'download',
              text: '面向老师的公开课例和学习资料。',
              link: { label: '看资源', href: '/lea-resource' },
            },
          ],
        },
      ],
      seo: {
        title: '教材与资源：图形化、Python、AI 启蒙、C++ 教材和备课资源',
        description:
          '六册 AI 与编程教材（图形化编程上下册、人工智能启蒙、Python 入门与进阶、C++ 与算法基础），每节课配教案、课件、微课视频、练习与评测和拓展项目。',
      },
    },

    // ------------------------------------------------------------------------------------ /plan/schoolai
    {
      path: '/plan/schoolai',
      title: '中小学 AI 教育方案',
      hero: {
        kind: 'artwork',
        eyebrow: '中小学 AI 教育方案',
        heading: '从体验、实验到项目：中小学 AI 课这样开',
        intro:
          '小学高年级体验 AI，初中做 AI 实验，高中完成 AI 项目。方案配齐课程、AI 实验室、教师培训和教研支持，现有机房加上摄像头和麦克风就能开课。',
        image: 'plan-ai',
        actions: [
          { label: '申请试用', href: '#apply' },
          { label: '看 AI 实验室', href: '/teach-plat' },
        ],
      },
      layout: [
        {
          blockType: 'cardGrid',
          heading: '适合这样的学校',
          cardStyle: 'icon',
          cards: [
            {
              title: '要开“人工智能初步”的高中',
              badge: '高中',
              icon: 'school',
              text: '选择性必修“人工智能初步”需要实验环境和项目案例，方案提供 8 个项目周的完整安排。',
            },
            {
              title: '想给信息科技课加 AI 单元的初中',
              badge: '7-8 年级',
              icon: 'code',
              text: '在 Python 课程中嵌入 6 课时的 AI 实验单元，学生用自己采集的数据训练模型。',
            },
            {
              title: '想让学生早点接触 AI 的小学',
              badge: '5-6 年级',
              icon: 'puzzle',
              text: '不需要编程基础，用摄像头和麦克风体验图像、声音识别，理解“机器是怎么学会的”。',
            },
          ],
        },
        {
          blockType: 'comparison',
          heading: '三层课程：体验、实验、项目',
          intro: 'AI 课程按学段分三层，每层都在 AI 实验室里动手完成，不只是看演示。',
          rowHeader: '学段',
          columns: [{ label: '层次' }, { label: '学生做什么' }, { label: '课时安排' }],
          rows: [
            {
              label: '小学 5-6 年级',
              cells: cells(
                '体验',
                '用摄像头和麦克风采集样本，训练图像、声音识别模型，讨论模型为什么会认错',
                '每学期 16 课时中安排 4-6 课时',
              ),
            },
            {
              label: '初中 7-8 年级',
              cells: cells(
                '实验',
                '整理数据、训练分类模型、评估准确率，再用 Python 调用模型做小应用',
                '6 课时 AI 实验单元，嵌入每学期 18 课时',
              ),
            },
            {
              label: '高中',
              cells: cells(
                '项目',
                '按“人工智能初步”组织 8 个项目周，小组完成从提出问题到展示的完整项目',
                '每学期 18 课时',
              ),
            },
            {
              label: '社团',
              cells: cells('拓展', '结合传感器和模型做智能作品，可参加智能设计类赛事', '每周 1-2 次'),
            },
          ],
        },
        {
          blockType: 'featureRows',
          heading: '需要的平台和实验室',
          intro: '核心是校园版标准版的 AI 实验室；有条件的学校再增加 AI 体验区。',
          rows: [
            {
              eyebrow: 'AI 实验室',
              title: '在浏览器里采集数据、训练和测试模型',
              text: '图像、声音、文本三类实验都在浏览器里完成，不需要 GPU 服务器。学生能看到样本数量、训练过程和每一类的置信度，改一改样本再训练，就能体会数据对模型的影响。',
              points: points(
                '图像、声音、文本三类识别实验',
                '模型可在 Python 中调用，做成小应用',
                '实验过程和结果自动保存',
              ),
              image: 'screen-ai-lab',
              link: { label: '看平台功能', href: '/teach-plat' },
            },
            {
              eyebrow: 'AI 体验区',
              title: '把模型用到实物上',
              text: '现有机房每组配一个 USB 摄像头和耳麦就能上课。想让学生做智能小车、语音控制这类实物项目，可以在实验室里增加 AI 体验区，按 6-8 组配置体验套件。',
              points: points('最低条件：每组 1 个摄像头和耳麦', '体验区适合社团和高中项目课'),
              image: 'lab-ai-corner',
              link: { label: '看实验室建设', href: '/school-yard' },
            },
            {
              eyebrow: '学情报告',
              title: '项目过程看得见',
              text: '每个小组的数据采集、训练记录和项目文档都留在平台上，老师按项目评价量规打分，学期末导出学生的项目档案，用于综合素质评价。',
              points: points('记录每次训练的样本和结果', '按评价量规打分', '导出学生项目档案'),
              image: 'screen-report',
            },
          ],
        },
        {
          blockType: 'cardGrid',
          heading: '老师的支持',
          intro: '多数信息科技老师没系统学过 AI。我们从培训、备课到课堂都有支持。',
          cardStyle: 'icon',
          cards: [
            {
              title: 'AI 教学专题培训',
              badge: '32 学时',
              icon: 'teacher',
              text: '机器学习的基本概念、AI 实验室的全部实验、项目课的组织和评价，线上直播加回放，或线下工作坊。',
              link: { label: '看培训', href: '/tch-training' },
            },
            {
              title: '每学期入校指导',
              badge: '标准版含',
              icon: 'support',
              text: '教研老师每学期入校 1 次，听一节课、评一节课，和老师一起备下一个项目周。',
            },
            {
              title: '项目案例与教研',
              badge: '每学期更新',
              icon: 'lightbulb',
              text: '每个项目周有完整的教案、样本数据和学生作品示例；每学期组织线上教研，交流各校的课例。',
            },
          ],
        },
        {
          blockType: 'steps',
          heading: '三步开起来',
          style: 'steps',
          items: [
            {
              label: '第 1 步',
              title: '选年级和层次',
              text: '和我们一起确定从哪个学段开始、每学期安排多少 AI 课时；高中明确“人工智能初步”的开设学期。',
            },
            {
              label: '第 2 步',
              title: '试用 30 天',
              text: '开通试用，在最多 3 个班上 2-3 节 AI 实验课，检查机房的摄像头、麦克风和网络是否就绪。',
            },
            {
              label: '第 3 步',
              title: '培训后正式开课',
              text: '老师完成 AI 教学专题培训或入校培训，按学期开课；期中、期末用学情报告回看项目进展。',
            },
          ],
        },
        {
          blockType: 'caseStudies',
          heading: '一所高中的做法',
          items: [
            {
              school: '明远高级中学',
              stage: '高中 · 18 个班',
              title: '8 个项目周，把“人工智能初步”上成项目课',
              challenge:
                '学校开设“人工智能初步”选择性必修，但没有实验环境，老师只能讲概念，学生没有机会亲手训练模型。',
              approach:
                '选修学生在 AI 实验室上课，课程组织成 8 个项目周：每个项目从提出问题、采集数据、训练模型到小组展示；另设算法社团，每周训练 2 次。',
              outcome:
                '每个小组都完成了能现场演示的 AI 项目，例如校园植物识别、垃圾分类识别；算法社团稳定在 30 人，成为学校竞赛梯队的基础。',
              figures: [
                { value: '8 个', label: '项目周' },
                { value: '30 人', label: '算法社团' },
                { value: '18 个', label: '高中班级' },
              ],
              image: 'event-hackathon',
            },
          ],
        },
        {
          blockType: 'faq',
          heading: '常见问题',
          items: [
            {
              question: '一定要建专门的 AI 实验室吗？',
              answer:
                '不一定。AI 实验室是平台里的功能，现有机房每组配一个 USB 摄像头和耳麦就能上课。只有做智能小车等实物项目时，才建议增加 AI 体验区。',
            },
            {
              question: '没有 GPU 服务器，能训练模型吗？',
              answer:
                '能。中小学的图像、声音和文本识别实验都在浏览器里完成，几分钟就能训练好，不需要 GPU 服务器。',
            },
            {
              question: '学生采集的照片和声音怎么处理？',
              answer:
                '样本只用于本次实验和本班教学，学生和老师可以随时删除；平台通过等保三级测评。建议采集手势、物品等内容，避免拍摄人脸。',
            },
            {
              question: '“人工智能初步”的课时怎么安排？',
              answer:
                '方案按一个学期 18 课时设计，分成 8 个项目周，每个项目 2 课时，最后留 2 课时做展示和评价；学校也可以拆到两个学期上。',
            },
          ],
        },
        {
          blockType: 'leadForm',
          heading: '申请试用 AI 课程',
          intro:
            '填写学校名称和学段，在补充说明里写上想开 AI 课的年级。试用期间 AI 实验室和全部 AI 课程都开放。',
          anchor: 'apply',
          kind: 'trial',
          submitLabel: '申请试用',
          points: trialPoints(),
        },
        {
          blockType: 'cardGrid',
          heading: '相关页面',
          cardStyle: 'icon',
          cards: [
            {
              title: '中小学编程教育方案',
              icon: 'code',
              text: 'AI 课的编程基础从这里打。',
              link: { label: '看方案', href: '/plan/schoolpm' },
            },
            {
              title: '实验室建设',
              icon: 'lab',
              text: 'AI 体验区和创客区怎么建。',
              link: { label: '看实验室', href: '/school-yard' },
            },
            {
              title: '教学平台',
              icon: 'platform',
              text: 'AI 实验室和学情报告的界面。',
              link: { label: '看平台', href: '/teach-plat' },
            },
            {
              title: '教师培训',
              icon: 'teacher',
              text: '32 学时的 AI 教学专题培训。',
              link: { label: '看培训', href: '/tch-training' },
            },
          ],
        },
      ],
      seo: {
        title: '中小学 AI 教育方案：体验、实验、项目三层课程与 AI 实验室',
        description:
          '中小学 AI 教育方案：小学 5-6 年级 AI 启蒙体验，初中 6 课时 AI 实验单元，高中“人工智能初步”8 个项目周，配 AI 实验室、32 学时教师培训和入校指导，可免费试用。',
      },
    },

    // ------------------------------------------------------------------------------------ /plan/schoolpm
    {
      path: '/plan/schoolpm',
      title: '中小学编程教育方案',
      hero: {
        kind: 'artwork',
        eyebrow: '中小学编程教育方案',
        heading: '从图形化到 Python 到算法：1-9 年级编程课路线',
        intro:
          '低年级玩中学，中年级做作品，高年级写代码，学有余力的学生进入算法社团。每学期 12-18 课时，配平台自动评测和学生编程能力测评。',
        image: 'plan-programming',
        actions: [
          { label: '申请试用', href: '#apply' },
          { label: '看课程地图', href: '/school-course' },
        ],
      },
      layout: [
        {
          blockType: 'cardGrid',
          heading: '适合这样的学校',
          cardStyle: 'icon',
          cards: [
            {
              title: '还没开过编程课的学校',
              icon: 'school',
              text: '从任意年级的起始单元开始，零基础的学生和第一次教编程的老师都能跟上。',
            },
            {
              title: '开了图形化，想接上 Python 的学校',
              icon: 'code',
              text: '5-6 年级的 Python 预备和 7 年级的 Python 基础把两段衔接起来，不用从头再学。',
            },
            {
              title: '想组建竞赛社团的学校',
              icon: 'trophy',
              text: 'Python 社团和 C++ 算法社团的课程按常见赛事的组别和赛季编排，每周 1-2 次。',
            },
          ],
        },
        {
          blockType: 'steps',
          heading: '一条从 1 年级到 9 年级的学习路径',
          style: 'timeline',
          items: [
            {
              label: '1-2 年级',
              title: '编程启蒙',
              text: '不插电活动加图形化入门：用卡片、游戏理解指令和顺序，再让屏幕上的角色动起来。每学期 12 课时。',
            },
            {
              label: '3-4 年级',
              title: '图形化编程',
              text: '做动画、游戏和交互故事，学会事件、循环、条件和变量。每学期 16 课时，每个单元有一个作品。',
            },
            {
              label: '5-6 年级',
              title: '图形化进阶与 Python 预备',
              text: '列表、克隆和综合项目，穿插 AI 启蒙；六年级下学期把积木程序对照改写成 Python。每学期 16 课时。',
            },
            {
              label: '7-8 年级',
              title: 'Python 编程',
              text: '变量、分支、循环、函数和数据处理，八年级加入 6 课时的 AI 实验单元。每学期 18 课时，作业自动评测。',
            },
            {
              label: '9 年级',
              title: '复习与项目（选修）',
              text: '按学校安排选修：Python 综合练习，或完成一个解决身边问题的毕业项目。',
            },
            {
              label: '社团',
              title: '从 Python 到 C++ 算法',
              text: '图形化创意社团、Python 社团和 C++ 算法社团，每周 1-2 次；按 9 月选拔到次年 8 月复盘的赛季安排训练。',
            },
          ],
        },
        {
          blockType: 'comparison',
          heading: '三种开课方式',
          intro: '多数学校组合使用：课内保证全员，社团照顾学有余力的学生。',
          rowHeader: '方式',
          columns: [
            { label: '课内融合', note: '信息科技课的主要内容' },
            { label: '校本课程', note: '单独排进课表' },
            { label: '社团选修', note: '课后服务时间' },
          ],
          rows: [
            { label: '适合年级', cells: cells('1-8 年级', '3-8 年级', '3-9 年级及高中') },
            { label: '每周课时', cells: cells('1 节', '1-2 节', '1-2 次，每次 1-2 课时') },
            {
              label: '使用课程',
              cells: cells('本年级课程单元', '年级课程加拓展项目', '创意、Python、C++ 算法社团课程'),
            },
            {
              label: '评价方式',
              cells: cells('作业评测加学期测评', '项目作品加学期测评', '学生编程能力测评 1-8 级'),
            },
            {
              label: '老师投入',
              cells: cells('每周备课约 1 小时', '每周备课 1-2 小时', '需要带训经验，建议参加竞赛指导专题'),
            },
          ],
        },
        {
          blockType: 'featureRows',
          heading: '平台里的编程课',
          rows: [
            {
              eyebrow: '图形化',
              title: '积木拼出动画和游戏',
              text: '低中年级在浏览器里用积木编程，舞台、角色和素材库都准备好了；作品自动保存，可以在班级里展示和互评。',
              points: points('舞台、角色和素材库', '作品展示和同伴互评'),
              image: 'screen-blocks',
            },
            {
              eyebrow: 'Python 与 C++',
              title: '同一个平台写代码、交作业',
              text: '高年级用在线 IDE 写 Python 和 C++，提交后按测试点自动评测；学生能看到哪个测试点没过，自己改到通过为止。',
              points: points('Python 海龟绘图和数据处理', 'C++ 在线编译，适合算法训练'),
              image: 'screen-ide',
            },
            {
              eyebrow: '能力测评',
              title: '学生编程能力测评 1-8 级',
              text: '1-3 级为图形化，4-6 级为 Python，7-8 级为 C++ 与算法；在线进行，60-90 分钟，出具学生个人报告和班级报告，用来分层教学和选拔社团成员。',
              points: points('在线测评，60-90 分钟', '个人报告和班级报告'),
              image: 'screen-exam',
              link: { label: '看竞赛与测评', href: '/com-exam' },
            },
          ],
        },
        {
          blockType: 'cardGrid',
          heading: '老师的支持',
          cardStyle: 'icon',
          cards: [
            {
              title: '新教师上岗',
              badge: '16 学时',
              icon: 'teacher',
              text: '第一次教编程的老师先学平台操作、课堂组织和作业讲评。',
            },
            {
              title: 'Python 教学研修班',
              badge: '暑期 5 天 · 40 学时',
              icon: 'code',
              text: '暑假集中研修 Python 和单元教学设计，开学就能上 7-8 年级的课。',
            },
            {
              title: '竞赛指导专题',
              badge: '16 学时',
              icon: 'trophy',
              text: '社团怎么选拔、怎么排训练、怎么讲题，适合社团指导老师。',
            },
            {
              title: '教师等级认证',
              badge: '初级 · 中级 · 高级',
              icon: 'certificate',
              text: '每年 4 月和 11 月开考，理论加实操，证书有效期 3 年。',
              link: { label: '了解认证', href: '/grade-certi' },
            },
          ],
        },
        {
          blockType: 'steps',
          heading: '三步开课',
          style: 'steps',
          items: [
            {
              label: '第 1 步',
              title: '盘点年级和课时',
              text: '列出各年级每周的信息科技课时和老师人数，选定课内融合、校本课程或社团的组合。',
            },
            {
              label: '第 2 步',
              title: '试用并做一次摸底测评',
              text: '开通 30 天试用，在 3 个班试上；用学生编程能力测评了解起点，决定从哪个单元开始。',
            },
            {
              label: '第 3 步',
              title: '培训后按学期开课',
              text: '老师参加上岗培训或暑期研修班，按学期开课；期末测评和学情报告作为下学期调整的依据。',
            },
          ],
        },
        {
          blockType: 'caseStudies',
          heading: '一所初中的一学年',
          items: [
            {
              school: '南湖第二中学',
              stage: '初中 · 24 个班',
              title: '课内全员学 Python，社团带出竞赛梯队',
              challenge:
                '7-8 年级每周只有 1 节信息科技课，学生基础差别大，老师批改作业负担重，学校也没有成形的编程社团。',
              approach:
                '7-8 年级全员上 Python 课，每节课后布置自动评测作业；八年级嵌入 6 课时的 AI 实验单元；用学期初的测评结果分层布置任务，并从中选拔学生组建 Python 社团和 C++ 算法社团。',
              outcome:
                '一学年后学生 Python 测评平均等级从 3.1 升到 4.6；社团有 12 名学生参加编程竞赛，其中 5 人获得省级奖项。',
              figures: [
                { value: '3.1→4.6', label: '测评平均等级' },
                { value: '12 名', label: '参加竞赛' },
                { value: '5 人', label: '获省级奖项' },
              ],
              image: 'work-weather',
            },
          ],
        },
        {
          blockType: 'faq',
          heading: '常见问题',
          items: [
            {
              question: '小学学的图形化，到初中还有用吗？',
              answer:
                '有用。事件、循环、条件、变量这些概念在 Python 里一样用到。六年级的 Python 预备单元会把学生写过的积木程序逐段对照改写成代码，七年级上手更快。',
            },
            {
              question: '要不要每个学生都参加竞赛？',
              answer:
                '不需要。课内面向全体学生，目标是会用编程解决问题；竞赛只面向自愿参加、学有余力的学生，通过社团训练。',
            },
            {
              question: '老师只会图形化，不会 Python 怎么办？',
              answer:
                '可以报名暑期 Python 教学研修班（5 天，40 学时），每节 Python 课也有教案、微课和示例程序。标准版学校每学期还有 1 次入校培训。',
            },
            {
              question: '测评要额外收费吗？',
              answer:
                '校园版内的单元测评和学期测评随订阅使用。学生编程能力等级测评的安排和费用，可以提交申请后咨询。',
            },
          ],
        },
        {
          blockType: 'leadForm',
          heading: '申请试用编程课程',
          intro: '填写学校名称和学段，在补充说明里写上想开课的年级和每周课时，我们据此推荐起始单元。',
          anchor: 'apply',
          kind: 'trial',
          submitLabel: '申请试用',
          points: trialPoints(),
        },
        {
          blockType: 'cardGrid',
          heading: '相关页面',
          cardStyle: 'icon',
          cards: [
            {
              title: '课程体系',
              icon: 'map',
              text: '每个年级每学期的单元和课时。',
              link: { label: '看课程', href: '/school-course' },
            },
            {
              title: '中小学 AI 教育方案',
              icon: 'ai',
              text: '编程之后，AI 课怎么接着上。',
              link: { label: '看方案', href: '/plan/schoolai' },
            },
            {
              title: '竞赛与测评',
              icon: 'trophy',
              text: '社团备赛日历和学生测评。',
              link: { label: '看竞赛', href: '/com-exam' },
            },
            {
              title: '教材与资源',
              icon: 'book',
              text: '图形化、Python 和 C++ 教材。',
              link: { label: '看教材', href: '/teachmaterial' },
            },
          ],
        },
      ],
      seo: {
        title: '中小学编程教育方案：图形化、Python 到 C++ 算法的学习路径',
        description:
          '中小学编程教育方案：1-2 年级编程启蒙，3-6 年级图形化编程，7-8 年级 Python，社团 C++ 算法，每学期 12-18 课时，配在线 IDE、自动评测、学生能力测评和教师培训。',
      },
    },

    // ----------------------------------------------------------------------------------- /plan/collegeai
    {
      path: '/plan/collegeai',
      title: '高校 AI 教育方案',
      hero: {
        kind: 'artwork',
        eyebrow: '高校 AI 教育方案',
        heading: '实训平台、GPU 算力池和课程资源，一起配齐',
        intro:
          '面向计算机、人工智能、大数据等专业和全校通识课：学生在浏览器里用 GPU 完成机器学习、深度学习和大模型应用开发实训，老师用现成的课程资源组织教学。按实训账号数和算力时长计费。',
        image: 'plan-college',
        actions: [
          { label: '预约演示', href: '#apply' },
          { label: '看合作方式', href: '/cooperation' },
        ],
      },
      layout: [
        {
          blockType: 'cardGrid',
          heading: '适合谁',
          cardStyle: 'icon',
          cards: [
            {
              title: '高职人工智能类专业',
              badge: '高职',
              icon: 'school',
              text: '人工智能技术应用等专业需要大量动手实训，平台按班级分配账号和算力，实训课不用排队。',
            },
            {
              title: '本科计算机与大数据专业',
              badge: '本科',
              icon: 'code',
              text: '机器学习、深度学习和大模型应用开发课程的实验部分，配套项目和评分标准。',
            },
            {
              title: '全校 AI 通识课',
              badge: '通识课',
              icon: 'users',
              text: '非计算机专业的学生也能在浏览器里完成 AI 实验，不用配置开发环境。',
            },
          ],
        },
        {
          blockType: 'comparison',
          heading: '课程资源',
          intro: '每门课提供教学大纲、课件、实验指导书和实训项目，老师可以按本校课时调整。',
          rowHeader: '课程',
          columns: [{ label: '面向' }, { label: '主要内容' }, { label: '实训与算力' }],
          rows: [
            {
              label: '机器学习',
              cells: cells(
                '专业基础课',
                '数据预处理、回归与分类、聚类、模型评估',
                '以 CPU 实训为主，少量 GPU',
              ),
            },
            {
              label: '深度学习',
              cells: cells('专业核心课', '神经网络、卷积网络、序列模型，图像和文本项目', '以 GPU 实训为主'),
            },
            {
              label: '大模型应用开发',
              cells: cells(
                '专业核心课、选修课',
                '提示词设计、检索增强、微调入门和应用开发',
                'GPU 实训，按项目分配额度',
              ),
            },
            {
              label: 'AI 通识模块',
              cells: cells('全校通识课', '从 AI 体验到大模型应用的入门实验', '以浏览器实验为主'),
            },
          ],
        },
        {
          blockType: 'featureRows',
          heading: '平台与算力',
          rows: [
            {
              eyebrow: '实训平台',
              title: '浏览器里的开发环境',
              text: '学生在浏览器中打开交互式笔记本或代码编辑器，常用的机器学习和深度学习框架已经装好，不用在机房电脑上配置环境；实验进度和代码保存在个人空间里。',
              points: points('预装常用框架和数据集', '课内课后都能登录继续做', '实验文件按课程和班级归档'),
              image: 'screen-ide',
            },
            {
              eyebrow: 'GPU 算力池',
              title: '按课程和班级分配算力',
              text: '学院共享一个 GPU 算力池，老师按课程、班级设置算力配额和可用时段；实训课集中使用，课后按需申请，用量在后台可查。',
              points: points('按实训账号数和算力时长计费', '配额和用量后台可查', '可选私有化部署'),
              image: 'plan-college',
            },
            {
              eyebrow: '教学管理',
              title: '作业、实验报告和成绩在一处',
              text: '老师发布实验任务，学生提交代码和实验报告，平台自动运行测试用例；老师批改、打分，期末导出成绩和实训记录。',
              points: points('实验任务和报告在线提交', '自动运行测试用例', '导出成绩和实训记录'),
              image: 'screen-report',
            },
          ],
        },
        {
          blockType: 'cardGrid',
          heading: '老师的支持',
          cardStyle: 'numbered',
          cards: [
            {
              title: '课程共建',
              text: '我们的教研团队和学院老师一起，按专业人才培养方案调整课程大纲和实训项目。',
            },
            {
              title: '教师培训',
              text: '平台使用和实训教学培训；老师也可以报名 32 学时的 AI 教学专题。',
              link: { label: '看培训', href: '/tch-training' },
            },
            {
              title: '学期中支持',
              text: '开课期间有专人答疑，实训课前检查算力配额和环境，确保课上不出问题。',
            },
          ],
        },
        {
          blockType: 'steps',
          heading: '开课前 8 周开始准备',
          style: 'timeline',
          items: [
            {
              label: '开课前 8 周',
              title: '需求调研',
              text: '了解专业、课程、班级人数和课时，确定需要的实训账号数和算力规模。',
            },
            {
              label: '开课前 6 周',
              title: '方案与试用',
              text: '给出课程方案和报价；老师试用平台，跑通一个完整实验。',
            },
            {
              label: '开课前 4 周',
              title: '开通与导入',
              text: '开通实训账号，导入学生，按课程配置算力配额和实验环境。',
            },
            {
              label: '开课前 2 周',
              title: '教师培训与备课',
              text: '任课老师完成平台和实训教学培训，调整本校的课件和实验项目。',
            },
            {
              label: '学期中',
              title: '开课与支持',
              text: '按课表开展实训，课前检查环境，学期中专人答疑。',
            },
            {
              label: '期末',
              title: '复盘',
              text: '导出成绩和算力用量，和学院一起复盘，确定下学期的账号数和课程调整。',
            },
          ],
        },
        {
          blockType: 'caseStudies',
          heading: '一所高职院校的做法',
          items: [
            {
              school: '临川职业技术学院',
              stage: '高职 · 人工智能技术应用专业',
              title: '120 个实训账号，三门专业课重新搭建',
              challenge:
                '专业的机器学习、深度学习课长期以讲授为主；学院机房没有 GPU，学生做实验要排队用少数几台工作站。',
              approach:
                '采用高校版，开通 120 个实训账号并接入 GPU 算力池；我们和学院老师一起重建机器学习、深度学习和大模型应用开发三门课，每门课配实训项目和评分标准。',
              outcome:
                '三门课的实验全部在平台上完成，学生按班级使用算力配额，不再排队；老师在平台上批改实验报告、查看实训进度。',
              figures: [
                { value: '120 个', label: '实训账号' },
                { value: '3 门', label: '重建的专业课' },
                { value: 'GPU', label: '算力池按班级配额' },
              ],
              image: 'screen-course',
            },
          ],
        },
        {
          blockType: 'faq',
          heading: '常见问题',
          items: [
            {
              question: '怎么计费？',
              answer:
                '按实训账号数和算力时长计费。提交演示预约后，我们根据专业、班级人数和课程安排估算用量，给出报价单。',
            },
            {
              question: '能部署在学校自己的机房吗？',
              answer:
                '可以。除了云端使用，也支持私有化部署到学校机房或学校已有的算力设备上，具体方案在需求调研时确定。',
            },
            {
              question: '学生课后能用吗？',
              answer: '能。学生用浏览器登录即可继续实验；老师可以设置课后可用的算力时段和额度。',
            },
            {
              question: '能和我们现有的课程大纲对接吗？',
              answer:
                '能。课程资源按模块组织，老师可以选用、调整，也可以上传本校的课件和实验项目；课程共建时会对照学校的人才培养方案。',
            },
          ],
        },
        {
          blockType: 'leadForm',
          heading: '预约演示',
          intro: '留下学校名称、学段（高校或中职）和方便的时间，我们演示实训平台、算力分配和课程资源。',
          anchor: 'apply',
          kind: 'demo',
          submitLabel: '预约演示',
          points: points(
            '1 个工作日内联系，确认演示时间',
            '线上演示平台、算力分配和课程资源',
            '演示后按专业和班级人数给出方案和报价',
          ),
        },
        {
          blockType: 'cardGrid',
          heading: '相关页面',
          cardStyle: 'icon',
          cards: [
            {
              title: '中小学 AI 教育方案',
              icon: 'ai',
              text: '中小学的体验、实验和项目课。',
              link: { label: '看方案', href: '/plan/schoolai' },
            },
            {
              title: '教师培训',
              icon: 'teacher',
              text: 'AI 教学专题等培训项目。',
              link: { label: '看培训', href: '/tch-training' },
            },
            {
              title: '合作',
              icon: 'handshake',
              text: '课程共建和院校合作。',
              link: { label: '合作洽谈', href: '/cooperation' },
            },
            {
              title: '关于我们',
              icon: 'users',
              text: '教研团队和资质。',
              link: { label: '了解我们', href: '/about-me' },
            },
          ],
        },
      ],
      seo: {
        title: '高校 AI 教育方案：实训平台、GPU 算力池与课程资源',
        description:
          '高校 AI 教育方案：浏览器实训平台、GPU 算力池和机器学习、深度学习、大模型应用开发课程资源，面向计算机、人工智能、大数据专业和通识课，按实训账号数和算力时长计费。',
      },
    },
  ]
}

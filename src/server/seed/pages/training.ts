import type { SeedDates } from './dates'
import { richText } from './rich-text'
import type { SeedBlock, SeedPage } from './types'

/**
 * Demo pages of the teacher-training, competition, academy and events family: training programmes and
 * calendar, learning resources, teacher certification, competitions and assessment, the two competition
 * topics, the online academy and the events pages (desktop, and the phone's own academy and event pages).
 */
export function trainingPages(d: SeedDates): SeedPage[] {
  return [
    trainingPage(d),
    resourcePage(),
    certificationPage(d),
    examPage(),
    lanqiaoPage(d),
    topicPage(d),
    academyPage(),
    mobileAcademyCategoriesPage(),
    gatherPage(d),
    mobileGatherDetailPage(d),
  ]
}

const points = (...texts: string[]) => texts.map((text) => ({ text }))

/** This month of the year (1-12), read from the seed's dates. */
function monthOfYear(d: SeedDates): number {
  return Number.parseInt(d.monthShort(0), 10)
}

/** Months from now to the next given month of the year: 1-12, this month counting as already under way. */
function monthsUntil(d: SeedDates, month: number): number {
  return ((month - monthOfYear(d) + 11) % 12) + 1
}

/** The next two certification sittings (April and November), soonest first. */
function certificationSittings(d: SeedDates) {
  return [
    { season: '春季', months: monthsUntil(d, 4) },
    { season: '秋季', months: monthsUntil(d, 11) },
  ]
    .sort((a, b) => a.months - b.months)
    .map((sitting) => ({ ...sitting, label: d.month(sitting.months) }))
}

/** The training calendar for the coming twelve months, in date order. */
function trainingCalendar(d: SeedDates): NonNullable<Extract<SeedBlock, { blockType: 'steps' }>['items']> {
  const month = monthOfYear(d)
  // The same rule as `d.winterBreak` / `d.summerBreak`: a break under way this month still counts.
  const winter = (13 - month) % 12
  const summer = (19 - month) % 12
  const items = [
    {
      months: winter,
      label: `寒假 · ${d.winterBreak}`,
      title: '寒假研修班：课程实施',
      text: '面向已开课一学期的老师，24 学时：线下工作坊 3 天，分小学组和初中组，开学前再安排 1 次线上答疑。请带上本校下学期的课表，现场完成前 4 周的备课。',
    },
    {
      months: monthsUntil(d, 3),
      label: d.month(monthsUntil(d, 3)),
      title: '春季学期线上专题：AI 教学',
      text: 'AI 教学专题 32 学时：每周三晚 19:00 线上直播 2 学时，共 8 周，另有 16 学时课后实践，在 AI 实验室完成并提交一节课的教学设计。错过直播可看回放。',
    },
    {
      months: summer,
      label: `暑假 · ${d.summerBreak}`,
      title: '暑期 Python 教学研修班',
      text: '5 天 40 学时，线下集中研修：上午学语法和数据处理，下午备课、试讲和互评，最后一天每人完成一个 Python 教学单元的设计。不要求会 Python，建议开班前按下方 8 周计划完成前 2 周。',
    },
    {
      months: monthsUntil(d, 8),
      label: d.month(monthsUntil(d, 8)),
      title: '新教师上岗培训',
      text: '开学前两周，16 学时，线上直播 + 回放：在平台上建班、导入学生、上好第一节图形化编程课、布置和批改作业。新入职、新转岗的信息科技老师优先。',
    },
    {
      months: monthsUntil(d, 10),
      label: d.month(monthsUntil(d, 10)),
      title: '竞赛指导专题',
      text: '16 学时，4 次晚间线上直播：组别怎么选、用测评选拔队员、训练怎么排、作品和答辩怎么打磨。赶在 11-12 月社团系统训练之前完成。',
    },
  ]
  return items.sort((a, b) => a.months - b.months).map(({ label, title, text }) => ({ label, title, text }))
}

function trainingPage(d: SeedDates): SeedPage {
  return {
    path: '/tch-training',
    title: '教师培训',
    hero: {
      kind: 'banner',
      bannerType: 'training',
      eyebrow: '教师培训',
      heading: '教师培训：从第一节编程课到带竞赛',
      intro:
        '五个培训项目覆盖新教师上岗、课程实施、AI 教学、Python 教学和竞赛指导，16 到 40 学时，可选线上直播、线下工作坊和入校指导。标准版、区域版学校的教师培训已含在年度订阅中。',
      actions: [
        { label: '立即报名', href: '#apply' },
        { label: '培训日历', href: '#calendar' },
      ],
    },
    layout: [
      {
        blockType: 'cardGrid',
        heading: '五个培训项目',
        intro:
          '按老师现在的阶段选：刚接手编程课的先上岗，已经开课的学实施，要开 AI 课、Python 课或带社团的再选专题。',
        anchor: 'programmes',
        cardStyle: 'icon',
        cards: [
          {
            title: '新教师上岗',
            badge: '16 学时',
            icon: 'teacher',
            text: '面向新入职、转岗或第一次教编程的老师。学会在平台上建班、上好第一节图形化编程课、布置和批改作业，开学第一周就能正常上课。',
            points: points(
              '面向：新任信息科技老师、兼课老师',
              '形式：线上直播 + 回放',
              '结业：提交一节课的教学设计',
            ),
          },
          {
            title: '课程实施',
            badge: '24 学时',
            icon: 'classroom',
            text: '面向已开课的老师：按年级吃透课程体系，学会单元教学设计、分层作业和学情报告解读，让一个学期的课有章法。',
            points: points(
              '面向：开课满一学期的老师',
              '形式：线下工作坊或入校指导',
              '结业：完成一个单元的备课',
            ),
          },
          {
            title: 'AI 教学专题',
            badge: '32 学时',
            icon: 'ai',
            text: '在 AI 实验室里亲手做图像、声音和文本识别实验，理解数据、训练和模型，设计一节可以直接上的 AI 课。',
            points: points(
              '面向：小学高年级和初高中老师',
              '形式：8 周线上直播 + 课后实践',
              '结业：提交一节 AI 实验课设计',
            ),
          },
          {
            title: 'Python 教学研修班',
            badge: '40 学时',
            icon: 'code',
            text: '暑期 5 天线下集中研修，从 Python 语法、数据处理到一个教学单元的完整设计，适合准备开 Python 课的老师。',
            points: points(
              '面向：初中、高中和小学高年级老师',
              '形式：线下 5 天',
              '结业：完成一个 Python 教学单元',
            ),
          },
          {
            title: '竞赛指导专题',
            badge: '16 学时',
            icon: 'trophy',
            text: '面向社团和竞赛指导老师：赛事组别怎么选、队员怎么选拔、训练怎么排、作品和答辩怎么打磨。',
            points: points(
              '面向：带过社团的老师',
              '形式：4 次线上直播 + 回放',
              '结业：提交本校一个赛季的训练计划',
            ),
          },
        ],
      },
      {
        blockType: 'steps',
        heading: '培训日历',
        intro: '未来一年的开班安排。具体日期和报到方式在报名确认后通知；入校指导随时可约，不在日历中。',
        anchor: 'calendar',
        style: 'timeline',
        items: trainingCalendar(d),
      },
      {
        blockType: 'steps',
        heading: '被安排教 Python？这是一份 8 周自学计划',
        intro:
          '写给会图形化编程、还没教过 Python 的信息科技老师。每天 30-40 分钟，全部在浏览器里完成，不用安装软件；练习由平台自动评测。',
        anchor: 'python',
        style: 'steps',
        items: [
          {
            label: '第 1 周',
            title: '环境与第一行代码',
            text: '在浏览器里打开在线 IDE，跑通 print、input 和变量；用海龟绘图画出第一个图形。周末完成 10 道入门练习，看自动评测怎么给反馈。',
          },
          {
            label: '第 2 周',
            title: '分支与循环',
            text: '学 if、for、while，用循环画多边形、写猜数字游戏。对照图形化里的“如果”“重复执行”积木来理解，这是从图形化转过来最快的路。',
          },
          {
            label: '第 3 周',
            title: '列表与字符串',
            text: '列表的增删改查、遍历和切片，字符串处理；完成一个“班级成绩统计”小项目，开始做初中 Python 单元的课后练习。',
          },
          {
            label: '第 4 周',
            title: '函数与模块',
            text: '定义函数、参数与返回值，用 random 和 math 模块；把前三周的小程序改写成函数。读一遍七年级第一单元的教案，标出没把握的知识点。',
          },
          {
            label: '第 5 周',
            title: '用数据说话',
            text: '字典和文件读写，把一份真实数据（比如一个月的气温）读进来统计并画图。这正是初二“数据与计算”单元的核心内容。',
          },
          {
            label: '第 6 周',
            title: '试讲第一课',
            text: '用平台上的教案和课件备七年级第 1-2 课，在教研组内试讲 20 分钟并录下来，对照评价量规改一遍。',
          },
          {
            label: '第 7 周',
            title: '布置与批改作业',
            text: '在平台上建一个教学班，用测试点评测布置 3 道作业；看学情报告里哪道题错得最多，准备一次讲评。',
          },
          {
            label: '第 8 周',
            title: '小项目与复盘',
            text: '完成一个 50-100 行的小项目，比如单词小测验；排出一学期的教学进度表。想系统进修的，可以报名暑期 Python 教学研修班或中级认证。',
          },
        ],
      },
      {
        blockType: 'featureRows',
        heading: '三种培训形式',
        intro:
          '同一个项目可以用不同形式上：线上适合分散在各校的老师，线下适合集中备课，入校指导适合整个教研组一起提高。',
        anchor: 'formats',
        rows: [
          {
            eyebrow: '线上直播 + 回放',
            title: '每次 2 学时，边讲边练',
            text: '讲师共享课件和平台操作，老师在自己的电脑上同步练习，问题发在提问区当场解答。每次直播结束后 24 小时内上传回放，培训期内随时可看。',
            points: points('一台能上网的电脑，Chrome 或 Edge 浏览器', '看回放并完成课后练习同样计入学时'),
            image: 'screen-live',
          },
          {
            eyebrow: '线下工作坊',
            title: '分组备课、试讲和互评',
            text: '6-8 人一组，每组配一位教研员。上午讲方法，下午用自己学校的课表备课，再轮流试讲，按评价量规互评，带着改好的教案回校。',
            points: points('请带上自己的笔记本电脑', '寒假研修班和暑期 Python 研修班采用这种形式'),
            image: 'training-workshop',
          },
          {
            eyebrow: '入校指导',
            title: '教研员到校听课、评课',
            text: '教研员到学校听一节常态课，课后和教研组一起评课、磨课，再按学校的年级和课时调整下一阶段的教学计划。',
            points: points('标准版学校每学期 1 次', '区域版按区域教研计划安排'),
            image: 'lab-classroom',
          },
        ],
      },
      {
        blockType: 'quotes',
        heading: '参加过培训的老师说',
        items: [
          {
            quote:
              '我们学校两名信息科技老师要管 36 个班。上岗培训第一天就把建班和作业批改跑通了，开学第一周就能布置作业，不用再一张张看截图。',
            name: '李老师',
            role: '信息科技教研组长',
            organisation: '青禾实验小学',
          },
          {
            quote:
              '我原来只教过图形化。暑期研修班 5 天下来，回校按 8 周计划接着练，秋季学期就在七年级开了 Python 课。',
            name: '陈老师',
            role: '初中信息科技教师',
            organisation: '南湖第二中学',
          },
          {
            quote:
              '一个暑假培训了全区 120 名老师，集中研修加线上回放，缺课的老师也能补上。开学后各校的进度在一个平台上就能看到。',
            name: '赵主任',
            role: '区教育局电教馆',
            organisation: '江畔区教育局',
          },
        ],
      },
      {
        blockType: 'comparison',
        heading: '培训费用',
        intro:
          '标准版和区域版学校的老师参加培训不另收费；基础版学校含 1 次线上培训；其他老师按项目报名，报价在确认报名时告知。',
        anchor: 'pricing',
        rowHeader: '培训项目',
        columns: [
          { label: '标准版 / 区域版学校', note: '已含在年度订阅中', highlight: true },
          { label: '基础版学校', note: '含 1 次线上培训' },
          { label: '其他学校教师', note: '按项目报价' },
        ],
        rows: [
          {
            label: '新教师上岗（16 学时）',
            cells: [{ value: '✓' }, { value: '可用所含的 1 次线上培训' }, { value: '按项目报价' }],
          },
          {
            label: '课程实施（24 学时）',
            cells: [{ value: '✓' }, { value: '按项目报价' }, { value: '按项目报价' }],
          },
          {
            label: 'AI 教学专题（32 学时）',
            cells: [{ value: '✓' }, { value: '按项目报价' }, { value: '按项目报价' }],
          },
          {
            label: 'Python 教学研修班（40 学时）',
            cells: [{ value: '✓' }, { value: '按项目报价' }, { value: '按项目报价' }],
          },
          {
            label: '竞赛指导专题（16 学时）',
            cells: [{ value: '✓' }, { value: '按项目报价' }, { value: '按项目报价' }],
          },
          {
            label: '入校指导',
            cells: [{ value: '标准版每学期 1 次，区域版按区域教研计划' }, { value: '—' }, { value: '—' }],
          },
        ],
        footnote:
          '其他学校教师的费用按培训项目和参训人数确定，提交报名后工作人员联系确认时告知；学校统一报名的，可与平台订阅一并商谈。',
      },
      {
        blockType: 'leadForm',
        heading: '报名教师培训',
        intro:
          '填写任教学校和任教学段，在“想参加的培训”一栏写上培训项目和期次，例如“暑期 Python 教学研修班”。学校统一报名请写上人数。',
        anchor: 'apply',
        kind: 'training',
        submitLabel: '提交报名',
        points: points(
          '1 个工作日内电话确认期次和名额',
          '标准版、区域版学校的老师确认后直接入班',
          '其他学校的老师确认时告知费用',
          '开班前 3 天发送上课链接或报到须知',
        ),
      },
      {
        blockType: 'faq',
        heading: '常见问题',
        items: [
          {
            question: '培训结束有学时证明吗？',
            answer:
              '有。完成出勤和结业任务后发放电子版学时证明，写明培训项目、学时和日期。能否计入继续教育学时由当地教育部门认定，建议报名前先问学校教务处或区教师发展中心。',
          },
          {
            question: '没赶上直播，能看回放吗？',
            answer:
              '可以。线上直播结束后 24 小时内上传回放，培训期内随时可看；看回放并完成课后练习同样计入学时。线下工作坊没有回放，缺席的老师可以改报下一期。',
          },
          {
            question: '需要什么基础？',
            answer:
              '新教师上岗和课程实施不需要编程基础。AI 教学专题建议会基本的图形化编程。Python 教学研修班不要求会 Python，但建议开班前按本页的 8 周计划完成前 2 周。竞赛指导专题建议至少带过一学期社团。',
          },
          {
            question: '要准备什么设备？',
            answer:
              '一台能上网的电脑，装有 Chrome 或 Edge 浏览器即可，不用安装软件。AI 教学专题需要摄像头和麦克风，笔记本电脑自带的就行。参加线下工作坊请带上自己的笔记本电脑。',
          },
          {
            question: '学校想让整个教研组一起培训怎么办？',
            answer:
              '在报名表“想参加的培训”里写上人数和希望的时间，我们为学校安排一期专场线上培训或入校指导。标准版、区域版学校也可以直接联系学校的服务顾问。',
          },
        ],
      },
      {
        blockType: 'cardGrid',
        heading: '继续了解',
        cardStyle: 'icon',
        cards: [
          {
            title: '学习资源',
            icon: 'book',
            text: '按年级和单元整理的教案、课件、微课视频和练习，登录教师账号即可备课。',
            link: { label: '查看资源', href: '/lea-resource' },
          },
          {
            title: '等级认证',
            icon: 'certificate',
            text: '初级、中级、高级三个等级，每年 4 月和 11 月两次考期，检验自己的编程教学能力。',
            link: { label: '了解认证', href: '/grade-certi' },
          },
          {
            title: '竞赛与测评',
            icon: 'trophy',
            text: '学生编程能力测评 1-8 级和一个完整赛季的备赛节奏，适合带社团的老师。',
            link: { label: '查看赛季安排', href: '/com-exam' },
          },
        ],
      },
    ],
    seo: {
      title: '教师培训：新教师上岗、AI 教学与 Python 教学研修',
      description:
        '面向中小学信息科技老师的编程与 AI 教学培训：新教师上岗 16 学时、课程实施 24 学时、AI 教学专题 32 学时、暑期 Python 教学研修班 40 学时和竞赛指导专题，线上直播、线下工作坊和入校指导，附培训日历和 8 周 Python 自学计划。',
    },
  }
}

function resourcePage(): SeedPage {
  return {
    path: '/lea-resource',
    title: '学习资源',
    hero: {
      kind: 'split',
      eyebrow: '教师学习资源',
      heading: '备课用的资源，按年级和单元都整理好了',
      intro:
        '教案、课件、微课视频、课后练习和单元测验，覆盖小学 1 年级到高中，和校园版课程体系一一对应。用学校发放的教师账号登录后即可使用。',
      image: 'teacher-desk',
      actions: [
        { label: '申请试用', href: '#apply' },
        { label: '资源目录', href: '#library' },
      ],
    },
    layout: [
      {
        blockType: 'cardGrid',
        heading: '资源库里有什么',
        intro: '每一课都配齐“备、上、练、评”四类资源，老师可以直接用，也可以下载后改成自己的版本。',
        anchor: 'library',
        columns: '4',
        cardStyle: 'icon',
        cards: [
          {
            title: '教案',
            icon: 'book',
            text: '每课 1 份，写明教学目标、重难点、教学环节和时间分配，附常见学生问题和应对办法。',
          },
          {
            title: '课件',
            icon: 'platform',
            text: '与教案配套的课件，可在线放映，也可下载修改；示例程序一键打开到在线 IDE。',
          },
          {
            title: '微课视频',
            icon: 'video',
            text: '5-8 分钟讲清一个知识点，课上演示或发给学生课后复习都合适。',
          },
          {
            title: '课后练习',
            icon: 'code',
            text: '图形化闯关和 Python、C++ 编程题，按测试点自动评测，学生提交即看到结果。',
          },
          {
            title: '单元测验',
            icon: 'exam',
            text: '每单元一套测验和评价量规，成绩自动进入学情报告，方便期末评价。',
          },
          {
            title: 'AI 实验指导',
            icon: 'ai',
            text: '图像、声音、文本识别实验的步骤单和学生任务单，配合 AI 实验室使用。',
          },
          {
            title: '示范课录像',
            icon: 'classroom',
            text: '教研员和一线老师的整节示范课，附教学设计说明，适合新老师观摩。',
          },
          {
            title: '社团与竞赛资源',
            icon: 'trophy',
            text: '图形化创意、Python、C++ 算法三个社团的专题课和限时练习，按赛季编排。',
          },
        ],
      },
      {
        blockType: 'comparison',
        heading: '按年级看资源',
        intro: '资源与课程体系对应：每个年级一门课，每学期按课时配齐教案和课件。',
        anchor: 'grades',
        visibility: 'desktop',
        rowHeader: '资源',
        columns: [
          { label: '小学 1-2 年级', note: '编程启蒙' },
          { label: '小学 3-4 年级', note: '图形化编程' },
          { label: '小学 5-6 年级', note: '图形化进阶 + AI 启蒙' },
          { label: '初中 7-8 年级', note: 'Python + AI 实验' },
          { label: '高中', note: '信息技术 + Python 进阶' },
        ],
        rows: [
          {
            label: '每学期课时',
            cells: [{ value: '12' }, { value: '16' }, { value: '16' }, { value: '18' }, { value: '18' }],
          },
          {
            label: '教案与课件',
            cells: [{ value: '✓' }, { value: '✓' }, { value: '✓' }, { value: '✓' }, { value: '✓' }],
          },
          {
            label: '微课视频',
            cells: [{ value: '✓' }, { value: '✓' }, { value: '✓' }, { value: '✓' }, { value: '✓' }],
          },
          {
            label: '不插电活动材料',
            cells: [{ value: '✓' }, { value: '—' }, { value: '—' }, { value: '—' }, { value: '—' }],
          },
          {
            label: '课后练习（自动评测）',
            cells: [{ value: '图形化闯关' }, { value: '✓' }, { value: '✓' }, { value: '✓' }, { value: '✓' }],
          },
          {
            label: 'AI 实验指导',
            cells: [
              { value: '—' },
              { value: '—' },
              { value: '图像、声音识别体验' },
              { value: '✓' },
              { value: '✓' },
            ],
          },
          {
            label: '单元测验与评价量规',
            cells: [{ value: '✓' }, { value: '✓' }, { value: '✓' }, { value: '✓' }, { value: '✓' }],
          },
        ],
        footnote: '9 年级有可选的复习与项目单元；高中资源支持“数据与计算”和选择性必修“人工智能初步”。',
      },
      {
        blockType: 'cardGrid',
        heading: '按年级看资源',
        anchor: 'grades-mobile',
        visibility: 'mobile',
        cardStyle: 'icon',
        cards: [
          {
            title: '编程启蒙',
            badge: '小学 1-2 年级',
            icon: 'puzzle',
            text: '每学期 12 课时，不插电活动材料 + 图形化入门的教案、课件和微课。',
          },
          {
            title: '图形化编程',
            badge: '小学 3-4 年级',
            icon: 'puzzle',
            text: '每学期 16 课时，动画、游戏和交互故事，每课配闯关练习。',
          },
          {
            title: '图形化进阶 + AI 启蒙',
            badge: '小学 5-6 年级',
            icon: 'ai',
            text: '每学期 16 课时，加入图像、声音识别体验和 Python 预备课。',
          },
          {
            title: 'Python + AI 实验',
            badge: '初中 7-8 年级',
            icon: 'code',
            text: '每学期 18 课时，编程题按测试点自动评测，含 AI 实验指导。',
          },
          {
            title: '信息技术 + Python 进阶',
            badge: '高中',
            icon: 'chart',
            text: '每学期 18 课时，支持数据与计算、人工智能初步和 AI 项目。',
          },
        ],
      },
      {
        blockType: 'featureRows',
        heading: '打开资源库是什么样',
        rows: [
          {
            eyebrow: '资源库',
            title: '选年级、选单元，这节课要用的都在一页',
            text: '按年级、单元和资源类型筛选，教案、课件和示范课视频放在同一页。常用的资源可以收藏，改过的课件保存在自己的空间里，下学期接着用。',
            points: points('登录后自动按你任教的年级筛选', '课件可下载修改，示例程序一键打开'),
            image: 'screen-resource',
          },
          {
            eyebrow: '直播与回放',
            title: '每月一次线上教研，错过可看回放',
            text: '教研员每月围绕一个单元做一次线上教研：怎么讲、学生哪里容易错、练习怎么布置。直播时可以提问，回放和课件放进资源库对应单元。',
            points: points('每次约 60 分钟', '回放与对应单元的资源放在一起'),
            image: 'screen-live',
          },
        ],
      },
      {
        blockType: 'steps',
        heading: '怎么开始使用',
        intro: '资源库登录后可用。没有账号？请联系学校管理员开通；学校还没使用平台的，可以在本页申请试用。',
        anchor: 'access',
        style: 'steps',
        items: [
          {
            label: '第 1 步',
            title: '用教师账号登录',
            text: '在电脑上打开本页，点击顶部的“登录”，用学校发放的教师账号登录。账号由学校管理员在平台上批量开通。',
          },
          {
            label: '第 2 步',
            title: '选择任教年级和班级',
            text: '首次登录时选择任教的年级和班级，资源库按年级自动筛选，进度和班级课表对应。',
          },
          {
            label: '第 3 步',
            title: '备课',
            text: '在线预览教案、课件和微课，收藏常用资源，下载课件改成自己的版本。',
          },
          {
            label: '第 4 步',
            title: '布置到班级',
            text: '练习和单元测验一键布置给班级，学生提交后自动评测，结果进入学情报告。',
          },
        ],
      },
      {
        blockType: 'downloads',
        heading: '资料下载',
        items: [
          {
            title: '中小学 AI 与编程课程大纲',
            description: '1-12 年级各学期的课程内容、课时安排和配套资源清单，适合学期初做教学计划。',
            file: 'pdf-course-outline',
          },
        ],
      },
      {
        blockType: 'cta',
        heading: '会找资源，更要会用资源上好课',
        intro:
          '课程实施培训（24 学时）带你用资源库完成一个单元的备课；考一次等级认证，检验自己的编程教学能力。',
        background: 'brand',
        actions: [
          { label: '报名培训', href: '/tch-training#apply' },
          { label: '了解等级认证', href: '/grade-certi' },
        ],
        note: '标准版、区域版学校的老师参加培训不另收费',
      },
      {
        blockType: 'leadForm',
        heading: '学校还没有开通？申请试用',
        intro:
          '填写学校名称和学段，申请免费试用 30 天：最多 3 个班、150 个学生账号，含全部课程资源和 AI 实验室，老师试用期内可使用完整资源库。',
        anchor: 'apply',
        kind: 'trial',
        points: points(
          '1 个工作日内回电确认需求',
          '开通试用账号并安排 40 分钟线上培训',
          '试用期 30 天，不自动扣费',
          '试用结束数据保留 90 天，转正后继续使用',
        ),
      },
      {
        blockType: 'cardGrid',
        heading: '继续了解',
        cardStyle: 'icon',
        cards: [
          {
            title: '教师培训',
            icon: 'teacher',
            text: '五个培训项目、未来一年的开班日历和 8 周 Python 自学计划。',
            link: { label: '查看培训', href: '/tch-training' },
          },
          {
            title: '等级认证',
            icon: 'certificate',
            text: '初级、中级、高级三个等级分别证明什么，怎么准备，下一次什么时候考。',
            link: { label: '了解认证', href: '/grade-certi' },
          },
          {
            title: '在线学院',
            icon: 'video',
            text: '学生按自己的节奏学的微课与练习，老师可布置成课后拓展。',
            link: { label: '查看学院', href: '/academy' },
          },
        ],
      },
    ],
    seo: {
      title: '教师学习资源：教案、课件、微课与练习',
      description:
        '中小学信息科技老师的编程与 AI 教学资源库：按年级和单元整理的教案、课件、微课视频、自动评测练习、单元测验和 AI 实验指导，用学校发放的教师账号登录即可备课，学校可申请 30 天免费试用。',
    },
  }
}

function certificationPage(d: SeedDates): SeedPage {
  const [next, following] = certificationSittings(d)
  return {
    path: '/grade-certi',
    title: '教师等级认证',
    hero: {
      kind: 'split',
      eyebrow: '教师等级认证',
      heading: '教师编程教学能力等级认证',
      intro: `初级、中级、高级三个等级，分别证明能上图形化编程课、能教 Python 并设计单元、能设计学校课程并带竞赛和教研。理论 + 实操两部分，每年 4 月和 11 月各一次，下一次在 ${next.label}。`,
      image: 'screen-exam',
      actions: [
        { label: '立即报名', href: '#apply' },
        { label: '查看考期', href: '#sittings' },
      ],
    },
    layout: [
      {
        blockType: 'comparison',
        heading: '三个等级分别证明什么',
        intro: '不要求逐级报考，对照“面向对象”和“证明的能力”选最接近你现在的一级。',
        anchor: 'levels',
        rowHeader: '项目',
        columns: [
          { label: '初级', note: '能上图形化编程课' },
          { label: '中级', note: '能教 Python、设计单元', highlight: true },
          { label: '高级', note: '能设计课程、带竞赛和教研' },
        ],
        rows: [
          {
            label: '面向对象',
            cells: [
              { value: '新任信息科技老师、兼上编程课的学科老师' },
              { value: '已开图形化课、准备教 Python 的老师' },
              { value: '教研组长、社团和竞赛指导老师' },
            ],
          },
          {
            label: '证明的能力',
            cells: [
              { value: '能独立上好图形化编程课，组织课堂、评价作业' },
              { value: '能教 Python，并设计一个 4-6 课时的教学单元' },
              { value: '能设计学校的课程体系，指导竞赛，组织教研' },
            ],
          },
          {
            label: '考查内容',
            cells: [
              { value: '图形化编程基础、课堂组织、作业评价' },
              { value: 'Python 语法与数据处理、单元教学设计' },
              { value: '算法与数据结构基础、课程规划、竞赛训练设计' },
            ],
          },
          {
            label: '考试形式',
            cells: [
              { value: '理论 60 分钟（线上）+ 实操：图形化作品 + 一节课的教学设计' },
              { value: '理论 60 分钟（线上）+ 实操：Python 编程 + 单元教学设计' },
              { value: '理论 60 分钟（线上）+ 实操：算法编程 + 学校课程方案' },
            ],
          },
          {
            label: '报考建议',
            cells: [
              { value: '无要求' },
              { value: '已教编程课一学期以上' },
              { value: '3 年以上编程教学或竞赛指导经历' },
            ],
          },
          {
            label: '建议先修培训',
            cells: [
              { value: '新教师上岗（16 学时）' },
              { value: 'Python 教学研修班（40 学时）' },
              { value: '竞赛指导专题 + 课程实施' },
            ],
          },
          { label: '证书有效期', cells: [{ value: '3 年' }, { value: '3 年' }, { value: '3 年' }] },
        ],
        footnote: '培训不是报考条件，没参加培训的老师也可以直接报考。',
      },
      {
        blockType: 'cardGrid',
        heading: '考试怎么考',
        intro: '每个等级都由理论和实操两部分组成，两部分都合格才获得证书。',
        anchor: 'format',
        cardStyle: 'numbered',
        cards: [
          {
            title: '理论考试',
            badge: '60 分钟 · 线上',
            text: '在自己的电脑上用 Chrome 或 Edge 作答，需开启摄像头。题型有单选、多选、判断和程序阅读，覆盖编程知识、课程标准要求和课堂教学情境。',
          },
          {
            title: '实操：编程',
            badge: '在线 IDE',
            text: '在在线 IDE 里完成编程任务，系统按测试点评测：初级为一个图形化作品，中级为 Python 程序，高级为算法题。',
          },
          {
            title: '实操：教学设计',
            badge: '评审打分',
            text: '按给定课题提交教学设计：初级写一节课，中级写一个单元，高级写一份学校课程方案，由评审老师按评分量规打分。',
          },
          {
            title: '成绩与证书',
            badge: '有效期 3 年',
            text: '考期结束后公布成绩，理论和实操都合格即获发电子证书。成绩通知会列出各模块得分，没通过的可以对照着补短板。',
          },
        ],
      },
      {
        blockType: 'steps',
        heading: '近期考期',
        intro:
          '每年两次：春季考期在 4 月，秋季考期在 11 月。报名在考试前 3 周截止，理论考试统一时间线上进行，实操在考期内选时段完成。',
        anchor: 'sittings',
        style: 'timeline',
        items: [
          {
            label: next.label,
            title: `${next.season}考期（下一次）`,
            text:
              next.months > 1
                ? '现在报名即进入这一期。报名确认后发送考试说明和模拟考入口，考前一周可登录做一次模拟考、检查摄像头和浏览器。'
                : '报名即将截止，请尽快提交；来不及准备的老师可以直接报下一期。报名确认后发送考试说明和模拟考入口。',
          },
          {
            label: following.label,
            title: `${following.season}考期`,
            text: '想多准备一段时间的老师可以报这一期，报名时在“想参加的培训”一栏注明考期。这段时间正好可以先参加对应的培训项目。',
          },
          {
            label: '考期结束后',
            title: '公布成绩、发放证书',
            text: '理论和实操都合格即获发电子证书，有效期 3 年；到期前可重新参加本级考试，或报考更高一级。',
          },
        ],
      },
      {
        blockType: 'steps',
        heading: '怎么准备',
        intro: '大多数老师用 6-8 周准备，每周 3-4 次，每次 30 分钟左右。',
        anchor: 'prepare',
        style: 'steps',
        items: [
          {
            label: '1',
            title: '选级别',
            text: '对照上面的表，看你现在能上什么课、想证明什么；拿不准的先做考试说明里的样题。',
          },
          {
            label: '2',
            title: '补短板',
            text: '参加对应的培训：初级配新教师上岗，中级配 Python 教学研修班，高级配竞赛指导专题和课程实施。',
          },
          {
            label: '3',
            title: '练实操',
            text: '在在线 IDE 里按样题练习，留意测试点没通过的原因，这也是学生最常出错的地方。',
          },
          {
            label: '4',
            title: '写教学设计',
            text: '用自己正在上的课写一份，请教研组长按评分量规看一遍再改。',
          },
          { label: '5', title: '报名', text: '在本页提交报名，1 个工作日内电话确认级别和考期。' },
          { label: '6', title: '考前一周', text: '做一次模拟考，检查电脑、摄像头、网络和浏览器。' },
        ],
      },
      {
        blockType: 'richText',
        heading: '题型示例',
        intro: '帮助了解考试风格的示例题，不是真题。',
        anchor: 'samples',
        width: 'narrow',
        content: richText([
          { h2: '理论 · 单选题（初级）' },
          {
            p: '在图形化编程中，要让角色一直跟随鼠标移动，应把“移到鼠标指针”积木放进哪个积木里？A. 重复执行 10 次　B. 重复执行　C. 如果……那么　D. 等待 1 秒。',
          },
          { h2: '理论 · 程序阅读（中级）' },
          {
            p: '程序先令 total = 0，再执行 for i in range(1, 5): total += i。运行结束后 total 的值是多少？这类题考查循环边界，也是课堂上需要讲透的地方。',
          },
          { h2: '理论 · 教学情境（中级、高级）' },
          {
            p: '一个班有三分之一的学生上周作业没通过“列表遍历”的测试点，下一节课你会怎么调整？从四个做法中选出最合理的两项。',
          },
          { h2: '实操 · 编程' },
          {
            ul: [
              '初级：用图形化编程做一个带计分的接苹果小游戏。',
              '中级：读入一组气温数据，输出最高温、最低温和平均温，按测试点评测。',
              '高级：在规定时间内完成 2 道算法题，例如排序与查找、简单搜索。',
            ],
          },
          { h2: '实操 · 教学设计' },
          {
            p: '初级写一节 40 分钟课的教学设计；中级写一个 4-6 课时的单元设计；高级写一份学校一学年的编程与 AI 课程方案，包括年级安排、课时和评价方式。',
          },
        ]),
      },
      {
        blockType: 'featureRows',
        heading: '证书',
        rows: [
          {
            eyebrow: '电子证书',
            title: '写明等级和有效期，可下载打印',
            text: '证书写明姓名、任教学校、认证等级、证书编号和有效期，以电子版发放，可下载打印。学校安排编程课、社团和竞赛指导老师时，可以把它作为参考。',
            points: points(
              '初级、中级、高级分别颁发',
              '有效期 3 年，自发证之日起计算',
              `这是${d.brand}的教学能力认证，不是教师资格证或职称证书`,
            ),
            image: 'training-certificate',
          },
        ],
      },
      {
        blockType: 'downloads',
        heading: '资料下载',
        items: [
          {
            title: '教师等级认证考试说明',
            description: '三个等级的考查范围、考试流程、题型示例和评分量规。',
            file: 'pdf-certification-guide',
          },
        ],
      },
      {
        blockType: 'faq',
        heading: '常见问题',
        items: [
          {
            question: '这个证书和教师资格证、职称有什么关系？',
            answer: `没有替代关系。等级认证是${d.brand}组织的编程教学能力认证，证明你在编程和 AI 课程教学上达到了相应水平，不能代替教师资格证，也不直接用于职称评审。`,
          },
          {
            question: '没有参加培训可以直接报考吗？',
            answer: '可以。培训不是报考条件，表中的“建议先修培训”只是帮你补短板。',
          },
          {
            question: '可以直接报考中级或高级吗？',
            answer:
              '可以，不要求先持有低一级的证书。高级建议有 3 年以上编程教学或竞赛指导经历，实操要写一份学校课程方案。',
          },
          {
            question: '理论考试在哪里考？',
            answer:
              '线上考试，在自己的电脑上完成：Chrome 或 Edge 浏览器、摄像头和稳定的网络。报名确认后会发送模拟考入口，考前一周可以先检查设备。',
          },
          {
            question: '没通过怎么办？',
            answer: '可以报名下一次考期。成绩通知会列出各模块得分，建议先补失分多的部分再考。',
          },
          {
            question: '考试收费吗？',
            answer: '考试按级别收费，提交报名后，工作人员电话确认级别和考期时告知费用。',
          },
        ],
      },
      {
        blockType: 'leadForm',
        heading: '报名等级认证',
        intro: `填写任教学校和任教学段，在“想参加的培训”一栏写上报考级别和考期，例如“中级 · ${next.label}”。`,
        anchor: 'apply',
        kind: 'training',
        submitLabel: '报名认证',
        points: points(
          '1 个工作日内电话确认级别和考期',
          '确认时告知考试费用',
          '报名后发送考试说明和模拟考入口',
        ),
      },
      {
        blockType: 'cardGrid',
        heading: '继续了解',
        cardStyle: 'icon',
        cards: [
          {
            title: '教师培训',
            icon: 'teacher',
            text: '与三个等级对应的培训项目，线上直播、线下工作坊和入校指导。',
            link: { label: '查看培训', href: '/tch-training' },
          },
          {
            title: '学习资源',
            icon: 'book',
            text: '备考和备课都用得上的教案、课件、微课和练习。',
            link: { label: '查看资源', href: '/lea-resource' },
          },
          {
            title: '竞赛与测评',
            icon: 'trophy',
            text: '高级认证要求的竞赛指导能力，可以从这里的赛季安排开始了解。',
            link: { label: '查看赛季安排', href: '/com-exam' },
          },
        ],
      },
    ],
    seo: {
      title: '教师编程教学能力等级认证：初级、中级、高级',
      description:
        '面向中小学信息科技老师的编程教学能力等级认证：初级证明能上图形化编程课，中级能教 Python 并设计单元，高级能设计学校课程、指导竞赛和教研。理论 60 分钟线上 + 实操，每年 4 月和 11 月两次考期，证书有效期 3 年。',
    },
  }
}

function examPage(): SeedPage {
  return {
    path: '/com-exam',
    title: '竞赛与测评',
    hero: {
      kind: 'figures',
      eyebrow: '竞赛与测评',
      heading: '用测评找起点，按赛季备竞赛',
      intro:
        '学生编程能力测评分 1-8 级，在线 60-90 分钟完成，每个学生、每个班都有报告。备赛按一个完整赛季来排：9 月组建社团，次年 8 月复盘。',
      figures: [
        { value: '1-8 级', label: '学生编程能力测评' },
        { value: '60-90', label: '分钟完成一次测评' },
        { value: '3 个', label: '社团方向' },
        { value: '12 个月', label: '一个备赛赛季' },
      ],
      actions: [
        { label: '预约演示', href: '#apply' },
        { label: '蓝桥杯专题', href: '/special/lanqiao' },
      ],
    },
    layout: [
      {
        blockType: 'comparison',
        heading: '学生编程能力测评：1-8 级',
        intro:
          '测评在线完成，1-3 级考图形化，4-6 级考 Python，7-8 级考 C++ 与算法。学生可以从任何一级开始，建议先做一次定级练习。',
        anchor: 'levels',
        rowHeader: '等级',
        columns: [{ label: '内容方向' }, { label: '建议年级' }, { label: '考查重点' }, { label: '时长' }],
        rows: [
          {
            label: '1 级',
            cells: [
              { value: '图形化' },
              { value: '小学 1-3 年级' },
              { value: '顺序执行、角色移动与外观' },
              { value: '60 分钟' },
            ],
          },
          {
            label: '2 级',
            cells: [
              { value: '图形化' },
              { value: '小学 3-4 年级' },
              { value: '循环、条件、事件与广播' },
              { value: '60 分钟' },
            ],
          },
          {
            label: '3 级',
            cells: [
              { value: '图形化' },
              { value: '小学 4-6 年级' },
              { value: '变量、列表、克隆，完成一个小游戏' },
              { value: '60 分钟' },
            ],
          },
          {
            label: '4 级',
            cells: [
              { value: 'Python' },
              { value: '小学 5-6 年级、初一' },
              { value: '输入输出、分支与循环' },
              { value: '75 分钟' },
            ],
          },
          {
            label: '5 级',
            cells: [
              { value: 'Python' },
              { value: '初一至初二' },
              { value: '列表、字符串、函数' },
              { value: '75 分钟' },
            ],
          },
          {
            label: '6 级',
            cells: [
              { value: 'Python' },
              { value: '初二至高一' },
              { value: '字典、文件、数据处理与简单算法' },
              { value: '90 分钟' },
            ],
          },
          {
            label: '7 级',
            cells: [
              { value: 'C++' },
              { value: '初中及以上' },
              { value: '语法基础、数组、模拟与枚举' },
              { value: '90 分钟' },
            ],
          },
          {
            label: '8 级',
            cells: [
              { value: 'C++' },
              { value: '初中及以上，算法社团' },
              { value: '排序、递归、搜索与简单动态规划' },
              { value: '90 分钟' },
            ],
          },
        ],
        footnote: '每次测评生成两份报告：学生报告列出各知识点得分，班级报告显示等级分布和全班共性的薄弱点。',
      },
      {
        blockType: 'steps',
        heading: '一个竞赛赛季怎么排',
        intro: '以下是学校常用的备赛节奏。各项赛事每年的报名和比赛日期不同，以官方通知为准。',
        anchor: 'calendar',
        style: 'timeline',
        items: [
          {
            label: '9-10 月',
            title: '组建社团、选拔队员',
            text: '开学后做一次测评定级，按等级分进图形化创意、Python、C++ 算法三个社团，每周 1-2 次活动。',
          },
          {
            label: '11-12 月',
            title: '系统训练',
            text: '按组别补齐知识点，每周一套练习，平台自动评测；老师只讲全组共性的错题。',
          },
          {
            label: '1-2 月',
            title: '寒假集训',
            text: '集中 5-8 天做专题训练和限时练习；作品类赛事的学生在这段时间完成原型。',
          },
          {
            label: '3-4 月',
            title: '校内模拟、报名',
            text: '按官方通知完成报名；学校组织 2-3 次校内模拟赛，按正式时长计时，作品类赛事组织模拟答辩。',
          },
          {
            label: '4-5 月',
            title: '省赛',
            text: '按通知参加省赛或地区选拔。赛前一周检查设备、网络和考试环境。',
          },
          {
            label: '6-7 月',
            title: '国赛、总决赛',
            text: '晋级的学生继续专项训练；其他学生转入下一季的进阶训练。',
          },
          {
            label: '8 月',
            title: '复盘',
            text: '对照测评报告和比赛表现调整下一季的分组和训练计划，把作品和答辩记录存档。',
          },
        ],
      },
      {
        blockType: 'featureRows',
        heading: '学校怎么准备',
        intro: '备赛不是几个尖子生的事：先用测评把学生分到合适的组，再按组别安排训练和作品指导。',
        anchor: 'prepare',
        rows: [
          {
            eyebrow: '组建梯队',
            title: '用测评选人，按等级分组',
            text: '开学后用学生编程能力测评给社团报名的学生定级：3 级以上进图形化创意组，5 级以上进 Python 组，7 级以上进 C++ 算法组。每组 10-20 人，配 1 名指导老师。',
            points: points('用测评报告代替凭印象选人', '寒假前做一次阶段测评，调整分组'),
            image: 'competition-team',
          },
          {
            eyebrow: '打磨作品',
            title: '作品类赛事留出 6-8 周迭代',
            text: '创意编程和智能设计类赛事看作品和答辩。从选题、原型到试用和修改，每周请同学试用一次；每件作品写清楚解决什么问题，学生要能讲清每段程序。',
            points: points('先找身边的问题，再定作品主题', '赛前组织 2-3 次模拟答辩'),
            image: 'competition-works',
          },
          {
            eyebrow: '模拟与复盘',
            title: '校内模拟赛在平台上组织',
            text: '老师从题库选题组卷，学生限时作答，提交后自动评测并按题目统计得分率。赛季结束后对照测评报告复盘，调整下一季的选拔和训练。',
            points: points('按正式比赛时长计时', '每道题的得分率一目了然'),
            image: 'screen-exam',
          },
        ],
      },
      {
        blockType: 'stats',
        heading: '一所初中一个学年的变化',
        intro:
          '南湖第二中学（初中，24 个班）在七、八年级开设 Python 课和 6 课时的 AI 实验单元，并用测评组建竞赛小组。',
        items: [
          { value: '3.1 → 4.6', label: '七、八年级平均测评等级', note: '一个学年' },
          { value: '12', unit: '名', label: '学生参加编程竞赛' },
          { value: '5', unit: '名', label: '学生获省级奖项' },
          { value: '6', unit: '课时', label: 'AI 实验单元' },
        ],
        footnote: '数据为该校一个学年的统计。',
      },
      {
        blockType: 'latestNews',
        heading: '赛事动态',
        intro: '报名通知、备赛建议和获奖消息。',
        newsType: 'competition',
        count: 4,
      },
      {
        blockType: 'cta',
        heading: '两个赛事专题',
        intro: '蓝桥杯大赛和全国青少年创意编程与智能设计大赛：赛事简介、流程、获奖案例和学生的学习心得。',
        background: 'brand',
        actions: [
          { label: '蓝桥杯大赛', href: '/special/lanqiao' },
          { label: '创意编程大赛', href: '/special/topic' },
        ],
        note: '赛事日期与规则以官方通知为准',
      },
      {
        blockType: 'downloads',
        heading: '资料下载',
        items: [
          {
            title: '学校备赛指南',
            description: '社团组建、测评选拔、一个赛季的训练安排和模拟赛组织方法。',
            file: 'pdf-competition-guide',
          },
        ],
      },
      {
        blockType: 'leadForm',
        heading: '预约测评与备赛方案演示',
        intro:
          '留下学校名称、学段和方便的时间，我们线上演示测评怎么组织、学生和班级报告怎么看，以及三个社团的训练安排。',
        anchor: 'apply',
        kind: 'demo',
        points: points(
          '1 个工作日内回电确认时间',
          '线上演示约 40 分钟，可请社团老师一起参加',
          '我们不代理赛事报名，报名请关注官方通知',
        ),
      },
      {
        blockType: 'cardGrid',
        heading: '继续了解',
        cardStyle: 'icon',
        cards: [
          {
            title: '竞赛指导专题培训',
            icon: 'teacher',
            text: '16 学时，给社团和竞赛指导老师：选组别、排训练、磨作品。',
            link: { label: '查看培训', href: '/tch-training' },
          },
          {
            title: '在线学院',
            icon: 'video',
            text: '按等级编排的微课和限时练习，社团学生课后自学。',
            link: { label: '查看学院', href: '/academy' },
          },
          {
            title: '等级认证',
            icon: 'certificate',
            text: '高级认证考查竞赛训练设计，适合带社团的老师。',
            link: { label: '了解认证', href: '/grade-certi' },
          },
        ],
      },
    ],
    seo: {
      title: '竞赛与测评：学生编程能力测评 1-8 级与备赛安排',
      description:
        '学生编程能力测评 1-8 级：1-3 级图形化、4-6 级 Python、7-8 级 C++ 与算法，在线 60-90 分钟，学生和班级报告。附一个竞赛赛季从 9 月组建社团到 8 月复盘的备赛节奏和学校准备方法。',
    },
  }
}

function lanqiaoPage(d: SeedDates): SeedPage {
  return {
    path: '/special/lanqiao',
    title: '蓝桥杯大赛专题',
    hero: {
      kind: 'artwork',
      eyebrow: '竞赛专题',
      heading: '蓝桥杯大赛青少年组：学校怎么组织备赛',
      intro:
        '蓝桥杯大赛设有面向中小学生的青少年组，分图形化编程、Python、C++ 等组别，一般先省赛、后国赛。这里整理了学校组织学生备赛的做法和几个学校的经历，赛事日期和规则以官方通知为准。',
      image: 'competition-stage',
      actions: [
        { label: '预约演示', href: '#apply' },
        { label: '竞赛与测评', href: '/com-exam' },
      ],
    },
    layout: [
      {
        blockType: 'cardGrid',
        heading: '赛事简介',
        anchor: 'intro',
        navLabel: '赛事简介',
        columns: '2',
        cardStyle: 'icon',
        cards: [
          {
            title: '考查编程与算法能力',
            icon: 'code',
            text: '蓝桥杯大赛是一项信息技术类赛事，青少年组面向中小学生，考查编程思维和用程序解决问题的能力，题目以限时编程为主。',
          },
          {
            title: '图形化编程、Python、C++ 等组别',
            icon: 'puzzle',
            text: '组别按编程语言划分，学生按年龄或学段报名对应组别：图形化适合小学生，Python 和 C++ 面向有一定基础的高年级和中学生。组别设置每年可能调整。',
          },
          {
            title: '先省赛，后国赛',
            icon: 'map',
            text: '一般先参加省赛或地区选拔，达到要求的选手进入国赛。比赛在线上还是线下进行，以当年通知为准。',
          },
          {
            title: '报名走官方渠道',
            icon: 'shield',
            text: `报名通知和时间以赛事官方发布为准。${d.brand}不是赛事主办方，不代理报名，也不承诺获奖；我们提供的是备赛课程、练习平台和教师培训。`,
          },
        ],
      },
      {
        blockType: 'steps',
        heading: '赛事流程与学校的备赛节奏',
        intro: '以下是学校常用的备赛节奏，赛事各阶段的具体日期每年不同，以官方通知为准。',
        anchor: 'process',
        navLabel: '赛事流程',
        style: 'timeline',
        items: [
          {
            label: '9-10 月',
            title: '组建集训队',
            text: '用测评定级选人，图形化组、Python 组和 C++ 组分开训练，每组每周 1-2 次。',
          },
          {
            label: '11-12 月',
            title: '按组别系统训练',
            text: '对照组别考查范围补齐知识点，每周一套限时练习，平台自动评测，老师讲共性错题。',
          },
          {
            label: '1-2 月',
            title: '寒假集训',
            text: '集中 5-8 天做专题训练；留意官方是否已发布当年的参赛通知。',
          },
          {
            label: '3-4 月',
            title: '报名与校内模拟',
            text: '按官方通知完成报名；学校组织 2-3 次校内模拟赛，按正式时长计时。',
          },
          {
            label: '4-5 月',
            title: '省赛',
            text: '按通知参加省赛或地区选拔。赛前一周检查设备、网络和考试环境。',
          },
          {
            label: '6-7 月',
            title: '国赛',
            text: '晋级国赛的学生继续专项训练；其余学生转入下一季的进阶训练。',
          },
          { label: '8 月', title: '复盘', text: '对照测评报告和比赛表现，调整下一季的分组和训练计划。' },
        ],
      },
      {
        blockType: 'caseStudies',
        heading: '获奖案例',
        intro: '两所学校组织学生参赛的经历。能否获奖取决于学生的投入和当年的竞争，这里分享的是过程。',
        anchor: 'cases',
        navLabel: '获奖案例',
        items: [
          {
            school: '南湖第二中学',
            stage: '初中 · 24 个班',
            title: '从 Python 课堂里选出竞赛队员',
            challenge:
              '学校七、八年级开了 Python 课，但从没组织过编程竞赛，只有 1 名指导老师，也不知道该从哪些学生里选人。',
            approach:
              '用学生编程能力测评给七、八年级定级，把 12 名学生组成 Python 和 C++ 两个集训组，每周 2 次社团活动；寒假集中训练 6 天，3-4 月在平台上组织 3 次校内模拟赛。指导老师参加了竞赛指导专题培训。',
            outcome:
              '一个学年里，七、八年级平均测评等级从 3.1 提高到 4.6；12 名学生参加竞赛，5 人获省级奖项。',
            figures: [
              { value: '12', label: '参赛学生' },
              { value: '5', label: '获省级奖项' },
              { value: '3.1 → 4.6', label: '平均测评等级' },
            ],
            image: 'competition-team',
          },
          {
            school: '星河小学',
            stage: '小学 · 图形化编程社团',
            title: '从兴趣社团到第一次参赛',
            challenge:
              '社团学生喜欢做游戏，但作品常常做到一半；面对限时比赛，学生不习惯在规定时间里完成任务。',
            approach:
              '社团每周 1 次：前 8 周做完整小游戏，后 8 周改成 45 分钟限时任务，用自动评测和作品互评给反馈；赛前两个月每两周一次模拟赛，学生先在纸上写步骤再拼积木。',
            outcome:
              '第一次参赛的 8 名四、五年级学生都完成了比赛，其中 3 人获省赛奖项；社团第二年报名人数明显增加。',
            figures: [
              { value: '8', label: '首次参赛学生' },
              { value: '45 分钟', label: '限时任务训练' },
              { value: '3', label: '获省赛奖项' },
            ],
            image: 'lab-classroom',
          },
        ],
      },
      {
        blockType: 'quotes',
        heading: '学习心得',
        anchor: 'experience',
        navLabel: '学习心得',
        items: [
          {
            quote:
              '以前写程序只要能跑就行，练限时赛以后才知道边界情况有多重要。评测会告诉我哪个测试点没过，我就自己造数据去试，比直接看答案记得牢。',
            name: '周同学',
            role: '初二 · C++ 组',
            organisation: '南湖第二中学',
          },
          {
            quote:
              '第一次模拟赛我只做完两道题。老师让我先把每道题的步骤写在纸上再拼积木，正式比赛时我还留了 10 分钟检查。',
            name: '林同学',
            role: '五年级 · 图形化组',
            organisation: '星河小学',
          },
          {
            quote:
              '我最大的变化是不再凭印象选人。测评报告把每个学生的薄弱点列出来，训练就能分组来排，我一个人也带得过来 12 个学生。',
            name: '陈老师',
            role: '竞赛指导老师',
            organisation: '南湖第二中学',
          },
        ],
      },
      {
        blockType: 'downloads',
        heading: '资料下载',
        items: [
          {
            title: '学校备赛指南',
            description: '社团组建、测评选拔、一个赛季的训练安排和模拟赛组织方法。',
            file: 'pdf-competition-guide',
          },
        ],
      },
      {
        blockType: 'leadForm',
        heading: '预约备赛方案演示',
        intro:
          '准备在学校组建编程社团、组织学生参赛？留下学校名称、学段和方便的时间，我们线上演示测评选拔、社团课程和模拟赛怎么组织。',
        anchor: 'apply',
        kind: 'demo',
        points: points(
          '1 个工作日内回电确认时间',
          '线上演示约 40 分钟',
          '不代理赛事报名，报名请关注官方通知',
        ),
      },
      {
        blockType: 'cardGrid',
        heading: '继续了解',
        cardStyle: 'icon',
        cards: [
          {
            title: '创意编程与智能设计大赛',
            icon: 'lightbulb',
            text: '作品类赛事：选题、原型、迭代到现场答辩，附学生作品和一个社团三年的教学历程。',
            link: { label: '查看专题', href: '/special/topic' },
          },
          {
            title: '竞赛与测评',
            icon: 'exam',
            text: '学生编程能力测评 1-8 级，用来选拔队员、检验训练效果。',
            link: { label: '查看测评', href: '/com-exam' },
          },
          {
            title: '竞赛指导专题培训',
            icon: 'teacher',
            text: '16 学时，帮指导老师排出一个赛季的训练计划。',
            link: { label: '查看培训', href: '/tch-training' },
          },
        ],
      },
    ],
    seo: {
      title: '蓝桥杯大赛青少年组备赛专题：赛事简介、流程与案例',
      description:
        '蓝桥杯大赛青少年组的赛事简介（图形化编程、Python、C++ 等组别，先省赛后国赛）、学校备赛的月度节奏、两所学校的参赛经历和学生学习心得。赛事日期和规则以官方通知为准。',
    },
  }
}

function topicPage(d: SeedDates): SeedPage {
  return {
    path: '/special/topic',
    title: '创意编程与智能设计大赛专题',
    hero: {
      kind: 'artwork',
      eyebrow: '竞赛专题',
      heading: '创意编程与智能设计大赛：用作品讲清一个想法',
      intro:
        '全国青少年创意编程与智能设计大赛设有创意编程、智能设计等类别，学生提交作品并参加现场答辩。这里有学生作品、学校案例和一个社团三年的教学历程；赛事规则和日期以官方通知为准。',
      image: 'competition-works',
      actions: [
        { label: '预约演示', href: '#apply' },
        { label: '竞赛与测评', href: '/com-exam' },
      ],
    },
    layout: [
      {
        blockType: 'featureRows',
        heading: '赛事简介',
        intro:
          '大赛面向中小学生，以作品为核心：不是限时答题，而是围绕主题完成一件作品，并在答辩中讲清设计思路。类别、主题和参赛要求每年发布，以官方通知为准；报名请通过官方渠道。',
        anchor: 'intro',
        navLabel: '赛事简介',
        rows: [
          {
            eyebrow: '创意编程类',
            title: '用程序讲故事、做游戏、做工具',
            text: '常见的作品是图形化或 Python 程序：互动故事、小游戏、学习工具、数据可视化。评价看创意、完成度和程序结构，学生要能讲清每一段程序做了什么。',
            points: points('小学生多用图形化编程', '中学生可以用 Python 做数据或工具类作品'),
            image: 'screen-blocks',
          },
          {
            eyebrow: '智能设计类',
            title: '让作品能感知、会判断',
            text: '结合传感器、开源硬件或 AI 模型，做能解决身边问题的智能作品，比如识别垃圾类别、监测教室环境。学校可以先用 AI 实验室在浏览器里训练图像、声音识别模型，不用另购设备就能起步。',
            points: points('从一个真实问题出发', '训练数据由学生自己采集'),
            image: 'lab-maker',
          },
          {
            eyebrow: '现场答辩',
            title: '讲清楚为什么这样做',
            text: '答辩时学生现场演示作品，回答评委关于设计思路、实现方法和改进方向的提问。能讲清楚“遇到了什么问题、怎么解决的”，往往比作品本身更打动人。',
            points: points('演示控制在规定时间内', '准备好作品出错时的说明'),
            image: 'competition-stage',
          },
        ],
      },
      {
        blockType: 'steps',
        heading: '赛事流程',
        intro: '作品类赛事的常见流程。各阶段的具体时间每年不同，以当年官方通知为准。',
        anchor: 'process',
        navLabel: '赛事流程',
        style: 'steps',
        items: [
          {
            label: '第 1 步',
            title: '读通知、定主题',
            text: '看清当年的主题和类别要求；学生 2-3 人一组，先列出 3 个身边的问题，再选一个来做。',
          },
          {
            label: '第 2 步',
            title: '做原型',
            text: '用 2 周做出能运行的最小版本，先验证想法，不追求好看。',
          },
          {
            label: '第 3 步',
            title: '迭代完善',
            text: '6-8 周里每周请同学试用一次，记录问题并修改；智能设计类在这一阶段补充训练数据。',
          },
          {
            label: '第 4 步',
            title: '提交作品',
            text: '按要求提交作品文件、说明文档和演示视频，提交前对照评审要求自查。',
          },
          { label: '第 5 步', title: '评审', text: '由赛事组织方评审，结果以官方公布为准。' },
          {
            label: '第 6 步',
            title: '现场答辩',
            text: '进入下一轮的学生现场演示并回答提问；学校提前组织 2-3 次模拟答辩。',
          },
        ],
      },
      {
        blockType: 'gallery',
        heading: '国赛获奖作品',
        intro: '三件获得国赛奖项的学生作品：都从一个身边的问题出发，用程序和模型做出能演示的作品。',
        anchor: 'national-works',
        navLabel: '国赛获奖作品',
        shape: 'landscape',
        items: [
          {
            image: 'work-classifier',
            title: '垃圾分类识别助手',
            meta: '初一 · 智能设计类',
            text: '用摄像头拍下物品，模型判断该投进哪个垃圾桶，并显示判断的把握程度。两名学生自己拍了 400 多张照片训练模型，答辩时还演示了识别出错的例子和改进办法。',
          },
          {
            image: 'work-weather',
            title: '我们城市的一年天气',
            meta: '初二 · 创意编程类',
            text: '用 Python 读取一年的气温和降水数据，画出折线图和柱状图，再算出“最适合春游的一周”。说明文档写清了数据来源和计算方法。',
          },
          {
            image: 'work-music',
            title: '会画画的旋律',
            meta: '五年级 · 创意编程类',
            text: '用图形化编程把音符变成彩色方块，演奏时屏幕上同步生成图案。作者把音乐课上学的节拍知识用进了程序。',
          },
        ],
      },
      {
        blockType: 'gallery',
        heading: '其他获奖作品',
        intro: '在省级和市级评选中获奖的作品，大多来自三到六年级的社团学生。',
        anchor: 'other-works',
        navLabel: '其他获奖作品',
        shape: 'landscape',
        items: [
          {
            image: 'work-maze',
            title: '钥匙迷宫',
            meta: '四年级 · 创意编程类',
            text: '角色要先拿到钥匙才能打开出口，撞墙就回到起点。作者设计了 3 个难度的关卡，用变量记录得分和用时。',
          },
          {
            image: 'work-space',
            title: '太空守卫',
            meta: '六年级 · 创意编程类',
            text: '左右移动飞船躲避陨石并发射激光，得分越高陨石越快。作品用克隆生成多个陨石，程序结构清楚。',
          },
          {
            image: 'work-garden',
            title: '像素花园',
            meta: '三年级 · 创意编程类',
            text: '点一下浇水壶，花朵一格一格长大，太阳随时间移动。这是作者学编程第一个学期的作品。',
          },
        ],
      },
      {
        blockType: 'caseStudies',
        heading: '获奖案例',
        anchor: 'cases',
        navLabel: '获奖案例',
        items: [
          {
            school: '青禾实验小学',
            stage: '小学 · 36 个班',
            title: '从零开课到 85 人的创意编程社团',
            challenge:
              '学校 36 个班只有 2 名信息科技老师，秋季学期才从零开设编程课，创意编程社团成立时只有 20 名学生。',
            approach:
              '3-6 年级每周 1 节图形化编程课，作业由平台自动评测，老师把省下的批改时间用在社团上。社团按“选题—原型—试用—修改”带学生做作品，每学期办一次作品展评，优秀作品推荐参加创意编程类赛事。',
            outcome:
              '一年后社团从 20 人增加到 85 人，社团作品在区级和省级评选中获奖；“会画画的旋律”就出自这个社团。',
            figures: [
              { value: '20 → 85', label: '社团人数' },
              { value: '92%', label: '作业自动评测' },
              { value: '约 3 小时', label: '老师每周节省批改时间' },
            ],
            image: 'teacher-desk',
          },
          {
            school: '东湖外国语学校',
            stage: '初中 · 智能设计小组',
            title: '没有创客教室，也做出了智能作品',
            challenge: '学校没有专门的创客教室，智能设计类作品需要的硬件和模型训练环境都不齐。',
            approach:
              '先用 AI 实验室在浏览器里训练图像识别模型，只用电脑自带的摄像头；作品方向定下来后，再用 2 套开源硬件做实体原型。小组每周活动 2 次，每次 80 分钟。',
            outcome: '两个小组完成作品并进入现场答辩，“垃圾分类识别助手”获得国赛奖项。',
            figures: [
              { value: '400+', label: '学生自己拍的训练照片' },
              { value: '2 套', label: '开源硬件' },
            ],
            image: 'lab-ai-corner',
          },
        ],
      },
      {
        blockType: 'quotes',
        heading: '学习心得',
        anchor: 'experience',
        navLabel: '学习心得',
        items: [
          {
            quote:
              '模型一开始总把塑料瓶认成纸盒，后来发现是照片背景都一样。换了不同的桌面和光线重新拍，准确多了。答辩时评委问的正是这个。',
            name: '吴同学',
            role: '初一 · 智能设计类',
            organisation: '东湖外国语学校',
          },
          {
            quote:
              '我原来以为编程就是拼积木，做音乐作品时才发现要算节拍。老师说作品要让别人看得懂，我就给每个角色都写了说明。',
            name: '何同学',
            role: '五年级 · 创意编程类',
            organisation: '青禾实验小学',
          },
          {
            quote:
              '带作品类比赛，最难的是让学生自己找问题。我们每学期先花两节课让学生观察校园和家里，选题选对了，后面做起来才有劲头。',
            name: '李老师',
            role: '信息科技教研组长',
            organisation: '青禾实验小学',
          },
        ],
      },
      {
        blockType: 'steps',
        heading: '教学历程：松岭实验学校创意编程社团的三年',
        intro: '一所九年一贯制学校的社团，从 1 名老师、18 名学生起步。',
        anchor: 'teaching',
        navLabel: '教学历程',
        style: 'timeline',
        items: [
          {
            label: `${d.yearsAgo(3)} 年 9 月`,
            title: '社团成立',
            text: '1 名信息科技老师、18 名四至六年级学生，每周活动 1 次，用图形化编程做小游戏和动画。',
          },
          {
            label: `${d.yearsAgo(2)} 年春`,
            title: '第一次校内作品展',
            text: '学期末办作品展，家长开放日上学生给家长讲解自己的作品；6 件作品推荐参加区级展评。',
          },
          {
            label: `${d.yearsAgo(2)} 年秋`,
            title: '增设 Python 组',
            text: '七年级开设 Python 课后，社团分成图形化组和 Python 组，新增 1 名指导老师，两位老师参加了竞赛指导专题培训。',
          },
          {
            label: `${d.yearsAgo(1)} 年春`,
            title: '第一次参赛',
            text: '按官方通知报名创意编程类比赛，提交 4 件作品，2 件进入现场答辩；赛前组织了 3 次模拟答辩。',
          },
          {
            label: `${d.yearsAgo(1)} 年秋`,
            title: '加入智能设计方向',
            text: '用 AI 实验室开展图像和声音识别项目，学生从校园里找问题，比如食堂剩饭统计、图书角借还提醒。',
          },
          {
            label: '现在',
            title: '60 名学生、3 名指导老师',
            text: '社团分图形化、Python、智能设计三个组，每周活动 2 次；三年的作品和答辩记录整理成校本课程，新老师可以直接用。',
          },
        ],
      },
      {
        blockType: 'leadForm',
        heading: '预约作品指导方案演示',
        intro:
          '想在学校开展创意编程或智能设计社团？留下学校名称、学段和方便的时间，我们线上演示 AI 实验室、社团课程和作品指导的做法。',
        anchor: 'apply',
        kind: 'demo',
        points: points(
          '1 个工作日内回电确认时间',
          '演示可按学校的学段和社团规模准备',
          '不代理赛事报名，报名请关注官方通知',
        ),
      },
      {
        blockType: 'cardGrid',
        heading: '继续了解',
        cardStyle: 'icon',
        cards: [
          {
            title: '蓝桥杯大赛专题',
            icon: 'trophy',
            text: '限时编程类赛事：组别、赛季节奏和两所学校的备赛经历。',
            link: { label: '查看专题', href: '/special/lanqiao' },
          },
          {
            title: '竞赛与测评',
            icon: 'exam',
            text: '学生编程能力测评 1-8 级和一个完整赛季的安排。',
            link: { label: '查看测评', href: '/com-exam' },
          },
          {
            title: 'AI 教学专题培训',
            icon: 'ai',
            text: '32 学时，老师先在 AI 实验室里把识别实验做一遍。',
            link: { label: '查看培训', href: '/tch-training' },
          },
        ],
      },
    ],
    seo: {
      title: '创意编程与智能设计大赛专题：作品、案例与教学历程',
      description:
        '全国青少年创意编程与智能设计大赛的赛事简介和作品类赛事流程，附国赛和其他获奖学生作品、学校案例、学生学习心得和一个社团三年的教学历程。赛事日期和规则以官方通知为准。',
    },
  }
}

function academyPage(): SeedPage {
  return {
    path: '/academy',
    title: '在线学院',
    hero: {
      kind: 'split',
      eyebrow: '在线学院',
      heading: '在线学院：按自己的节奏学编程和 AI',
      intro:
        '图形化编程、Python、C++ 与算法、人工智能四条主线，每节微课 10-15 分钟，看完就在浏览器里练，提交后自动评测。学校开通后，学生用学校发放的账号在课内外学习。',
      image: 'academy-courses',
      actions: [
        { label: '申请试用', href: '#apply' },
        { label: '课程方向', href: '#courses' },
      ],
    },
    layout: [
      {
        blockType: 'cardGrid',
        heading: '课程方向',
        intro: '每个方向按等级编排，和学生编程能力测评的 1-8 级对应，学完一级可以直接报名测评。',
        anchor: 'courses',
        cardStyle: 'icon',
        cards: [
          {
            title: '图形化编程',
            badge: '1-6 年级',
            icon: 'puzzle',
            text: '从编程启蒙、角色动画到完整小游戏和交互故事，对应测评 1-3 级。低年级的课适合家长陪着一起学。',
          },
          {
            title: 'Python 编程',
            badge: '5 年级至高中',
            icon: 'code',
            text: '从输入输出、分支循环到函数、列表和数据处理，每节配在线练习和测试点评测，对应测评 4-6 级。',
          },
          {
            title: 'C++ 与算法',
            badge: '初中及以上',
            icon: 'chart',
            text: '语法基础、数组、排序、递归和搜索，配限时练习，对应测评 7-8 级，适合算法社团。',
          },
          {
            title: '人工智能',
            badge: '5 年级至高中',
            icon: 'ai',
            text: '图像、声音和文本识别实验，理解数据、训练和模型，在 AI 实验室里完成小项目。',
          },
          {
            title: '竞赛专题',
            badge: '社团学生',
            icon: 'trophy',
            text: '按赛事组别整理的专题课和限时练习，配合学校社团的赛季训练使用。',
            link: { label: '竞赛与测评', href: '/com-exam' },
          },
          {
            title: '教师专区',
            badge: '信息科技老师',
            icon: 'teacher',
            text: '教学方法微课、示范课片段和培训回放，老师也能利用碎片时间进修。',
            link: { label: '教师培训', href: '/tch-training' },
          },
        ],
      },
      {
        blockType: 'steps',
        heading: '自主学习怎么进行',
        intro: '没有固定的上课时间，学生按自己的进度学，每一步都有反馈。',
        anchor: 'how',
        style: 'steps',
        items: [
          { label: '1', title: '定级小测', text: '15 道题，约 10 分钟，系统推荐从哪一级开始。' },
          { label: '2', title: '看微课', text: '每节 10-15 分钟，讲清一个知识点，可以暂停、回看。' },
          { label: '3', title: '在线练习', text: '看完就在浏览器里写程序，不用安装软件。' },
          { label: '4', title: '自动评测', text: '提交后按测试点评测，没通过会提示错在哪里，改完再交。' },
          { label: '5', title: '单元测验', text: '每个单元结束有一次测验，通过后解锁下一单元。' },
          { label: '6', title: '参加测评', text: '学完一级，可以参加学生编程能力测评，拿到等级报告。' },
        ],
      },
      {
        blockType: 'comparison',
        heading: '四个学习阶段',
        anchor: 'levels',
        rowHeader: '阶段',
        columns: [
          { label: '入门' },
          { label: '基础' },
          { label: '进阶', highlight: true },
          { label: '竞赛' },
        ],
        rows: [
          {
            label: '适合谁',
            cells: [
              { value: '零基础的小学生' },
              { value: '学过一学期图形化' },
              { value: '会 Python 基础语法' },
              { value: '社团和竞赛学生' },
            ],
          },
          {
            label: '学习内容',
            cells: [
              { value: '图形化入门、动画与小游戏' },
              { value: '图形化进阶、Python 入门' },
              { value: 'Python 函数、数据处理、AI 项目' },
              { value: 'C++ 语法与算法专题' },
            ],
          },
          {
            label: '对应测评等级',
            cells: [{ value: '1-2 级' }, { value: '3-4 级' }, { value: '5-6 级' }, { value: '7-8 级' }],
          },
          {
            label: '建议每周',
            cells: [
              { value: '2 节微课 + 1 次练习' },
              { value: '3 节微课 + 2 次练习' },
              { value: '3 节微课 + 2 次练习 + 1 个小项目' },
              { value: '4 节微课 + 1 次限时练习' },
            ],
          },
          {
            label: '学完能做什么',
            cells: [
              { value: '做一个会动的互动故事' },
              { value: '做一个带计分的小游戏' },
              { value: '用数据画图，训练一个识别模型' },
              { value: '在限时内完成算法题' },
            ],
          },
        ],
      },
      {
        blockType: 'featureRows',
        heading: '手机和电脑都能学',
        rows: [
          {
            eyebrow: '手机',
            title: '手机上看微课，电脑上写代码',
            text: '微课视频和单元小结可以在手机上看，作业提醒推送到手机；写代码和提交练习在电脑浏览器里完成，进度自动同步。',
            points: points('手机看课，电脑练习，进度同步', '作业和测验到期前提醒'),
            image: 'screen-phone',
          },
          {
            eyebrow: '学情报告',
            title: '学到哪里，老师看得到',
            text: '学习进度、练习通过率和测验成绩进入学情报告。老师可以把学院课程布置成课后拓展或社团任务，按班级查看完成情况。',
            points: points('按班级查看完成情况', '可布置为课后拓展或社团任务'),
            image: 'screen-report',
          },
        ],
      },
      {
        blockType: 'stats',
        heading: '在线学院一览',
        items: [
          { value: '6', unit: '个', label: '课程方向' },
          { value: '10-15', unit: '分钟', label: '每节微课时长' },
          { value: '8', unit: '级', label: '对应学生测评等级' },
          { value: '30', unit: '天', label: '学校免费试用' },
        ],
        footnote: '课程持续更新，以学院网站上线的课程为准。',
      },
      {
        blockType: 'faq',
        heading: '常见问题',
        items: [
          {
            question: '学生怎么登录？',
            answer:
              '用学校发放的学生账号登录，和上课用的校园版平台是同一个账号。账号由学校管理员批量开通，忘记密码请找任课老师或学校管理员重置。',
          },
          {
            question: '个人可以学吗？',
            answer:
              '在线学院主要面向合作学校的师生。个人学习者可以先免费使用在线编程工具练习；学院课程对个人开放的方式以学院网站公布为准。',
          },
          {
            question: '需要什么设备？',
            answer:
              '写代码需要一台电脑和 Chrome 或 Edge 浏览器，不用安装软件；看微课用手机或平板也可以。AI 实验需要摄像头或麦克风，笔记本电脑自带的即可。',
          },
          {
            question: '学校怎么把学院课程用进课堂？',
            answer:
              '老师可以把某一节微课和练习布置给班级，作为课前预习或课后拓展；社团可以按竞赛专题的课程安排训练。完成情况进入学情报告。',
          },
          {
            question: '试用包含学院课程吗？',
            answer: '包含。学校试用期 30 天，最多 3 个班、150 个学生账号，含全部课程和 AI 实验室。',
          },
        ],
      },
      {
        blockType: 'leadForm',
        heading: '学校申请试用',
        intro:
          '填写学校名称和学段，申请免费试用 30 天：最多 3 个班、150 个学生账号，含在线学院全部课程和 AI 实验室。',
        anchor: 'apply',
        kind: 'trial',
        points: points(
          '1 个工作日内回电确认需求',
          '开通试用账号并安排 40 分钟线上培训',
          '试用期 30 天，不自动扣费',
          '试用结束数据保留 90 天，转正后继续使用',
        ),
      },
      {
        blockType: 'cardGrid',
        heading: '继续了解',
        cardStyle: 'icon',
        cards: [
          {
            title: '竞赛与测评',
            icon: 'exam',
            text: '学完一级就能参加的学生编程能力测评，以及一个赛季的备赛安排。',
            link: { label: '查看测评', href: '/com-exam' },
          },
          {
            title: '教师培训',
            icon: 'teacher',
            text: '老师先学会，再带学生学：五个培训项目和开班日历。',
            link: { label: '查看培训', href: '/tch-training' },
          },
          {
            title: '活动',
            icon: 'calendar',
            text: '公开课、编程营、家长开放日和 AI 创意马拉松。',
            link: { label: '近期活动', href: '/gather' },
          },
        ],
      },
    ],
    seo: {
      title: '在线学院：图形化编程、Python、C++ 与 AI 自主学习课程',
      description:
        '在线学院提供图形化编程、Python、C++ 与算法、人工智能等方向的微课和在线练习，每节 10-15 分钟，提交后自动评测，和学生编程能力测评 1-8 级对应。学校可申请 30 天免费试用。',
    },
  }
}

function mobileAcademyCategoriesPage(): SeedPage {
  return {
    path: '/mobile/academy_1',
    title: '学院课程分类',
    hero: {
      kind: 'artwork',
      eyebrow: '在线学院',
      heading: '课程分类：找到适合的起点',
      intro: '按年级和已有基础选课程，拿不准的先做 10 分钟定级小测。',
      image: 'academy-courses',
      actions: [
        { label: '留言咨询', href: '#apply' },
        { label: '在线学院', href: '/mobile/academy' },
      ],
    },
    layout: [
      {
        blockType: 'cardGrid',
        heading: '按年级看课程',
        anchor: 'grades',
        cardStyle: 'icon',
        cards: [
          {
            title: '编程启蒙',
            badge: '小学 1-2 年级',
            icon: 'puzzle',
            text: '不插电游戏和图形化入门，每节 10 分钟左右，适合家长陪着学。',
          },
          {
            title: '图形化编程',
            badge: '小学 3-4 年级',
            icon: 'puzzle',
            text: '动画、游戏、交互故事，从角色移动到完整小游戏。',
          },
          {
            title: '图形化进阶 + AI 启蒙',
            badge: '小学 5-6 年级',
            icon: 'ai',
            text: '做更复杂的游戏，体验图像和声音识别，为 Python 做准备。',
          },
          {
            title: 'Python 与 AI 实验',
            badge: '初中',
            icon: 'code',
            text: '从语法到数据处理，在 AI 实验室训练自己的识别模型。',
          },
          {
            title: 'Python 进阶与 AI 项目',
            badge: '高中',
            icon: 'chart',
            text: '函数、数据分析和 AI 项目，衔接高中信息技术课程。',
          },
          {
            title: 'C++ 与算法',
            badge: '社团 · 竞赛',
            icon: 'trophy',
            text: '面向算法社团，配限时练习，对应测评 7-8 级。',
          },
        ],
      },
      {
        blockType: 'comparison',
        heading: '按基础选起点',
        intro: '同一个年级，基础不同，起点也不同。',
        rowHeader: '年级',
        columns: [{ label: '零基础' }, { label: '学过图形化' }, { label: '学过 Python' }],
        rows: [
          { label: '小学 1-3 年级', cells: [{ value: '编程启蒙' }, { value: '图形化编程' }, { value: '—' }] },
          {
            label: '小学 4-6 年级',
            cells: [{ value: '图形化编程' }, { value: '图形化进阶 + AI 启蒙' }, { value: 'Python 入门' }],
          },
          {
            label: '初中',
            cells: [{ value: 'Python 入门' }, { value: 'Python 入门' }, { value: 'Python 进阶 + AI 实验' }],
          },
          {
            label: '高中',
            cells: [{ value: 'Python 入门' }, { value: 'Python 进阶' }, { value: 'AI 项目或 C++ 与算法' }],
          },
        ],
      },
      {
        blockType: 'steps',
        heading: '先做 10 分钟定级小测',
        style: 'steps',
        items: [
          {
            label: '1',
            title: '做 15 道题',
            text: '登录后打开“定级小测”，题目从易到难，约 10 分钟，不会的可以跳过。',
          },
          { label: '2', title: '看推荐', text: '系统按答题情况推荐起点课程和对应的测评等级。' },
          { label: '3', title: '试学一节', text: '先学推荐的第一节课，觉得太难或太简单，可以上下调一级。' },
        ],
      },
      {
        blockType: 'faq',
        heading: '常见问题',
        items: [
          {
            question: '一周学多少合适？',
            answer:
              '小学生每周 2-3 节微课加 1-2 次练习就够了，每节 10-15 分钟；初高中学生可以再加一个小项目。',
          },
          {
            question: '手机上能学吗？',
            answer: '手机上可以看微课和单元小结；写代码和提交练习需要电脑和 Chrome 或 Edge 浏览器。',
          },
          {
            question: '怎么获得账号？',
            answer: '学生用学校发放的账号登录。学校还没开通的，可以请老师联系我们申请试用。',
          },
        ],
      },
      {
        blockType: 'leadForm',
        heading: '留言咨询选课',
        intro: '在留言里写下年级和学过的内容，我们帮你判断从哪门课开始。',
        anchor: 'apply',
        kind: 'consult',
        points: points('1 个工作日内回复', '按年级和基础给出起点建议'),
      },
      {
        blockType: 'cardGrid',
        heading: '继续了解',
        cardStyle: 'icon',
        cards: [
          {
            title: '在线学院',
            icon: 'video',
            text: '自主学习怎么进行、四个学习阶段和常见问题。',
            link: { label: '查看学院', href: '/mobile/academy' },
          },
          {
            title: '竞赛与测评',
            icon: 'exam',
            text: '学完一级，就能参加学生编程能力测评。',
            link: { label: '查看测评', href: '/mobile/com-exam' },
          },
        ],
      },
    ],
    seo: {
      title: '学院课程分类：按年级和基础选编程课程',
      description:
        '在线学院课程分类：编程启蒙、图形化编程、Python 与 AI 实验、C++ 与算法，按年级和已有基础选择起点，先做 10 分钟定级小测，系统推荐合适的课程。',
    },
  }
}

function gatherPage(d: SeedDates): SeedPage {
  return {
    path: '/gather',
    title: '活动',
    hero: {
      kind: 'figures',
      eyebrow: '活动',
      heading: '公开课、教研会、编程营和开放日',
      intro: '给老师的教研和工作坊，给学生的编程营和创意马拉松，给家长的开放日。也可以把活动办到你的学校。',
      figures: [
        { value: d.day(10), label: '线上公开课' },
        { value: d.day(24), label: 'AI 实验课教师工作坊' },
        { value: d.day(25), label: '中学生 AI 创意马拉松' },
      ],
      actions: [
        { label: '提交合作意向', href: '#apply' },
        { label: '近期活动', href: '#upcoming' },
      ],
    },
    layout: [
      {
        blockType: 'gallery',
        heading: '活动回顾',
        intro: '最近几场活动的现场，以及即将开始的创意马拉松。',
        anchor: 'gallery',
        shape: 'landscape',
        items: [
          {
            image: 'event-open-class',
            title: '信息科技公开课',
            meta: `${d.day(-18)} · 景和中学`,
            text: '八年级“用 Python 统计班级数据”公开课，区内 30 多位信息科技老师现场听课，课后评课。',
          },
          {
            image: 'event-parents',
            title: '家长开放日',
            meta: `${d.day(-33)} · 星河小学`,
            text: '学生带着家长体验图形化编程和 AI 手势识别，社团学生讲解自己的作品。',
          },
          {
            image: 'event-seminar',
            title: '区域 AI 教育教研会',
            meta: `${d.day(-47)} · 江畔区`,
            text: '28 所中小学的教研组长交流 AI 实验课的做法，三位老师分享了各自的单元设计。',
          },
          {
            image: 'event-expo',
            title: '教育装备展',
            meta: d.day(-68),
            text: '展位上演示了在线编程、自动评测和 AI 实验室，老师们现场体验训练一个识别模型。',
          },
          {
            image: 'event-summer-camp',
            title: '假期编程营作品展',
            meta: `${d.day(-95)} · 5 天营期`,
            text: '四到八年级的学生 5 天做完一件作品，最后半天布展，向家长和老师演示。',
          },
          {
            image: 'event-hackathon',
            title: '中学生 AI 创意马拉松',
            meta: `即将举办 · ${d.day(25)}`,
            text: '初中和高中学生 3 人一队，一天半里从想法做到可演示的 AI 作品。',
          },
        ],
      },
      {
        blockType: 'steps',
        heading: '近期活动',
        intro: '报名方式见每项活动的说明；日期如有调整，会提前通知已报名的老师和学校。',
        anchor: 'upcoming',
        style: 'timeline',
        items: [
          {
            label: d.day(10),
            title: '线上公开课：五年级 AI 启蒙第一课',
            text: '19:00-20:00 线上直播，面向小学信息科技老师，演示一节图像识别体验课怎么上。可看回放。',
          },
          {
            label: d.day(17),
            title: '家长开放日',
            text: '在松岭实验学校举办，学生带家长体验图形化编程和 AI 识别实验，半天。',
          },
          {
            label: d.day(24),
            title: 'AI 实验课教师工作坊',
            text: '一天线下工作坊，同步线上直播：在 AI 实验室里备好一节图像识别实验课。用本页表单或手机端活动详情报名。',
          },
          {
            label: d.day(25),
            title: '中学生 AI 创意马拉松',
            text: '一天半，初中和高中学生 3 人一队，由学校老师带队报名；评委由教研员和一线老师担任。',
          },
          {
            label: d.day(45),
            title: '区域 AI 教育教研会',
            text: '面向教研员和教研组长：区域如何统一推进 AI 实验课，各校的学情数据怎么用。',
          },
        ],
      },
      {
        blockType: 'cardGrid',
        heading: '报名中',
        visibility: 'mobile',
        cardStyle: 'image',
        cards: [
          {
            title: 'AI 实验课教师工作坊',
            badge: d.day(24),
            image: 'training-workshop',
            text: '一天时间在 AI 实验室里备好并试讲一节图像识别实验课，现场 + 线上直播。',
            link: { label: '查看详情', href: '/mobile/gather/detail' },
          },
        ],
      },
      {
        blockType: 'cardGrid',
        heading: '可以办到学校的活动',
        intro: '下面这些活动都可以在你的学校或区域举办，时长和人数按学校的情况调整。',
        anchor: 'formats',
        cardStyle: 'icon',
        cards: [
          {
            title: '信息科技公开课',
            icon: 'classroom',
            text: '教研员和本校老师一起上一节公开课，课后评课，适合区域教研或新学期开课。',
            points: points('约半天', '学校准备：机房、投影'),
          },
          {
            title: '家长开放日',
            icon: 'users',
            text: '学生带家长体验编程和 AI 实验，社团学生讲解作品，让家长看到孩子在学什么。',
            points: points('约半天，分批进场', '学校准备：机房或多功能教室'),
          },
          {
            title: '假期编程营',
            icon: 'code',
            text: '连续 5 天，每天半天，学生完成一件作品并在最后一天展示。',
            points: points('四到八年级', '每营 30-40 名学生'),
          },
          {
            title: 'AI 创意马拉松',
            icon: 'lightbulb',
            text: '学生组队，一天半里从找问题到做出可演示的 AI 作品，最后路演答辩。',
            points: points('初中、高中', '3 人一队，老师带队'),
          },
          {
            title: '区域教研会',
            icon: 'school',
            text: '围绕一个单元或主题，区内学校交流课例和学情数据，适合教育局和教研室。',
            points: points('约一天', '区域统一组织'),
          },
          {
            title: '教师工作坊',
            icon: 'teacher',
            text: '一天时间，老师们分组备课、试讲和互评，带走一节可以直接上的课。',
            points: points('每期 20-40 人', '可计入培训学时'),
          },
        ],
      },
      {
        blockType: 'steps',
        heading: '在学校办一场活动',
        anchor: 'host',
        style: 'steps',
        items: [
          { label: '1', title: '提交意向', text: '在本页表单写下想办的活动、大概时间和人数。' },
          {
            label: '2',
            title: '确定方案',
            text: '1 个工作日内联系，约 30 分钟线上沟通活动形式、参与人数和时长。',
          },
          {
            label: '3',
            title: '活动准备',
            text: '活动前 2 周确认场地和设备：机房电脑装有 Chrome 或 Edge、网络畅通、有投影；我们准备课件、体验任务和物料。',
          },
          {
            label: '4',
            title: '活动当天',
            text: '讲师或教研员到校主持，学校的老师可以一起上课、一起带学生。',
          },
          {
            label: '5',
            title: '活动小结',
            text: '活动后 1 周内提供小结：参与人数、学生作品和反馈，学校可以用来做校内报道。',
          },
        ],
      },
      {
        blockType: 'quotes',
        heading: '办过活动的学校说',
        items: [
          {
            quote:
              '开放日那天，孩子给家长讲自己做的游戏，家长排队体验 AI 识别。之后报名编程社团的学生多了不少。',
            name: '王校长',
            role: '校长',
            organisation: '星河小学',
          },
          {
            quote:
              '公开课之后的评课最有收获：区里的老师指出我们提问太快、留给学生调试的时间不够，下一轮课就改过来了。',
            name: '孙老师',
            role: '信息科技教师',
            organisation: '景和中学',
          },
        ],
      },
      {
        blockType: 'leadForm',
        heading: '把活动办到你的学校',
        intro:
          '填写单位名称和合作方式（学校选“学校合作”，教育局选“区域合作”），在“合作设想”里写上想办的活动、人数和时间。',
        anchor: 'apply',
        kind: 'cooperation',
        points: points(
          '1 个工作日内联系，沟通活动方案',
          '学校准备场地、电脑和网络，其余由我们准备',
          '活动后 1 周内提供活动小结',
        ),
      },
      {
        blockType: 'cardGrid',
        heading: '继续了解',
        cardStyle: 'icon',
        cards: [
          {
            title: '教师培训',
            icon: 'teacher',
            text: '五个培训项目和未来一年的开班日历。',
            link: { label: '查看培训', href: '/tch-training' },
          },
          {
            title: '竞赛与测评',
            icon: 'trophy',
            text: '学生编程能力测评 1-8 级和一个赛季的备赛节奏。',
            link: { label: '查看测评', href: '/com-exam' },
          },
          {
            title: '合作',
            icon: 'handshake',
            text: '学校合作、区域合作和内容与赛事合作的方式和流程。',
            link: { label: '了解合作', href: '/cooperation' },
          },
        ],
      },
    ],
    seo: {
      title: '活动：信息科技公开课、教研会、编程营与家长开放日',
      description: `${d.brand}的教师工作坊、信息科技公开课、区域 AI 教育教研会、假期编程营、家长开放日和中学生 AI 创意马拉松：活动回顾、近期活动日程，以及如何把活动办到你的学校。`,
    },
  }
}

function mobileGatherDetailPage(d: SeedDates): SeedPage {
  return {
    path: '/mobile/gather/detail',
    title: 'AI 实验课教师工作坊',
    hero: {
      kind: 'artwork',
      eyebrow: '活动详情',
      heading: 'AI 实验课教师工作坊',
      intro: `${d.fullDay(24)} 9:00-16:30，线下 + 线上同步直播。用一天时间在 AI 实验室里备好并试讲一节图像识别实验课，带走可以直接用的教案和课件。`,
      image: 'training-workshop',
      actions: [
        { label: '立即报名', href: '#apply' },
        { label: '更多活动', href: '/mobile/gather' },
      ],
    },
    layout: [
      {
        blockType: 'cardGrid',
        heading: '活动信息',
        anchor: 'info',
        cardStyle: 'icon',
        cards: [
          {
            title: '时间',
            icon: 'calendar',
            text: `${d.fullDay(24)} 9:00-16:30，8:30 开始签到，中午休息 1.5 小时。`,
          },
          {
            title: '地点',
            icon: 'map',
            text: `${d.brand}教研中心，北京市海淀区学院路 00 号 ${d.brand}大厦。`,
          },
          {
            title: '线上同步直播',
            icon: 'video',
            text: '不能到场的老师可以看直播，回放在活动后 24 小时内上传。',
          },
          {
            title: '名额与学时',
            icon: 'certificate',
            text: '现场 40 人，按报名顺序确认；完成全天活动可获 6 学时学习证明。',
          },
        ],
      },
      {
        blockType: 'steps',
        heading: '日程',
        style: 'timeline',
        items: [
          {
            label: '9:00',
            title: '开场：为什么做 AI 实验课',
            text: '课程标准中的人工智能内容，小学高年级到初中可以做哪些实验。',
          },
          {
            label: '9:30',
            title: '动手：训练一个手势识别模型',
            text: '用电脑自带的摄像头采集 3 类手势，训练并测试，体会数据多少和质量对结果的影响。',
          },
          {
            label: '10:45',
            title: '示范课观摩',
            text: '观看一节六年级“图像识别”实验课录像，分析教学环节和学生常见问题。',
          },
          { label: '12:00', title: '午休', text: '现场提供午餐。' },
          { label: '13:30', title: '分组备课', text: '4-6 人一组，用平台教案改出自己学校的版本。' },
          {
            label: '15:00',
            title: '试讲与互评',
            text: '每组派一位老师试讲 15 分钟，其他老师按评价量规打分。',
          },
          {
            label: '16:00',
            title: '答疑与总结',
            text: '课后资源的领取方式，以及学校开课需要的设备：带摄像头的电脑、Chrome 或 Edge 浏览器。',
          },
        ],
      },
      {
        blockType: 'cardGrid',
        heading: '适合谁，要带什么',
        cardStyle: 'icon',
        cards: [
          {
            title: '适合参加',
            icon: 'teacher',
            text: '准备在本学期或下学期开 AI 实验课的老师。',
            points: points('小学 5-6 年级、初中信息科技老师', '教研组长、区域教研员', '不需要编程基础'),
          },
          {
            title: '请带上',
            icon: 'device',
            text: '备课和实验都在自己的电脑上完成。',
            points: points('带摄像头的笔记本电脑', 'Chrome 或 Edge 浏览器', '本校下学期的课表（分组备课用）'),
          },
        ],
      },
      {
        blockType: 'faq',
        heading: '常见问题',
        items: [
          {
            question: '线上参加也有学时证明吗？',
            answer:
              '有。看完直播或回放并提交备课作业，同样可获 6 学时学习证明。能否计入继续教育学时由当地教育部门认定。',
          },
          {
            question: '需要收费吗？',
            answer: '标准版、区域版学校的老师参加不另收费；其他老师报名后，工作人员电话确认时告知费用。',
          },
          {
            question: '现场名额满了怎么办？',
            answer: '可以改为线上参加，或留下信息等待下一期，开班后我们优先通知你。',
          },
        ],
      },
      {
        blockType: 'leadForm',
        heading: '报名工作坊',
        intro: '填写任教学校和任教学段，在“想参加的培训”一栏写“AI 实验课教师工作坊 · 现场”或“· 线上”。',
        anchor: 'apply',
        kind: 'training',
        submitLabel: '提交报名',
        points: points(
          '1 个工作日内电话确认现场名额',
          '活动前 3 天发送报到须知和直播链接',
          '名额已满时可改为线上参加',
        ),
      },
      {
        blockType: 'cardGrid',
        heading: '继续了解',
        cardStyle: 'icon',
        cards: [
          {
            title: '更多活动',
            icon: 'calendar',
            text: '公开课、教研会、编程营和家长开放日。',
            link: { label: '查看活动', href: '/mobile/gather' },
          },
          {
            title: '教师培训',
            icon: 'teacher',
            text: '想系统学 AI 教学，可以报名 32 学时的 AI 教学专题。',
            link: { label: '查看培训', href: '/mobile/tch-training' },
          },
        ],
      },
    ],
    seo: {
      title: 'AI 实验课教师工作坊：日程、地点与报名',
      description:
        '面向小学高年级和初中信息科技老师的 AI 实验课教师工作坊：一天时间训练手势识别模型、观摩示范课、分组备课和试讲，线下 + 线上同步直播，完成可获 6 学时学习证明。',
    },
  }
}

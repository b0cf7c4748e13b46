import type { SeedDates } from './dates'
import { richText } from './rich-text'
import type { SeedPage } from './types'

/** Points of a card, a feature row or a form: plain strings to the `{ text }` rows Payload stores. */
const points = (...texts: string[]) => texts.map((text) => ({ text }))

/** The cells of a comparison row, in column order ('✓' and '—' render as included / not included). */
const cells = (...values: string[]) => values.map((value) => ({ value }))

/**
 * The corporate pages: cooperation and open cooperation, about us, the news list and article documents,
 * the outdated-browser notice, and the phone's own landing page and in-app-browser notice.
 */
export function corporatePages(d: SeedDates): SeedPage[] {
  return [
    // ------------------------------------------------------------------------------------- /cooperation
    {
      path: '/cooperation',
      title: '合作：学校、区域、渠道与内容合作',
      hero: {
        kind: 'banner',
        bannerType: 'cooperation',
        eyebrow: '合作',
        heading: '一起把 AI 与编程课开进更多学校',
        intro:
          '面向学校、教育局、本地教育服务商和教研与赛事团队，提供平台、课程、教师培训和教研支持。提交合作意向后 1 个工作日内联系你，沟通需求后给出方案和报价。',
        actions: [
          { label: '提交合作意向', href: '#apply' },
          { label: '看合作方式', href: '#models' },
        ],
      },
      layout: [
        {
          blockType: 'cardGrid',
          heading: '四种合作方式',
          intro:
            '按你的身份选一种开始；同一单位也可以组合，例如区域合作里同时包含学校试点、教师培训和学生活动。',
          anchor: 'models',
          cardStyle: 'icon',
          columns: 'auto',
          cards: [
            {
              title: '学校合作',
              badge: '小学 · 初中 · 高中',
              icon: 'school',
              text: `学校订阅校园版，按年级开设 AI 与编程课或社团。${d.brand}开通平台、提供课程资源和教师培训；学校安排课时、机房和 1 名对接老师。`,
              points: points(
                '我们做：开通账号、导入课程、入校或线上培训',
                '学校做：每周 1 节课时、能上网的机房和投影',
                '起步：免费试用 30 天，最多 3 个班',
              ),
              link: { label: '了解校园版', href: '/school-home' },
            },
            {
              title: '区域合作',
              badge: '教育局 · 教研部门',
              icon: 'cloud',
              text: `教育局或教研部门为辖区学校统一开通区域版，私有化部署或使用区域专属云，全区学情数据统一查看。${d.brand}负责部署、培训和区域教研支持，区域负责组织学校和教师。`,
              points: points(
                '我们做：部署平台、集中培训教师、区域教研支持',
                '区域做：选定试点校、安排培训时间、牵头教研',
                '报价：按区域学校数',
              ),
              link: { label: '看区域案例', href: '#case' },
            },
            {
              title: '渠道合作',
              badge: '本地教育服务商',
              icon: 'handshake',
              text: `已经在本地服务中小学的教育服务商，把校园版和教师培训介绍给当地学校，并承担日常走访和一线响应。${d.brand}提供产品培训、演示账号、方案资料和交付支持。`,
              points: points(
                '我们做：产品与交付培训、演示账号、方案物料',
                '伙伴做：本地学校拜访、需求收集、一线响应',
                '结算：按合作协议约定的方式分成',
              ),
              link: { label: '开放合作说明', href: '/join-us' },
            },
            {
              title: '内容与赛事合作',
              badge: '教研团队 · 活动方',
              icon: 'trophy',
              text: '教研团队、课程作者和学生活动组织方，可以和我们联合开发课程与教案，或者借用平台的作品提交和在线评测功能组织学生活动。',
              points: points(
                '我们做：评测环境、教研审校、课程上架',
                '合作方做：提供内容或活动方案、组织学生参与',
                '只做培训与备赛支持，不承诺获奖',
              ),
              link: { label: '开放合作说明', href: '/join-us' },
            },
          ],
        },
        {
          blockType: 'comparison',
          heading: '双方各自投入什么',
          intro: `合作前先把分工说清楚。下表列出四种合作方式里${d.brand}提供什么、合作方需要准备什么，具体以合作方案和协议为准。`,
          anchor: 'terms',
          visibility: 'desktop',
          rowHeader: '分工',
          columns: [
            { label: '学校合作', note: '单所学校' },
            { label: '区域合作', note: '教育局 / 教研部门' },
            { label: '渠道合作', note: '本地教育服务商' },
            { label: '内容与赛事合作', note: '教研团队 / 活动组织方' },
          ],
          rows: [
            {
              label: `${d.brand}：平台`,
              cells: cells(
                '校园版账号（基础版或标准版）',
                '区域版，私有化部署或区域专属云',
                '伙伴演示账号和试用名额',
                '作品提交与在线评测环境',
              ),
            },
            {
              label: `${d.brand}：课程资源`,
              cells: cells(
                '按年级的课程、教案、课件和练习',
                '全部课程，可加区域特色单元',
                '课程样例和方案资料',
                '联合开发的课程上架资源库',
              ),
            },
            {
              label: `${d.brand}：培训`,
              cells: cells(
                '开通后线上培训；标准版每学期 1 次入校培训',
                '暑期集中培训，可参加等级认证',
                '产品、演示与交付培训',
                '课程编写规范培训',
              ),
            },
            {
              label: `${d.brand}：数据与教研`,
              cells: cells('学情报告（标准版）', '全区统一学情数据、区域教研支持', '—', '活动数据汇总'),
            },
            {
              label: '合作方：场地与设备',
              cells: cells(
                '能上网的机房（Chrome 或 Edge）和投影',
                '私有化部署所需的服务器与网络',
                '—',
                '线下活动的场地',
              ),
            },
            {
              label: '合作方：人员',
              cells: cells(
                '1 名对接老师和各年级任课教师',
                '电教馆或教研部门的牵头人',
                '本地销售与服务人员',
                '内容负责人或活动组织人员',
              ),
            },
            {
              label: '合作方：时间',
              cells: cells(
                '每周 1 节课时，至少 1 个学期',
                '1 个学期试点，再定推广计划',
                '每季度 1 次业务复盘',
                '按课程或活动周期约定',
              ),
            },
            {
              label: '费用方式',
              cells: cells('按学校年度订阅', '按区域学校数报价', '按协议约定分成', '按项目约定'),
            },
          ],
          footnote:
            '学校合作的报价与在读学生数相关，提交申请后 1 个工作日内给出报价单。区域版选择私有化部署时，服务器与网络配置清单在方案阶段提供。',
        },
        {
          blockType: 'steps',
          heading: '提交意向之后',
          intro:
            '从填表到开课，学校一般 3-6 周；区域一般先试点 1 个学期，再全面推开。每一步都有固定的对接人，你随时知道进行到哪一步。',
          anchor: 'process',
          style: 'steps',
          items: [
            {
              label: '第 1 天',
              title: '提交意向',
              text: '在本页底部填写单位名称、合作方式和合作设想，例如所在地区、学校数、想开课的年级。表单只用于联系你，不会自动开通或扣费。',
            },
            {
              label: '1 个工作日内',
              title: '合作顾问联系你',
              text: '按你选择的合作方式安排对应的顾问回电，确认联系人、学段和时间安排；学校合作可以当场约好开通试用的日期。',
            },
            {
              label: '第 1-2 周',
              title: '需求沟通与方案',
              text: '线上会议或到校、到局面谈。学校合作给出版本建议和报价单；区域合作给出试点校、部署方式和培训计划；渠道与内容合作给出分工和结算方式。',
            },
            {
              label: '第 3-6 周',
              title: '试点或签约',
              text: '学校可先免费试用 30 天（最多 3 个班、150 个学生账号）；区域一般选 2-3 所学校试点 1 个学期。确认效果后签订合作协议，试用数据转正后继续使用。',
            },
            {
              label: '开学前 2 周',
              title: '培训与开课',
              text: '导入班级和学生名单，任课教师参加入校或线上培训，备好第一单元。开课第一周服务老师全程跟进，课堂上遇到的问题当天回复。',
            },
            {
              label: '每学期末',
              title: '学期复盘',
              text: '对照学情报告回顾课时完成情况、作业提交和测评结果，一起定下学期的年级、社团和培训安排；区域合作同时复盘各校数据。',
            },
          ],
        },
        {
          blockType: 'caseStudies',
          heading: '区域合作案例',
          intro: '一个区如何用一年时间，让辖区 28 所中小学按统一进度开上 AI 与编程课。',
          anchor: 'case',
          items: [
            {
              school: '江畔区教育局',
              stage: '区域 · 28 所中小学',
              title: '从 3 所试点校到全区 28 所学校统一开课',
              challenge:
                '区内 28 所中小学开课情况参差不齐：有的学校已有编程社团，有的没有专职信息科技老师；各校用的平台不同，教育局看不到统一的学情数据。',
              approach: `先选 3 所学校试点一个学期，再推广到全区。区域版私有化部署在区电教馆机房，学生账号按学校批量导入；暑假分 4 期集中培训教师；开学后每月 1 次区域教研活动，由电教馆和${d.brand}教研员共同组织；每年 5 月举办区域 AI 教学展示周。`,
              outcome:
                '一个暑假完成 120 名教师培训，28 所学校按统一课程进度开课。教育局在同一平台查看各校课时、作业和测评数据，展示周上各校学生现场展示 AI 项目作品。',
              figures: [
                { value: '28 所', label: '中小学接入区域版' },
                { value: '120 名', label: '教师一个暑假完成培训' },
                { value: '1 套', label: '全区统一学情数据' },
                { value: '每年 5 月', label: '区域 AI 教学展示周' },
              ],
              image: 'event-seminar',
            },
          ],
        },
        {
          blockType: 'quotes',
          heading: '合作方怎么说',
          items: [
            {
              quote:
                '我们最担心老师不会教。暑假 4 期集中培训，加上开学后每月的区域教研，第一学期就把 28 所学校的课都开起来了，局里也第一次看到了全区统一的学情数据。',
              name: '赵主任',
              role: '电教馆',
              organisation: '江畔区教育局',
            },
            {
              quote:
                '学校只有 2 名信息科技老师，原来只敢开社团。试用一个月后，我们在 3-6 年级每周排了 1 节课，作业自动评测，老师批改的时间少了一大截。',
              name: '王校长',
              role: '校长',
              organisation: '青禾实验小学',
            },
            {
              quote: `我们在本地服务学校多年，缺的是成体系的课程和培训。现在我们负责走访和日常响应，课程、培训和平台交付由${d.brand}的团队支持，分工很清楚。`,
              name: '孙经理',
              role: '渠道合作负责人',
              organisation: '星火教育科技',
            },
          ],
        },
        {
          blockType: 'faq',
          heading: '合作常见问题',
          items: [
            {
              question: '只有一所学校，也能谈合作吗？',
              answer:
                '可以。单所学校就是“学校合作”：先免费试用 30 天，最多 3 个班、150 个学生账号，含全部课程和 AI 实验室；试用满意再按学校年度订阅。学校不需要买服务器，用现有机房的 Chrome 或 Edge 就能上课。',
            },
            {
              question: '合作怎么收费？',
              answer:
                '学校合作按学校年度订阅，报价与在读学生数相关，提交申请后 1 个工作日内给出报价单。区域版按区域学校数报价。渠道合作和内容与赛事合作按合作协议约定分成或按项目结算，比例和结算周期在签约前书面确认。',
            },
            {
              question: '区域版一定要私有化部署吗？',
              answer: `不一定。区域版可以私有化部署在区域自己的机房，也可以使用区域专属云。选私有化部署时，我们在方案阶段提供服务器与网络配置清单，由区域按清单准备，部署和调试由${d.brand}的工程师完成。`,
            },
            {
              question: '签约后多久能开课？',
              answer: `学校合作通常在确认后 1 周内完成开通、建班和导入学生，再安排教师培训，最快下一周就能上第一节课。区域合作视学校数而定，一般在开学前 2 周完成培训和建班。现在沟通，可以按${d.nextTerm}开课来安排。`,
            },
            {
              question: '学校已经在用别的平台，学生名单要重新录吗？',
              answer:
                '不用逐个录入。学生名单可以用 Excel 模板批量导入，行政班、教学班和社团都能建；以前平台上的作业和成绩记录，可以在需求沟通时一起评估是否导入。',
            },
            {
              question: '渠道合作有地区限制吗？',
              answer:
                '渠道合作按地区签约，合作地区、服务的学校范围和年度目标写进合作协议。同一地区已有伙伴时，我们会如实告知，并商量能否在内容或活动上合作。',
            },
          ],
        },
        {
          blockType: 'leadForm',
          heading: '提交合作意向',
          intro:
            '填写单位名称，选择合作方式，在“合作设想”里写上所在地区、学校数或想合作的内容。学校申请试用也可以直接在这里提交。',
          anchor: 'apply',
          kind: 'cooperation',
          submitLabel: '提交合作意向',
          points: points(
            '1 个工作日内，由对应合作方式的顾问联系你',
            '1-2 周内给出合作方案；学校合作附报价单',
            '学校可先免费试用 30 天，不自动扣费',
            '填写的信息只用于本次合作沟通',
          ),
        },
        {
          blockType: 'cardGrid',
          heading: '相关页面',
          cardStyle: 'icon',
          cards: [
            {
              title: '开放合作',
              icon: 'handshake',
              text: '渠道服务商、内容创作者、活动组织方和想写课程的老师，看合作要求和伙伴能得到的支持。',
              link: { label: '看开放合作', href: '/join-us' },
            },
            {
              title: '校园版',
              icon: 'platform',
              text: '教学平台、按年级的课程体系和版本说明，学校合作从这里开始。',
              link: { label: '了解校园版', href: '/school-home' },
            },
            {
              title: '教师培训',
              icon: 'teacher',
              text: '新教师上岗、课程实施、AI 教学专题和暑期 Python 研修班的安排。',
              link: { label: '看培训安排', href: '/tch-training' },
            },
            {
              title: '关于我们',
              icon: 'users',
              text: '公司简介、发展历程、资质与办公地点。',
              link: { label: `了解${d.brand}`, href: '/about-me' },
            },
          ],
        },
      ],
      seo: {
        title: '合作洽谈：学校合作、区域合作、渠道合作与内容合作',
        description: `${d.brand}面向学校、教育局、本地教育服务商和教研团队开放合作：四种合作方式的分工、提交意向后的流程和时间、江畔区 28 所中小学的区域合作案例。提交合作意向后 1 个工作日内联系。`,
      },
    },

    // ----------------------------------------------------------------------------------------- /join-us
    {
      path: '/join-us',
      title: '开放合作：渠道、内容与活动伙伴招募',
      hero: {
        kind: 'artwork',
        eyebrow: '开放合作',
        heading: '找伙伴：一起做学校用得上的 AI 与编程教育',
        intro:
          '我们在找四类伙伴：本地渠道服务商、课程与内容创作者、学生活动组织方，以及想把自己的课写成课程的一线老师。你带来本地资源或教学经验，我们提供平台、培训、物料和交付支持。',
        image: 'training-workshop',
        actions: [
          { label: '提交合作意向', href: '#apply' },
          { label: '看合作要求', href: '#requirements' },
        ],
      },
      layout: [
        {
          blockType: 'cardGrid',
          heading: '我们在找这些伙伴',
          intro: '四类伙伴的分工不同，要求和收益方式也不同。先找到你的位置，再往下看要求和流程。',
          anchor: 'partners',
          cardStyle: 'icon',
          cards: [
            {
              title: '渠道服务商',
              badge: '本地教育服务商',
              icon: 'handshake',
              text: '已经在本地服务中小学或教育局的公司，想为学校补上 AI 与编程课的产品和服务。你负责本地拜访和一线响应，我们负责产品、课程和交付。',
            },
            {
              title: '内容创作者',
              badge: '教研团队 · 工作室',
              icon: 'lightbulb',
              text: '有成体系教学内容的教研团队或工作室：单元课程、项目案例、微课视频、AI 实验设计。内容经教研中心审校后上架校园版资源库，供合作学校使用。',
            },
            {
              title: '学生活动组织方',
              badge: '赛事 · 营地 · 科普',
              icon: 'trophy',
              text: '组织学生编程、AI 创意类活动或校际交流的单位。平台可以提供作品提交、在线评测和成绩汇总，活动规则和评审由组织方负责。',
            },
            {
              title: '想写课程的老师',
              badge: '个人可申请',
              icon: 'teacher',
              text: '上过至少一个学期编程或 AI 课的老师，想把自己的课整理成完整单元。教研中心提供编写模板、审校意见和示范课录制支持。',
            },
          ],
        },
        {
          blockType: 'featureRows',
          heading: '合作伙伴能得到什么',
          intro: '支持、培训、物料和收益分成四件事，签约前都会写清楚。',
          anchor: 'benefits',
          rows: [
            {
              eyebrow: '售前支持',
              title: '演示账号和方案资料，拿来就能用',
              text: '签约后开通伙伴演示账号，可以给学校现场演示建班、在线编程、自动评测和 AI 实验室。方案资料按学段整理：课程体系、实验室建设清单、报价说明和常见问题，随产品更新同步。',
              points: points(
                '伙伴演示账号，含全部课程和 AI 实验室',
                `重点项目可申请${d.brand}顾问一起拜访`,
                '学校试用由我们开通，伙伴全程可见进度',
              ),
              image: 'screen-dashboard',
            },
            {
              eyebrow: '培训与认证',
              title: '先学会产品，再讲给学校听',
              text: '新伙伴参加 2 天的产品与交付培训：平台操作、课程体系、试用开通流程和常见问题处理。课程作者参加课程编写规范培训。伙伴团队的技术老师可以报名教师编程教学能力等级认证，每年 4 月和 11 月开考。',
              points: points('产品与交付培训 2 天，线上或来北京参加', '每季度 1 次线上产品更新培训'),
              image: 'screen-live',
            },
            {
              eyebrow: '物料与内容',
              title: '统一的物料，印上你的联系方式',
              text: '宣传册、方案演示文稿、平台导览视频和课程样例以电子版提供，可以加上伙伴自己的联系方式。内容伙伴和课程作者的课程上架后，署名显示在课程介绍里。',
              points: points('宣传册、方案和课程样例按学段整理', '课程作者的署名保留在课程介绍中'),
              image: 'screen-resource',
            },
            {
              eyebrow: '收益分成',
              title: '按合作方式结算，写进协议',
              text: '渠道伙伴按签约学校的订阅金额分成；课程作者按课程在合作学校中的使用情况分成；学生活动按项目约定费用分担。分成比例、结算周期和对账方式都写在合作协议里，签约前逐条说明。',
              points: points('比例与结算周期在签约前书面确认', '按季度对账，结算明细随对账单提供'),
              image: 'teacher-desk',
            },
          ],
        },
        {
          blockType: 'richText',
          heading: '合作要求',
          intro: '不确定自己是否符合？先提交合作意向，在合作设想里写明情况，我们会告诉你还差什么。',
          anchor: 'requirements',
          width: 'narrow',
          content: richText([
            { h2: '渠道服务商' },
            {
              ul: [
                '在所在地区服务中小学或教育局 1 年以上，有固定的办公地点。',
                '至少 2 名专职人员，其中 1 名能上手演示平台、讲解课程体系。',
                '学校反映问题后，能在 1 个工作日内到校或线上响应。',
                '按学校需要推荐产品，不向学校或家长承诺获奖、升学等结果。',
              ],
            },
            { h2: '内容创作者与课程作者' },
            {
              ul: [
                '有 2 年以上信息科技、编程或 AI 相关的教学或教研经验。',
                '申请时提交 1 节完整样课：教案、课件和学生练习。',
                '内容为原创或已获授权，不出现真实学生的个人信息。',
                '接受教研中心的审校修改，一般 2-3 轮。',
              ],
            },
            { h2: '学生活动组织方' },
            {
              ul: [
                '活动面向中小学生，规则、评审方式和奖项设置提前公开。',
                '学生自愿参加，活动宣传不使用“保送”“加分”等承诺。',
                '遵守未成年人保护和个人信息保护的相关规定，学生作品的使用范围事先告知家长。',
              ],
            },
          ]),
        },
        {
          blockType: 'steps',
          heading: '合作流程',
          intro: '渠道伙伴从提交意向到开始服务学校一般 4-6 周，课程作者从样课到上架一般 1-2 个月。',
          anchor: 'process',
          style: 'steps',
          items: [
            {
              label: '第 1 天',
              title: '提交合作意向',
              text: '在本页底部选择合作方式，写明所在地区、已有的客户或想合作的内容。课程作者可以在合作设想里写上样课的主题和年级。',
            },
            {
              label: '1 个工作日内',
              title: '初次沟通',
              text: '对应的合作负责人联系你，了解团队、资源和期望，说明这类合作的分工和要求。',
            },
            {
              label: '第 1-2 周',
              title: '资质与样课',
              text: '渠道伙伴提供公司信息和正在服务的学校情况；内容伙伴和课程作者提交 1 节样课，教研中心在 5 个工作日内给出审读意见。',
            },
            {
              label: '第 3-4 周',
              title: '签订合作协议',
              text: '确定合作地区或内容范围、双方分工、分成比例和结算方式，签订合作协议。',
            },
            {
              label: '签约后 2 周',
              title: '培训与上线',
              text: '参加产品与交付培训或课程编写规范培训，开通演示账号；课程按单元审校，通过后上架资源库。',
            },
            {
              label: '每季度',
              title: '复盘与调整',
              text: '每季度 1 次业务复盘：回顾服务的学校、课程使用情况和学校反馈，商定下一季度的重点。',
            },
          ],
        },
        {
          blockType: 'logoWall',
          heading: '已经在合作的伙伴',
          intro: '部分渠道、内容和活动伙伴。',
          items: [
            { name: '星火教育科技', note: '渠道伙伴 · 华东' },
            { name: '青蓝教研工作室', note: '内容伙伴' },
            { name: '云帆教育服务', note: '渠道伙伴 · 西南' },
            { name: '北辰科教服务中心', note: '渠道伙伴 · 华北' },
            { name: '知行创客空间', note: '活动伙伴' },
            { name: '小码匠课程工作室', note: '内容伙伴' },
            { name: '远山教育咨询', note: '渠道伙伴 · 西北' },
            { name: '启明青少年科创营', note: '活动伙伴' },
            { name: '松风数字教育', note: '渠道伙伴 · 华南' },
            { name: '木棉教研社', note: '内容伙伴' },
            { name: '澄湖教育科技', note: '渠道伙伴 · 华中' },
            { name: '萤火科普团队', note: '活动伙伴' },
          ],
        },
        {
          blockType: 'quotes',
          heading: '伙伴怎么说',
          items: [
            {
              quote:
                '以前我们给学校只能讲设备，课怎么上说不清楚。现在演示账号一打开，校长当场就能看到学生怎么写代码、老师怎么看报告，沟通顺畅多了。',
              name: '周经理',
              role: '渠道合作负责人',
              organisation: '云帆教育服务',
            },
            {
              quote:
                '我把自己上了三年的 Python 数据分析单元整理成 6 课时的课程，教研中心审了两轮，改得很细。现在别的学校也在用，我还能看到他们的课堂反馈。',
              name: '陈老师',
              role: '课程作者、信息科技教师',
              organisation: '云杉中学',
            },
            {
              quote:
                '我们做 AI 实验设计，缺的是让学校真正用起来的渠道。课程上架资源库以后，有了真实课堂的反馈，迭代快了很多。',
              name: '林老师',
              role: '负责人',
              organisation: '青蓝教研工作室',
            },
          ],
        },
        {
          blockType: 'faq',
          heading: '开放合作常见问题',
          items: [
            {
              question: '个人老师可以合作吗？',
              answer:
                '可以。想写课程的一线老师以个人身份申请，在表单的“单位名称”里填任教学校，合作方式选“内容与赛事合作”。课程作者需要上过至少一个学期的编程或 AI 课，并提交 1 节完整样课。',
            },
            {
              question: '课程作者的收益怎么算？',
              answer:
                '按课程在合作学校中的使用情况分成，具体比例和结算周期写在合作协议里。课程的署名保留给作者；版权归属和使用范围在签约前逐条确认。',
            },
            {
              question: '渠道伙伴需要先进货或囤账号吗？',
              answer: `不需要。学校的账号由${d.brand}按订阅开通，伙伴负责拜访和服务，按签约学校的订阅金额分成。年度目标和结算方式写在合作协议里，签约前会逐条说明。`,
            },
            {
              question: '办学生活动时，平台能提供什么？',
              answer:
                '可以提供作品提交、在线编程题评测和成绩汇总，也可以协助设计题目。活动的规则、评审和奖项由组织方负责并公开；我们不参与任何获奖或升学方面的承诺。',
            },
            {
              question: '提交意向后多久有回复？',
              answer:
                '1 个工作日内由对应的合作负责人联系你。课程作者提交样课后，教研中心在 5 个工作日内给出审读意见。',
            },
          ],
        },
        {
          blockType: 'leadForm',
          heading: '提交合作意向',
          intro:
            '填写单位名称（个人老师填任教学校），选择合作方式，在“合作设想”里写明地区、团队或想合作的内容。课程作者和活动组织方请选“内容与赛事合作”。',
          anchor: 'apply',
          kind: 'cooperation',
          submitLabel: '提交合作意向',
          points: points(
            '1 个工作日内，由对应的合作负责人联系你',
            '渠道伙伴：1-2 周内完成资质沟通，给出合作方案',
            '课程作者：提交样课后 5 个工作日内给出审读意见',
            '填写的信息只用于合作沟通，不对外公开',
          ),
        },
        {
          blockType: 'cardGrid',
          heading: '相关页面',
          cardStyle: 'icon',
          cards: [
            {
              title: '合作方式',
              icon: 'school',
              text: '学校合作、区域合作的分工、流程和江畔区的区域合作案例。',
              link: { label: '看合作方式', href: '/cooperation' },
            },
            {
              title: '教师培训',
              icon: 'teacher',
              text: '伙伴团队的老师也可以报名培训，先熟悉课堂再去服务学校。',
              link: { label: '看培训安排', href: '/tch-training' },
            },
            {
              title: '等级认证',
              icon: 'certificate',
              text: '教师编程教学能力等级认证分初级、中级、高级，每年 4 月和 11 月开考。',
              link: { label: '了解等级认证', href: '/grade-certi' },
            },
            {
              title: '关于我们',
              icon: 'users',
              text: '公司简介、团队和办公地点。',
              link: { label: `了解${d.brand}`, href: '/about-me' },
            },
          ],
        },
      ],
      seo: {
        title: '开放合作：招募渠道服务商、内容创作者与学生活动伙伴',
        description: `${d.brand}开放合作：招募本地渠道服务商、课程与内容创作者、学生活动组织方和想写课程的一线老师。说明伙伴能得到的支持、培训、物料和收益分成，合作要求和流程，提交意向后 1 个工作日内联系。`,
      },
    },

    // ---------------------------------------------------------------------------------------- /about-me
    {
      path: '/about-me',
      title: '关于我们：公司简介、资质与联系方式',
      hero: {
        kind: 'split',
        eyebrow: `关于${d.brand}`,
        heading: '十年只做一件事：让学校开好 AI 与编程课',
        intro: `${d.yearsAgo(10)} 年成立于北京海淀，约 160 人的团队里有 60 人做教研。我们为中小学和高校提供教学平台、课程、教师培训和测评，合作学校已超过 1,200 所。`,
        image: 'about-office',
        actions: [
          { label: '预约演示', href: '#apply' },
          { label: '了解产品', href: '/school-home' },
        ],
      },
      layout: [
        {
          blockType: 'richText',
          heading: '公司简介',
          anchor: 'profile',
          width: 'wide',
          content: richText([
            {
              p: `${d.brand}是一家专注中小学与高校 AI 与编程教育的公司，教研中心位于北京市海淀区。我们做的事情很具体：让一所学校用现有的机房和浏览器，就能按年级开设 AI 与编程课，并让信息科技老师教得下去、教得轻松。`,
            },
            {
              p: '产品包括校园版教学平台（班级管理、在线 IDE、自动评测、AI 实验室和学情报告）、高校版实训平台与 GPU 算力池、面向个人的在线编程和在线学院，以及教师培训、教师编程教学能力等级认证和学生编程能力测评。',
            },
            {
              p: '和学校、教育局合作时，我们坚持三件事：先试用，再订阅；平台、课程、培训和服务一起交付；每个学期末用数据和学校一起复盘。',
            },
          ]),
        },
        {
          blockType: 'stats',
          heading: '一些数字',
          items: [
            { value: '1,200+', unit: '所', label: '合作学校', note: '小学、初中、高中、职校和高校' },
            { value: '26', unit: '个', label: '覆盖省份' },
            { value: '8,000+', unit: '名', label: '参加培训的教师' },
            { value: '60 万+', unit: '个', label: '学生账号' },
            { value: '160', unit: '人', label: '团队规模', note: '其中教研团队 60 人' },
          ],
          footnote: '累计数据，统计至本学期初。',
        },
        {
          blockType: 'steps',
          heading: '发展历程',
          intro: '从一套小学图形化编程课程起步，到覆盖小学到高校的平台、课程、培训和测评。',
          anchor: 'history',
          style: 'timeline',
          items: [
            {
              label: `${d.yearsAgo(10)} 年`,
              title: '在北京海淀成立',
              text: '8 名创始成员，多数是信息科技老师和教研员。第一件事是为小学 3-4 年级写一套图形化编程课，在 5 所学校的课堂上边上边改。',
            },
            {
              label: `${d.yearsAgo(9)} 年`,
              title: '首个校园教学平台上线',
              text: '把课程、作业和班级管理放到网上：学生在浏览器里拼积木写程序，老师在后台看提交情况，学校不用装软件、不用买服务器。',
            },
            {
              label: `${d.yearsAgo(7)} 年`,
              title: '上线 Python 课程和自动评测',
              text: '课程延伸到初中 Python，在线 IDE 支持 Python 与 C++，作业按测试点自动评测并即时反馈，老师不再逐份批改代码。',
            },
            {
              label: `${d.yearsAgo(6)} 年`,
              title: '成立 AI 实验室',
              text: '研发团队和教研中心共同组建 AI 实验室，推出在浏览器里完成的图像、声音和文本识别实验，学生用摄像头或麦克风采集数据、训练模型。',
            },
            {
              label: `${d.yearsAgo(5)} 年`,
              title: '教师培训中心成立',
              text: '把分散在各地的入校培训整理成体系：新教师上岗、课程实施、AI 教学专题和暑期 Python 教学研修班，线上直播与线下工作坊结合。',
            },
            {
              label: `${d.yearsAgo(4)} 年`,
              title: '推出教师等级认证',
              text: '教师编程教学能力等级认证分初级、中级、高级，理论加实操考试，每年 4 月和 11 月两次开考，证书有效期 3 年。',
            },
            {
              label: `${d.yearsAgo(3)} 年`,
              title: '发布区域版',
              text: '面向教育局推出区域版：私有化部署或区域专属云，全区学情数据统一，配套区域教研支持。同年平台通过等保三级测评。',
            },
            {
              label: `${d.yearsAgo(2)} 年`,
              title: '高校版与学生测评上线',
              text: '高校版提供实训平台、GPU 算力池和机器学习、深度学习、大模型应用开发课程资源；学生编程能力测评开放 1-8 级。',
            },
            {
              label: `${d.yearsAgo(1)} 年`,
              title: '1-12 年级课程全面修订',
              text: '1-12 年级课程按学段重新梳理：小学编程启蒙到 AI 启蒙，初中 Python 与 AI 实验，高中配合“数据与计算”“人工智能初步”。',
            },
            {
              label: `${d.year} 年`,
              title: '合作学校超过 1,200 所',
              text: `覆盖 26 个省份，累计 8,000 多名教师参加培训。${d.schoolYear}，我们继续把 AI 实验和项目课程做进更多学校的日常课堂。`,
            },
          ],
        },
        {
          blockType: 'richText',
          heading: '使命与教学理念',
          anchor: 'mission',
          width: 'narrow',
          content: richText([
            {
              p: '我们的使命是让每一所学校都能开好 AI 与编程课：不只是少数条件好的学校，也不只是竞赛社团里的少数学生，而是每个年级、每个班的常规课堂。',
            },
            { h2: '我们相信' },
            {
              ul: [
                '先做出来，再讲道理：每节课都有一个学生能运行、能展示的作品。',
                '按年级走台阶：1-2 年级不插电启蒙，3-6 年级图形化，7-8 年级 Python，高中算法与 AI 项目。',
                'AI 教育从体验走到原理：先用摄像头训练一个识别模型，再讨论数据、偏差和使用边界。',
                '老师是关键：课程、教案和培训一起给，让非计算机专业出身的老师也能上好课。',
                '评价看过程：自动评测把老师从批改中解放出来，学情报告让老师看到每个学生卡在哪里。',
              ],
            },
            {
              quote: '好的编程课不是让学生背语法，而是让他们学会把一个问题拆开、解决、再检验。',
            },
          ]),
        },
        {
          blockType: 'featureRows',
          heading: '团队',
          intro: '约 160 人，按职能分成四个部分；每所合作学校都有固定的服务老师和教研员对接。',
          anchor: 'team',
          rows: [
            {
              eyebrow: '约 160 人',
              title: '教研、产品、服务，各管一段',
              text: '教研中心写课程、编教材、做培训；产品与研发团队做平台、在线 IDE 和 AI 实验室；学校服务团队负责开通、培训、入校指导和日常答疑。三支团队每学期一起听课、一起复盘，课堂里的问题直接变成下一版的课程和功能。',
              points: points(
                '教研中心 60 人：课程、教材、教师培训和等级认证',
                '产品与研发 40 人：平台、在线 IDE、AI 实验室',
                '学校服务 35 人：开通、培训、入校指导和售后',
                '市场与综合 25 人：合作沟通、活动和行政',
              ),
              image: 'about-team',
            },
          ],
        },
        {
          blockType: 'cardGrid',
          heading: '资质与荣誉',
          intro: '学校和教育局采购时常问到的资质，可在商务沟通时提供证书复印件。',
          anchor: 'honours',
          cardStyle: 'icon',
          cards: [
            {
              title: '国家高新技术企业',
              icon: 'certificate',
              text: '以教育软件研发为主营业务，研发投入和知识产权情况通过高新技术企业认定。',
            },
            {
              title: '软件著作权 40 余项',
              icon: 'code',
              text: '覆盖教学平台、在线编程环境、自动评测、AI 实验室和学情报告等核心模块。',
            },
            {
              title: 'ISO 27001 信息安全管理体系认证',
              icon: 'shield',
              text: '从账号权限、数据备份到人员管理，按信息安全管理体系要求运行，定期接受审核。',
            },
            {
              title: '平台通过等保三级测评',
              icon: 'cloud',
              text: '校园版平台按网络安全等级保护三级要求建设和测评，学生账号和学情数据加密存储、定期备份。',
            },
          ],
        },
        {
          blockType: 'featureRows',
          heading: '办公地点与联系方式',
          intro: '电话和邮箱见页面底部；想看演示或来访，可以直接在下方表单预约。',
          anchor: 'contact',
          rows: [
            {
              eyebrow: '教研中心',
              title: `北京市海淀区学院路 00 号 ${d.brand}大厦`,
              text: '办公时间：周一至周五 9:00-18:00，法定节假日除外。来访请提前预约，方便安排演示教室和对应学段的教研员。媒体采访与合作，请通过页面底部的电话或邮箱联系市场部。',
              points: points('来访请至少提前 1 个工作日预约', '可参观演示教室，体验在线编程和 AI 实验室'),
              image: 'about-office',
              link: { label: '预约来访', href: '#apply' },
            },
            {
              eyebrow: '来访路线',
              title: '到了大厦之后',
              text: '在大厦一层前台登记，接待老师会带你到演示教室。附近有地铁站和公交站，大厦停车位有限，建议乘坐公共交通。外地学校和教育局可以先约线上演示，约 40 分钟。',
              points: points('合作洽谈请在合作页提交意向', '培训报名请到教师培训页'),
              image: 'about-map',
              link: { label: '合作洽谈', href: '/cooperation#apply' },
            },
          ],
        },
        {
          blockType: 'leadForm',
          heading: '预约演示或来访',
          intro:
            '填写学校名称和学段，在“方便的时间”里写上想线上演示还是到访，以及合适的日期。教育局和教研部门的学段请选“教育局/教研部门”。',
          anchor: 'apply',
          kind: 'demo',
          submitLabel: '预约演示',
          points: points(
            '1 个工作日内回电，确认时间和形式',
            '线上演示约 40 分钟：建班、上课、评测和学情报告',
            '到访可参观演示教室，与对应学段的教研员交流',
            '演示后可直接开通 30 天免费试用',
          ),
        },
        {
          blockType: 'cardGrid',
          heading: '相关页面',
          cardStyle: 'icon',
          cards: [
            {
              title: '校园版',
              icon: 'platform',
              text: '教学平台、按年级的课程体系和版本说明。',
              link: { label: '了解校园版', href: '/school-home' },
            },
            {
              title: '合作洽谈',
              icon: 'handshake',
              text: '学校合作、区域合作、渠道合作和内容合作的分工与流程。',
              link: { label: '看合作方式', href: '/cooperation' },
            },
            {
              title: '开放合作',
              icon: 'users',
              text: '招募渠道服务商、内容创作者、活动组织方和课程作者。',
              link: { label: '看开放合作', href: '/join-us' },
            },
            {
              title: '资讯动态',
              icon: 'calendar',
              text: '公司动态、行业资讯、赛事动态和师培动态。',
              link: { label: '看最新资讯', href: '/news' },
            },
          ],
        },
      ],
      seo: {
        title: `关于${d.brand}：公司简介、发展历程、资质与联系方式`,
        description: `${d.brand} ${d.yearsAgo(10)} 年成立于北京海淀，专注中小学与高校 AI 与编程教育，团队约 160 人，其中教研 60 人。了解公司简介、发展历程、教学理念、团队、资质荣誉和办公地点，预约线上演示或来访。`,
      },
    },

    // -------------------------------------------------------------------------------------------- /news
    {
      path: '/news',
      title: '资讯动态',
      hero: {
        kind: 'banner',
        bannerType: 'news',
        eyebrow: '资讯',
        heading: '资讯动态',
        intro:
          '产品更新、课程政策解读、赛事通知和教师培训安排都在这里发布。按类别筛选，或用 RSS 订阅新文章。',
        actions: [
          { label: '申请试用', href: '/school-home#apply' },
          { label: '订阅 RSS', href: '/news/rss.xml' },
        ],
      },
      layout: [
        {
          blockType: 'cardGrid',
          heading: '资讯类别',
          intro: '四类资讯各有侧重，点卡片只看这一类。',
          anchor: 'types',
          cardStyle: 'icon',
          cards: [
            {
              title: '公司动态',
              icon: 'platform',
              text: '产品功能更新、课程上新、活动举办和服务安排，合作学校可以从这里了解开学前后能用上的新功能。',
              link: { label: '看公司动态', href: '/news?type=company' },
            },
            {
              title: '行业资讯',
              icon: 'chart',
              text: '信息科技课程、人工智能教育和编程教学的政策解读与行业观察，供学校规划课程和实验室时参考。',
              link: { label: '看行业资讯', href: '/news?type=industry' },
            },
            {
              title: '赛事动态',
              icon: 'trophy',
              text: '常见编程与 AI 赛事的报名提醒、备赛建议和赛程安排。赛事日期每年不同，以官方通知为准。',
              link: { label: '看赛事动态', href: '/news?type=competition' },
            },
            {
              title: '师培动态',
              icon: 'teacher',
              text: '教师培训开班通知、研修安排、等级认证报名和优秀教学案例。',
              link: { label: '看师培动态', href: '/news?type=training' },
            },
          ],
        },
        {
          blockType: 'faq',
          heading: '投稿、转载与更正',
          items: [
            {
              question: '学校的活动可以投稿吗？',
              answer:
                '可以。合作学校的公开课、社团活动和学生作品展示都欢迎投稿：正文 800-2000 字，配 3-6 张照片，注明作者和学校，并确认照片中的学生已获得家长同意。稿件发到页面底部的邮箱，编辑部在 5 个工作日内回复是否采用。',
            },
            {
              question: '可以转载这里的文章吗？',
              answer: `用于学校内部教研和非商业的教学交流，注明来源“${d.brand}”和原文链接即可转载。商业用途或改编，请先联系我们取得授权。`,
            },
            {
              question: '发现文章内容有误怎么办？',
              answer:
                '请通过页面底部的电话或邮箱告诉我们文章标题和有误的地方。编辑部核实后 2 个工作日内更正，并在文末注明更正时间。',
            },
          ],
        },
        {
          blockType: 'cta',
          heading: '订阅新文章，或联系媒体合作',
          intro: '把 RSS 地址添加到阅读器，新文章发布后自动收到；媒体采访和内容合作请联系市场部。',
          background: 'brand',
          actions: [
            { label: '订阅 RSS', href: '/news/rss.xml' },
            { label: '媒体合作', href: '/about-me#contact' },
          ],
          note: 'RSS 包含全部四类资讯的最新文章。',
        },
        {
          blockType: 'cardGrid',
          heading: '相关页面',
          cardStyle: 'icon',
          cards: [
            {
              title: '校园版',
              icon: 'platform',
              text: '教学平台、课程体系和免费试用。',
              link: { label: '了解校园版', href: '/school-home' },
            },
            {
              title: '教师培训',
              icon: 'teacher',
              text: '培训项目、开班安排和报名。',
              link: { label: '看培训安排', href: '/tch-training' },
            },
            {
              title: '竞赛与测评',
              icon: 'trophy',
              text: '赛事日历、测评等级和学校备赛方法。',
              link: { label: '看竞赛与测评', href: '/com-exam' },
            },
          ],
        },
      ],
      seo: {
        title: '资讯动态：公司动态、行业资讯、赛事动态与师培动态',
        description: `${d.brand}资讯动态：校园版平台与课程更新、信息科技与人工智能教育政策解读、编程赛事报名与备赛提醒、教师培训开班与等级认证通知，可按类别浏览或通过 RSS 订阅。`,
      },
    },

    // ------------------------------------------------------------------------------------- /news/detail
    {
      path: '/news/detail',
      title: '资讯文章',
      hero: { kind: 'compact', heading: '资讯' },
      layout: [
        { blockType: 'latestNews', heading: '相关资讯', newsType: 'all', count: 4 },
        {
          blockType: 'cta',
          heading: '想在学校开设 AI 与编程课？',
          intro:
            '校园版含平台、按年级的课程和教师培训，学校用现有机房就能开课。先免费试用 30 天，或提交合作意向，1 个工作日内联系你。',
          background: 'brand',
          actions: [
            { label: '了解校园版', href: '/school-home' },
            { label: '合作洽谈', href: '/cooperation#apply' },
          ],
          note: '试用最多 3 个班、150 个学生账号，不自动扣费。',
        },
        {
          blockType: 'cardGrid',
          heading: '按学段看方案',
          cardStyle: 'icon',
          cards: [
            {
              title: '中小学 AI 教育方案',
              icon: 'ai',
              text: '从体验、实验到项目的三层 AI 课程，配 AI 实验室。',
              link: { label: '看方案', href: '/plan/schoolai' },
            },
            {
              title: '中小学编程教育方案',
              icon: 'code',
              text: '图形化到 Python 再到算法的学习路径和课时安排。',
              link: { label: '看方案', href: '/plan/schoolpm' },
            },
            {
              title: '高校 AI 教育方案',
              icon: 'cloud',
              text: '实训平台、GPU 算力池和三门核心课程资源。',
              link: { label: '看方案', href: '/plan/collegeai' },
            },
          ],
        },
      ],
      seo: {
        title: '资讯文章',
        description: `${d.brand}资讯文章：公司动态、行业资讯、赛事动态和师培动态，了解中小学与高校 AI 与编程教育的产品更新、政策解读、赛事安排和教师培训。`,
      },
    },

    // ----------------------------------------------------------------------------------- /detectBrowser
    {
      path: '/detectBrowser',
      title: '浏览器版本过旧，请升级',
      hero: {
        kind: 'compact',
        eyebrow: '浏览器提示',
        heading: '你的浏览器版本过旧，部分功能无法使用',
        intro:
          '在线编程、AI 实验室和课程视频需要较新的浏览器。安装或升级到下面任一浏览器，几分钟就能完成；学校机房的电脑也可以按下面的办法处理。',
        actions: [
          { label: '查看可用浏览器', href: '#browsers' },
          { label: '返回首页', href: '/' },
        ],
      },
      layout: [
        {
          blockType: 'cardGrid',
          heading: '这些浏览器可以正常使用',
          intro: '推荐 Chrome 或 Edge。版本号可以在浏览器菜单的“帮助”或“关于”里查看。',
          anchor: 'browsers',
          cardStyle: 'icon',
          columns: '3',
          cards: [
            {
              title: 'Chrome',
              badge: '推荐',
              icon: 'check',
              text: '需要 Chrome 90 或更高版本。Windows 10/11、macOS 和 Linux 都能安装；Windows 7 电脑能装的最后一个版本也满足要求。',
              link: { label: '打开官网', href: 'https://www.google.cn/chrome/' },
            },
            {
              title: 'Edge',
              badge: '推荐',
              icon: 'check',
              text: '需要新版 Edge 90 或更高版本（蓝绿色波浪图标），Windows 10/11 通常已自带。旧版 Edge（蓝色“e”图标）和 IE 无法使用。',
              link: { label: '打开官网', href: 'https://www.microsoft.com/zh-cn/edge' },
            },
            {
              title: 'Firefox',
              icon: 'check',
              text: '需要 Firefox 90 或更高版本。Windows 7 电脑可以安装 Firefox 延长支持版（ESR），同样满足要求。',
              link: { label: '打开官网', href: 'https://www.mozilla.org/zh-CN/firefox/' },
            },
            {
              title: 'Safari',
              badge: 'Mac · iPad',
              icon: 'check',
              text: '需要 Safari 15 或更高版本。Safari 随系统一起更新：在系统设置的“软件更新”里把 macOS 或 iPadOS 升级到较新版本即可。',
            },
            {
              title: '360 浏览器（极速模式）',
              icon: 'device',
              text: '360 安全浏览器和 360 极速浏览器可以使用，但必须切换到极速模式，并升级到最新版本。兼容模式相当于 IE，在线编程无法运行。',
              link: { label: '打开官网', href: 'https://browser.360.cn/' },
            },
            {
              title: 'QQ、搜狗等双核浏览器',
              icon: 'device',
              text: '切换到极速模式、升级到最新版本后可以浏览和上课。遇到页面显示不全或按钮没反应，请改用 Chrome 或 Edge。',
            },
          ],
        },
        {
          blockType: 'featureRows',
          heading: '为什么需要新版浏览器',
          intro: '平台不需要在电脑上安装任何软件，代价是对浏览器有要求。',
          rows: [
            {
              eyebrow: '在线 IDE',
              title: '程序在浏览器里运行和评测',
              text: '学生写的图形化、Python 和 C++ 程序直接在浏览器里运行，提交后按测试点自动评测。这要用到 WebAssembly 等较新的网页技术，旧版浏览器和 IE 内核不支持，常见表现是页面空白或点“运行”没有反应。',
              points: points('不用在学生机上安装 Python 或编译器', '换一台电脑登录，作品和作业都在'),
              image: 'screen-ide',
            },
            {
              eyebrow: 'AI 实验室',
              title: '摄像头和麦克风，在浏览器里训练模型',
              text: '图像、声音识别实验要调用摄像头和麦克风，并在浏览器里完成采集、训练和识别。旧版浏览器拿不到设备权限，或者训练慢到一节课做不完。',
              points: points('首次使用摄像头时，在浏览器提示里点“允许”', '机房电脑需要接好摄像头或麦克风'),
              image: 'screen-ai-lab',
            },
          ],
        },
        {
          blockType: 'cardGrid',
          heading: '学校机房还是旧版 Windows？',
          intro:
            '多数机房不用换电脑，按系统版本处理即可。建议信息科技老师在开课前一周，用一台学生机完整走一遍：登录、运行程序、打开摄像头。',
          anchor: 'computer-room',
          cardStyle: 'numbered',
          columns: '3',
          cards: [
            {
              title: 'Windows 10 / 11',
              text: '安装新版 Chrome，或直接使用系统自带的新版 Edge，并把它设为默认浏览器，学生点开链接就不会跳到旧浏览器。',
            },
            {
              title: 'Windows 7',
              text: '可以安装 Chrome 或 Edge 的 109 版，或 Firefox 延长支持版，都满足要求。Windows 7 已停止安全更新，建议列入机房升级计划。',
            },
            {
              title: 'Windows XP',
              text: 'XP 上能安装的浏览器版本都太旧，无法运行在线编程和 AI 实验室。过渡期可以用教师机演示、学生分组轮流上机，同时申请升级系统或更换电脑。',
            },
            {
              title: '装了还原卡或还原软件',
              text: '还原卡会在重启后清除新装的浏览器。请在还原卡的管理模式下安装并保存（一般需要管理员密码），或请设备管理员统一处理。',
            },
            {
              title: '学生机不能单独下载',
              text: '在能上网的电脑上下载浏览器的离线安装包，用 U 盘拷到各台学生机安装，或用机房管理软件统一分发。平台本身需要联网，请确认机房能访问外网。',
            },
            {
              title: '需要我们帮忙',
              text: '合作学校可以联系服务老师，远程协助检查机房环境；开课前的入校培训也会一起检查学生机。',
              link: { label: '联系我们', href: '/about-me#contact' },
            },
          ],
        },
        {
          blockType: 'steps',
          heading: '把 360、QQ 浏览器切换到极速模式',
          intro:
            '这类“双核”浏览器有极速模式（Chromium 内核）和兼容模式（IE 内核）两种，兼容模式下在线编程和 AI 实验室都无法运行。',
          anchor: 'fast-mode',
          style: 'steps',
          items: [
            {
              label: '第 1 步',
              title: '看地址栏右侧的图标',
              text: '打开本站后，看地址栏最右侧：闪电图标表示极速模式，“e”图标表示兼容模式。',
            },
            {
              label: '第 2 步',
              title: '点击图标，选极速模式',
              text: '点击“e”图标，在弹出的菜单里选择“极速模式”，页面会自动刷新。',
            },
            {
              label: '第 3 步',
              title: '设为默认使用极速模式',
              text: '在浏览器设置里找到“内核模式”或“浏览模式”，选择优先或总是使用极速模式，下次打开就不用再切换。不同版本的菜单位置略有不同。',
            },
            {
              label: '第 4 步',
              title: '刷新后检查',
              text: '刷新页面，不再出现升级提示就可以正常使用。仍有提示时，把浏览器升级到最新版本，或改用 Chrome、Edge。',
            },
          ],
        },
        {
          blockType: 'faq',
          heading: '常见问题',
          items: [
            {
              question: 'IE 浏览器还能用吗？',
              answer:
                'IE 已停止更新，无法运行在线编程、AI 实验室和课程视频。请改用 Chrome 或 Edge；Windows 10/11 自带的新版 Edge 就可以。',
            },
            {
              question: '已经是最新版本，为什么还提示？',
              answer:
                '可能是 360、QQ 等浏览器处在兼容模式，请按上面的步骤切换到极速模式；也可能是浏览器开启了“IE 模式”，或者学校的管理策略锁定了旧内核，请联系学校的设备管理员。',
            },
            {
              question: '摄像头打不开怎么办？',
              answer:
                'AI 实验室第一次使用摄像头时，浏览器会询问是否允许，请点“允许”。如果之前点了“禁止”，可以点地址栏左侧的图标，在网站权限里重新打开摄像头。台式机还要确认摄像头已经插好。',
            },
            {
              question: '学校电脑不允许自己安装软件怎么办？',
              answer:
                '请把本页地址发给学校的信息中心或设备管理员，由他们统一安装或升级浏览器。合作学校可以联系服务老师，拿到机房环境检查清单。',
            },
            {
              question: '手机和平板可以用吗？',
              answer:
                '手机和平板可以浏览网站、看课程介绍和资讯。上课写程序、做 AI 实验，建议使用电脑上的 Chrome 或 Edge。',
            },
          ],
        },
        {
          blockType: 'cta',
          heading: '升级好了？回到首页继续浏览',
          intro: '换好浏览器后重新打开本站，就能看到完整的页面和功能。',
          background: 'brand',
          actions: [
            { label: '返回首页', href: '/' },
            { label: '了解校园版', href: '/school-home' },
          ],
        },
        {
          blockType: 'cardGrid',
          heading: '相关页面',
          cardStyle: 'icon',
          cards: [
            {
              title: '教学平台',
              icon: 'platform',
              text: '在线 IDE、自动评测和 AI 实验室分别能做什么。',
              link: { label: '看教学平台', href: '/teach-plat' },
            },
            {
              title: '实验室建设',
              icon: 'lab',
              text: '编程教室和 AI 体验区的配置建议与建设清单。',
              link: { label: '看实验室建设', href: '/school-yard' },
            },
            {
              title: '联系我们',
              icon: 'support',
              text: '办公地点、办公时间，以及预约演示的方式。',
              link: { label: '联系我们', href: '/about-me#contact' },
            },
          ],
        },
      ],
      seo: {
        title: '浏览器版本过旧，请升级到 Chrome 或 Edge',
        description:
          '在线编程和 AI 实验室需要较新的浏览器：Chrome、Edge、Firefox 90 或更高版本，Safari 15 或更高版本，360 等双核浏览器请切换到极速模式。附学校机房旧版 Windows 的处理办法。',
      },
    },

    // ---------------------------------------------------------------------------------- /mobile/landing
    {
      path: '/mobile/landing',
      title: '免费试用 30 天：校园版 AI 与编程课',
      hero: {
        kind: 'artwork',
        eyebrow: '校园版 · 免费试用',
        heading: '免费试用 30 天，用现有机房开 AI 与编程课',
        intro:
          '最多 3 个班、150 个学生账号，含全部课程和 AI 实验室。开通后安排 1 次 40 分钟线上培训，试用期满不自动扣费。',
        image: 'screen-ai-lab',
        actions: [
          { label: '申请试用', href: '#apply' },
          { label: '看学校案例', href: '#case' },
        ],
      },
      layout: [
        {
          blockType: 'stats',
          heading: '已经在用的学校',
          items: [
            { value: '1,200+', unit: '所', label: '合作学校', note: '覆盖 26 个省份' },
            { value: '92%', label: '作业自动评测', note: '青禾实验小学，一学年' },
            { value: '约 3', unit: '小时', label: '老师每周省下的批改时间' },
          ],
          footnote: '后两项为青禾实验小学使用一学年的数据。',
        },
        {
          blockType: 'cardGrid',
          heading: '试用期间学校能用到',
          cardStyle: 'icon',
          columns: '2',
          cards: [
            {
              title: '在线编程',
              icon: 'code',
              text: '图形化、Python、C++ 在浏览器里写和运行，学生机不用装软件。',
            },
            {
              title: 'AI 实验室',
              icon: 'ai',
              text: '用摄像头或麦克风采集样本，在浏览器里训练图像、声音识别模型。',
            },
            {
              title: '自动评测',
              icon: 'check',
              text: '作业按测试点自动评分，学生提交即看到结果，老师少批改。',
            },
            {
              title: '全部课程资源',
              icon: 'book',
              text: '按年级的教案、课件、微课视频和练习，拿来就能上课。',
            },
          ],
        },
        {
          blockType: 'caseStudies',
          heading: '一所小学的第一年',
          anchor: 'case',
          items: [
            {
              school: '青禾实验小学',
              stage: '小学 · 36 个班',
              title: '2 名信息科技老师，一年开齐 3-6 年级编程课',
              challenge: '全校只有 2 名信息科技老师，此前没有开过编程课，秋季学期从零开始。',
              approach:
                '先用试用账号在 2 个班上了 4 周课，确认机房和课程都能跑通后订阅。3-6 年级每周 1 节，作业在平台上提交并自动评测；同时开设创意编程社团。',
              outcome:
                '一年后 1,400 名学生有了账号，92% 的作业自动评测，老师每周省下约 3 小时批改时间；创意编程社团从 20 人增加到 85 人。',
              figures: [
                { value: '1,400', label: '名学生开通账号' },
                { value: '92%', label: '作业自动评测' },
                { value: '20→85', label: '社团人数' },
              ],
              image: 'work-maze',
            },
          ],
        },
        {
          blockType: 'quotes',
          heading: '老师们怎么说',
          items: [
            {
              quote:
                '试用那个月我们只开了 2 个班，课件和练习都是现成的，我主要精力放在课堂上。一个月下来心里有底了，才跟校长提订阅。',
              name: '李老师',
              role: '信息科技教研组长',
              organisation: '青禾实验小学',
            },
            {
              quote:
                '初二学生的 Python 作业一交上来就有评测结果，谁卡在哪个测试点一目了然，我讲评的时候就有的放矢了。',
              name: '陈老师',
              role: '信息科技教师',
              organisation: '南湖第二中学',
            },
          ],
        },
        {
          blockType: 'steps',
          heading: '申请之后',
          style: 'steps',
          items: [
            {
              label: '1 个工作日内',
              title: '电话确认',
              text: '顾问回电，确认试用的年级、班级数和想开始上课的日期。',
            },
            {
              label: '第 2-3 天',
              title: '开通账号',
              text: '开通试用账号，帮你导入学生名单，最多 3 个班、150 个学生账号。',
            },
            {
              label: '第 1 周',
              title: '40 分钟线上培训',
              text: '讲清建班、布置作业、在线编程和 AI 实验室，培训后就能上第一节课。',
            },
            {
              label: '第 30 天',
              title: '决定是否订阅',
              text: '试用结束不自动扣费；数据保留 90 天，转正后继续使用。',
            },
          ],
        },
        {
          blockType: 'leadForm',
          heading: '免费申请试用',
          intro: '填写学校名称和学段，1 个工作日内回电。补充说明里可以写想试用的年级和班级数。',
          anchor: 'apply',
          kind: 'trial',
          submitLabel: '免费申请试用',
          points: points(
            '1 个工作日内回电，确认试用年级和班级数',
            '开通试用账号，安排 1 次 40 分钟线上培训',
            '试用期 30 天，最多 3 个班、150 个学生账号',
            '不自动扣费，数据保留 90 天',
          ),
        },
        {
          blockType: 'faq',
          heading: '常见问题',
          items: [
            {
              question: '真的免费吗？到期会扣费吗？',
              answer:
                '试用 30 天完全免费，不需要绑定任何支付方式，到期不会自动扣费。想继续使用再按学校年度订阅，报价与在读学生数相关，申请后 1 个工作日内给出报价单。',
            },
            {
              question: '学校要准备什么？',
              answer:
                '一间能上网的机房，电脑装好 Chrome 或 Edge，再加一台投影或大屏。不需要服务器，也不用在学生机上安装软件。做 AI 实验要用到摄像头或麦克风。',
            },
            {
              question: '老师没学过编程，能教吗？',
              answer:
                '可以。课程配有教案、课件和微课视频，开通后的 40 分钟线上培训会带老师走完一节课。订阅后还可以参加新教师上岗等培训。',
            },
            {
              question: '家长或学生个人能申请吗？',
              answer:
                '试用面向学校，需要填写学校名称和学段。学生个人可以使用在线编程的免费基础功能，或在在线学院里自学课程。',
            },
          ],
        },
        {
          blockType: 'cardGrid',
          heading: '还想了解',
          cardStyle: 'icon',
          cards: [
            {
              title: '课程体系',
              icon: 'book',
              text: '1-12 年级每学期学什么、多少课时。',
              link: { label: '看课程', href: '/mobile/school-course' },
            },
            {
              title: '教师培训',
              icon: 'teacher',
              text: '新教师上岗、AI 教学专题和暑期研修班。',
              link: { label: '看培训', href: '/mobile/tch-training' },
            },
            {
              title: '区域与学校合作',
              icon: 'handshake',
              text: '教育局统一开通、渠道和内容合作。',
              link: { label: '看合作', href: '/mobile/cooperation' },
            },
          ],
        },
      ],
      seo: {
        title: '校园版免费试用 30 天：AI 与编程课',
        description:
          '学校免费试用校园版 30 天：最多 3 个班、150 个学生账号，含全部课程、在线编程、自动评测和 AI 实验室，开通后安排 40 分钟线上培训，到期不自动扣费。填写学校和学段即可申请。',
      },
    },

    // --------------------------------------------------------------------------------------- /mobile/uc
    {
      path: '/mobile/uc',
      title: '建议在系统浏览器中打开',
      hero: {
        kind: 'compact',
        eyebrow: '打开方式提示',
        heading: '建议在系统浏览器中打开',
        intro:
          '你正在微信、QQ 或 UC 等应用里的浏览器访问。这类浏览器可能无法提交表单、保持登录或打开摄像头，换到手机自带的浏览器或电脑上打开更稳妥。',
        actions: [
          { label: '留言咨询', href: '#apply' },
          { label: '查看打开方法', href: '#switch' },
        ],
      },
      layout: [
        {
          blockType: 'steps',
          heading: '三种打开方式',
          anchor: 'switch',
          style: 'steps',
          items: [
            {
              label: '微信 / QQ',
              title: '点右上角“···”，用浏览器打开',
              text: '微信里点右上角“···”，选择“在浏览器打开”（iPhone 上可能显示为“在 Safari 中打开”）；QQ 里同样点右上角菜单，选择用浏览器打开。',
            },
            {
              label: 'UC 浏览器',
              title: '复制链接，换系统浏览器',
              text: '点底部菜单，选择“复制链接”，或长按地址栏复制网址；再打开手机自带的浏览器，粘贴到地址栏访问。',
            },
            {
              label: '电脑',
              title: '在电脑上用 Chrome 或 Edge 打开',
              text: '想试在线编程或看完整方案，把链接发到电脑（例如通过文件传输助手），再用 Chrome 或 Edge 打开。',
            },
          ],
        },
        {
          blockType: 'cardGrid',
          heading: '为什么建议换浏览器',
          cardStyle: 'icon',
          columns: '3',
          cards: [
            {
              title: '表单可能提交不了',
              icon: 'clock',
              text: '部分应用内浏览器会拦截页面请求，申请试用或留言时可能一直转圈。',
            },
            {
              title: '登录状态容易丢',
              icon: 'shield',
              text: '应用内浏览器关掉再打开，常常要重新登录，学习记录也不好接着看。',
            },
            {
              title: '摄像头和下载受限',
              icon: 'device',
              text: 'AI 体验要用摄像头和麦克风，资料要下载 PDF，应用内浏览器多半不支持。',
            },
          ],
        },
        {
          blockType: 'leadForm',
          heading: '不方便换浏览器？直接留言',
          intro: '写上想了解的产品、课程或合作方式，学校或机构名称选填。我们看到后联系你。',
          anchor: 'apply',
          kind: 'consult',
          submitLabel: '提交留言',
          points: points('1 个工作日内回复', '需要演示时，约好时间线上进行', '留言只用于回复你的咨询'),
        },
        {
          blockType: 'faq',
          heading: '常见问题',
          items: [
            {
              question: '在系统浏览器里打开后，要重新登录吗？',
              answer:
                '要。应用内浏览器和系统浏览器的登录状态不共享，换过去后重新登录一次即可，之后会保持登录。',
            },
            {
              question: '手机上能用哪些浏览器？',
              answer:
                'iPhone 用 Safari，安卓手机用系统自带浏览器或 Chrome、Edge 都可以。请保持浏览器为较新版本。',
            },
            {
              question: '手机上能写程序、上课吗？',
              answer:
                '手机适合看课程介绍、培训安排和资讯，也可以申请试用或报名培训。写程序和做 AI 实验，建议在电脑上用 Chrome 或 Edge。',
            },
          ],
        },
        {
          blockType: 'cardGrid',
          heading: '在手机上可以看这些',
          cardStyle: 'icon',
          columns: '2',
          cards: [
            {
              title: '教师培训',
              icon: 'teacher',
              text: '培训项目、开班时间和报名。',
              link: { label: '看培训', href: '/mobile/tch-training' },
            },
            {
              title: '学校与区域合作',
              icon: 'handshake',
              text: '合作方式、流程和区域案例。',
              link: { label: '看合作', href: '/mobile/cooperation' },
            },
            {
              title: '资讯动态',
              icon: 'calendar',
              text: '产品更新、赛事和师培通知。',
              link: { label: '看资讯', href: '/mobile/news' },
            },
            {
              title: '蓝桥杯大赛专题',
              icon: 'trophy',
              text: '赛事介绍、组别和学校备赛安排。',
              link: { label: '看专题', href: '/mobile/special/lanqiao' },
            },
          ],
        },
      ],
      seo: {
        title: '建议在系统浏览器中打开',
        description:
          '在微信、QQ 或 UC 等应用内浏览器里，表单、登录和摄像头可能无法正常使用。按步骤换到手机自带浏览器或电脑上的 Chrome、Edge 打开，或直接留言咨询。',
      },
    },
  ]
}

/**
 * The demo media library: every picture, video and document the seeded pages use, by key. Pictures are
 * original artwork drawn as SVG (`./artwork/`) and stored as WebP by the seed; they carry no text (text would
 * need CJK fonts on the seeding machine), so headings and labels stay in the page as HTML. Videos and PDFs
 * are files in `../assets/`.
 */
export interface CatalogImage {
  kind: 'image'
  alt: string
  width: number
  height: number
  /** What the picture shows (the brief its artwork was drawn to). */
  brief: string
}

export interface CatalogFile {
  kind: 'file'
  alt: string
  /** File name in src/server/seed/assets/. */
  file: string
  mimeType: 'video/mp4' | 'application/pdf'
}

const image = (alt: string, brief: string, width = 1200, height = 900): CatalogImage => ({
  kind: 'image',
  alt,
  width,
  height,
  brief,
})

export const mediaCatalog = {
  // Product screens: the platform drawn as UI mock-ups (window chrome, side bar, panels; lines for text).
  'screen-dashboard': image('校园版平台的班级管理界面：班级列表、学生人数和作业完成率', 'Browser window: left sidebar nav, table of classes with progress bars, a donut chart of homework completion.'),
  'screen-ide': image('在线编程界面：左侧 Python 代码，右侧运行结果和海龟绘图', 'Browser window: code editor with syntax-coloured lines and line numbers on the left, output console and a turtle-graphics drawing on the right, a green run button.'),
  'screen-grading': image('自动评测界面：测试点逐项通过，得分和错误提示一目了然', 'Browser window: list of test cases with green ticks and one red cross, a big score ring, a diff panel.'),
  'screen-ai-lab': image('AI 实验室界面：摄像头采集手势图片，训练后实时识别并显示置信度', 'Browser window: webcam preview with a hand silhouette, three labelled sample rows of thumbnails, a bar chart of confidences.'),
  'screen-blocks': image('图形化编程界面：积木拼接的程序和舞台上的角色动画', 'Browser window: palette of coloured blocks, a stacked block script in the middle, a stage with a cat-like sprite and a background on the right.'),
  'screen-course': image('课程界面：单元目录、本节课的教学目标和课件预览', 'Browser window: unit tree on the left, a slide preview in the middle, a checklist of goals on the right.'),
  'screen-exam': image('在线测评界面：选择题、编程题和倒计时', 'Browser window: question card with four options, a code answer box, a countdown timer and a question navigator grid.'),
  'screen-report': image('学情报告：班级成绩分布、知识点掌握情况和成长曲线', 'Browser window: histogram, radar chart of skills, a line chart rising over a term.'),
  'screen-resource': image('教师资源库：按年级和单元整理的教案、课件和示范课视频', 'Browser window: filter chips, grid of resource cards with file-type icons and a video thumbnail with a play button.'),
  'screen-phone': image('手机上的学习界面：课程卡片、学习进度和作业提醒', 'A phone frame (portrait) on a soft background showing course cards, a progress ring and a notification banner.'),
  'screen-live': image('线上直播培训界面：讲师画面、课件和互动提问区', 'Browser window: large slide area, small presenter video tile, chat/question list on the right.'),
  // Labs and classrooms.
  'lab-floorplan': image('AI 与编程实验室平面图：授课区、编程区、AI 体验区和作品展示区', 'Top-down floor plan: walls, a teacher desk and screen, 6 rows of student desks with monitors, a corner with robot and sensors, a display wall; each zone in its own brand tint.'),
  'lab-classroom': image('编程教室一角：学生电脑、教师讲台和大屏幕', 'Isometric classroom: desks with monitors, a teacher podium, a big wall screen showing code blocks.'),
  'lab-ai-corner': image('AI 体验区：智能小车、摄像头和语音音箱', 'Isometric table with a small robot car, a camera on a stand, a smart speaker and a tablet.'),
  'lab-maker': image('创客区工作台：开源硬件、传感器和 3D 打印作品', 'Workbench with a microcontroller board, wires, sensors, a small 3D-printed model and tools.'),
  // Teaching materials: covers without text (the title is shown beside them in HTML).
  'book-scratch-1': image('教材封面：图形化编程（上册）', 'Portrait book cover: big colourful puzzle-block shapes and a sprite, spine stripe, brand colours.', 900, 1200),
  'book-scratch-2': image('教材封面：图形化编程（下册）', 'Portrait book cover: game scene made of blocks (platforms, stars), different palette from part one.', 900, 1200),
  'book-python-1': image('教材封面：Python 编程入门', 'Portrait book cover: stylised snake-like curve made of code lines and a turtle drawing spiral.', 900, 1200),
  'book-python-2': image('教材封面：Python 编程进阶', 'Portrait book cover: data charts and nested brackets, deeper palette.', 900, 1200),
  'book-ai': image('教材封面：人工智能启蒙', 'Portrait book cover: a friendly robot head with neural-network nodes and lines.', 900, 1200),
  'book-cpp': image('教材封面：C++ 与算法基础', 'Portrait book cover: tree and graph diagrams with sorted bars.', 900, 1200),
  // Student works (screens of what pupils built).
  'work-maze': image('学生作品：图形化编程迷宫游戏（四年级）', 'Game screen: top-down maze with a character, a key and an exit door, score in the corner drawn as shapes.'),
  'work-garden': image('学生作品：像素花园动画（三年级）', 'Pixel-art garden: flowers growing, a sun, a watering can, sky gradient.'),
  'work-space': image('学生作品：太空射击小游戏（六年级）', 'Game screen: spaceship at the bottom, asteroids, stars, laser shots.'),
  'work-weather': image('学生作品：Python 天气数据图表（初二）', 'Line and bar chart of temperatures over 12 months with a cloud and sun icon.'),
  'work-classifier': image('学生作品：垃圾分类图像识别模型（初一）', 'Four coloured recycling bins with item thumbnails above and a confidence bar per bin.'),
  'work-music': image('学生作品：编程生成的旋律可视化（五年级）', 'Piano roll of coloured notes and a waveform.'),
  // Training and certification.
  'training-workshop': image('教师工作坊：老师们分组备课和试讲', 'Flat illustration: four simplified figures around a table with laptops, one at a whiteboard with a flowchart.'),
  'training-certificate': image('教师等级认证证书样式', 'Landscape certificate: ornate border, a seal, a ribbon badge, lines for name and level (no words).', 1200, 850),
  'teacher-desk': image('教师备课：教案、课件和学生作业批改', 'Desk top view: laptop with slides, a notebook with checklist, coffee cup, stacked papers with ticks.'),
  // Competitions.
  'competition-stage': image('编程竞赛颁奖现场：奖杯、领奖台和大屏幕', 'Stage with a three-step podium, a large trophy, confetti and a screen showing code.'),
  'competition-team': image('学生参赛团队调试机器人', 'Flat illustration: three student figures around a table with a robot and a laptop.'),
  'competition-works': image('创意编程作品展示墙', 'Wall of framed screens showing different games and animations, with ribbon badges on some.'),
  // Events (the gather page).
  'event-open-class': image('活动：信息科技公开课现场', 'Classroom from the back: rows of students, a teacher at a big screen, visiting teachers at the side.'),
  'event-summer-camp': image('活动：暑期编程营学生作品展示', 'Outdoor-ish hall with booths, posters (no text) and students showing laptops.'),
  'event-seminar': image('活动：区域 AI 教育教研会', 'Meeting hall with a speaker at a lectern, a slide of charts, an audience.'),
  'event-expo': image('活动：教育装备展览会展位', 'Exhibition booth with screens, a counter, a robot display and lanyards.'),
  'event-parents': image('活动：家长开放日编程体验', 'Parents and children at tables with tablets and colourful blocks.'),
  'event-hackathon': image('活动：中学生 AI 创意马拉松', 'Night-time hall with teams at tables, laptops, sticky notes and a countdown clock shape.'),
  // Company.
  'about-office': image('公司办公与教研中心', 'Modern low building with big windows and trees, brand-blue accents.'),
  'about-team': image('教研与产品团队', 'Flat illustration: six figures of varied heights in a row with laptop and books.'),
  'about-map': image('公司位置示意图', 'Stylised city map: streets, a river, a park and a location pin.', 1200, 800),
  // Solutions and plans.
  'plan-ai': image('中小学 AI 教育方案：从体验、实验到项目的三层课程', 'Three ascending platforms with icons: hand with sparkle, flask, rocket; connected by a path.'),
  'plan-programming': image('中小学编程教育方案：图形化到 Python 到算法的学习路径', 'A winding path with three milestones: blocks, a snake-like code curve, a tree graph.'),
  'plan-college': image('高校 AI 教育方案：算力平台、实训项目和课程资源', 'Server racks, a GPU chip, a notebook with charts and a graduation cap.'),
  'academy-courses': image('在线学院课程：按方向和难度分类的课程卡片', 'Grid of course cards of different colours with level dots and a play icon.'),
  // Video and its poster.
  'video-tour-poster': image('平台导览视频封面', 'Like screen-dashboard but with a big round play button overlay and a soft darker tint.', 1280, 720),
  'video-tour': { kind: 'file', alt: '平台导览：建班、布置作业、在线编程、自动评测和学情报告', file: 'platform-tour.mp4', mimeType: 'video/mp4' },
  // Documents.
  'pdf-course-outline': { kind: 'file', alt: '中小学 AI 与编程课程大纲（示例）', file: 'course-outline.pdf', mimeType: 'application/pdf' },
  'pdf-lab-checklist': { kind: 'file', alt: 'AI 与编程实验室建设清单（示例）', file: 'lab-checklist.pdf', mimeType: 'application/pdf' },
  'pdf-certification-guide': { kind: 'file', alt: '教师等级认证考试说明（示例）', file: 'certification-guide.pdf', mimeType: 'application/pdf' },
  'pdf-competition-guide': { kind: 'file', alt: '学校备赛指南（示例）', file: 'competition-guide.pdf', mimeType: 'application/pdf' },
} as const satisfies Record<string, CatalogImage | CatalogFile>

export type MediaKey = keyof typeof mediaCatalog

export type ImageKey = {
  [K in MediaKey]: (typeof mediaCatalog)[K] extends CatalogImage ? K : never
}[MediaKey]

// Makes the four demo PDFs in src/server/seed/assets/ (course outline, lab checklist, certification guide,
// competition guide): each is an HTML page printed to A4 by Debian's Chromium through Playwright. They are
// marked 示例 (sample) and carry the demo brand 码上未来; figures are the seed's own SVG artwork.
//
//   npx tsx scripts/assets/make-pdfs.ts              writes the PDFs
//   npx tsx scripts/assets/make-pdfs.ts --preview    also writes a PNG of each document's HTML to /tmp
import { writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'

import { chromium } from '@playwright/test'

import { artworkFor } from '../../src/server/seed/media/artwork'
import { logo } from '../../src/server/seed/media/artwork/kit'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.mjs'

const ASSETS = fileURLToPath(new URL('../../src/server/seed/assets/', import.meta.url))
const BRAND = '码上未来'
// Chromium (Skia) embeds only TrueType fonts as compact subsets; CFF fonts such as Noto Sans CJK become one
// Type 3 glyph program per character and make the files two to three times larger. So the documents use
// WenQuanYi Micro Hei (TrueType; `apt-get install fonts-wqy-microhei`) when it is there, Noto otherwise.
// It has no bold face and synthetic bold is drawn as Type 3 too, so emphasis is colour and size, not weight.
const FONT = `'WenQuanYi Micro Hei', 'Noto Sans CJK SC', sans-serif`

/** An artwork SVG for print: without the soft background blobs (Chromium turns gradients into bitmaps). */
const printArt = (svg: string, width: number, height: number) =>
  svg
    .replace(/<circle[^>]*fill="url\(#r\d+\)"[^>]*\/>/g, '')
    .replace(/width="(\d+)" height="(\d+)"/, `width="${width}" height="${height}"`)

interface Docu {
  file: string
  title: string
  code: string
  lead: string
  body: string
}

const logoSvg = (size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 40 40">${logo(0, 0, 40)}</svg>`

const CSS = `
@page { size: A4; margin: 16mm 16mm 20mm; }
* { box-sizing: border-box; font-weight: 400 !important; }
b, strong { color: #1a3fb0; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; font-family: ${FONT}; color: #0f1f3d; font-size: 10.5pt; line-height: 1.7; }
.head { display: flex; align-items: center; gap: 10px; padding-bottom: 10px; border-bottom: 3px solid #1d4ed8; }
.head .brand { font-size: 14pt; color: #1a3fb0; letter-spacing: 1px; }
.head .meta { margin-left: auto; font-size: 8.5pt; color: #4a5876; text-align: right; line-height: 1.5; }
h1 { font-size: 21pt; margin: 18px 0 6px; line-height: 1.35; color: #0f1f3d; }
h1 .tag { display: inline-block; font-size: 10pt; color: #fff; background: #ff8a1f; border-radius: 4px; padding: 1px 8px; vertical-align: middle; margin-left: 8px; }
.lead { color: #4a5876; margin: 0 0 12px; }
.note { background: #fff4e6; border-left: 4px solid #ff8a1f; padding: 8px 12px; font-size: 9pt; color: #5b3a12; margin: 10px 0 14px; border-radius: 0 6px 6px 0; }
h2 { font-size: 13.5pt; color: #1a3fb0; margin: 20px 0 8px; padding-left: 10px; border-left: 5px solid #2f6bff; line-height: 1.3; break-after: avoid; }
h3 { font-size: 11.5pt; margin: 14px 0 6px; break-after: avoid; color: #1a3fb0; }
p { margin: 4px 0 8px; }
ul, ol { margin: 4px 0 8px; padding-left: 1.4em; }
li { margin: 2px 0; }
table { width: 100%; border-collapse: collapse; margin: 6px 0 12px; font-size: 9.5pt; break-inside: auto; }
th { background: #1d4ed8; color: #fff; text-align: left; padding: 6px 8px; }
td { border-bottom: 1px solid #dbe6ff; padding: 5px 8px; vertical-align: top; }
tr:nth-child(even) td { background: #f5f8ff; }
tr { break-inside: avoid; }
td.n, th.n { text-align: right; white-space: nowrap; }
td:first-child, th:first-child { white-space: nowrap; }
.grid2 { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
.card { border: 1px solid #dbe6ff; border-radius: 8px; padding: 8px 12px; background: #fbfcff; break-inside: avoid; }
.card h3 { margin-top: 2px; color: #1d4ed8; }
.pill { display: inline-block; background: #eef4ff; color: #1a3fb0; border-radius: 999px; padding: 0 8px; font-size: 8.5pt; margin-right: 4px; }
.figure { text-align: center; margin: 8px 0 12px; break-inside: avoid; }
.figure svg { width: 128mm; height: auto; border-radius: 8px; }
.side { display: flex; gap: 14px; align-items: center; break-inside: avoid; }
.side .figure { flex: 0 0 62mm; margin: 0; }
.side .figure svg { width: 62mm; }
.grade { break-inside: avoid; }
.units { table-layout: fixed; }
.units th:nth-child(odd) { width: 38%; }
.units th:nth-child(even) { width: 12%; }
.units td { padding: 3px 8px; font-size: 9pt; white-space: normal; }
.units td.h { color: #4a5876; text-align: right; white-space: nowrap; width: 3em; }
.figure .cap { font-size: 8.5pt; color: #4a5876; margin-top: 4px; }
.legend span { display: inline-block; margin: 0 8px; font-size: 8.5pt; }
.legend i { display: inline-block; width: 10px; height: 10px; border-radius: 2px; margin-right: 4px; vertical-align: -1px; }
code, pre { font-family: 'DejaVu Sans Mono', monospace; font-size: 9pt; }
pre { background: #0f1f3d; color: #e2e8f0; padding: 8px 12px; border-radius: 6px; margin: 4px 0 8px; }
.q { border: 1px solid #dbe6ff; border-radius: 8px; padding: 8px 12px; margin: 8px 0; break-inside: avoid; }
.q .ans { color: #1d8f4e; font-size: 9pt; }
.check li { list-style: none; margin-left: -1.2em; }
.check li::before { content: '☐'; color: #1d4ed8; margin-right: 6px; }
.end { margin-top: 18px; padding-top: 8px; border-top: 1px dashed #cfd9ea; font-size: 8.5pt; color: #4a5876; }
.pb { break-before: page; }
`

function html(doc: Docu): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${doc.title}</title><style>${CSS}</style></head><body>
<div class="head">${logoSvg(34)}<span class="brand">${BRAND}</span><div class="meta">文档编号 ${doc.code}<br>示例文档 · 仅供演示</div></div>
<h1>${doc.title.replace('（示例）', '')}<span class="tag">示例</span></h1>
<p class="lead">${doc.lead}</p>
<div class="note">本文件是「${BRAND}」演示站点的示例内容，用于展示网站的资料下载功能。其中的课时、配置、日程和要求均为示意，不构成正式承诺；实际安排以学校和相关主管部门、主办单位发布的正式文件为准。</div>
${doc.body}
<div class="end">${BRAND}（演示品牌）· ${doc.title} · 编制：${BRAND}教研中心（示例）</div>
</body></html>`
}

const footer = (title: string) =>
  `<div style="width:100%;font-family:${FONT.replace(/'/g, '&#39;')};font-size:8px;color:#4a5876;padding:0 16mm;display:flex;justify-content:space-between;"><span>${BRAND} · ${title}</span><span>第 <span class="pageNumber"></span> / <span class="totalPages"></span> 页</span></div>`

// ------------------------------------------------------------------------------------- course outline

const units: Array<[string, string, number, Array<[string, number]>, Array<[string, number]>]> = [
  [
    '一至二年级',
    '编程启蒙',
    12,
    [
      ['认识指令：不插电的编程游戏', 3],
      ['顺序：让小机器人走起来', 3],
      ['重复的力量：循环初识', 3],
      ['作品分享：我的第一个动画', 3],
    ],
    [
      ['事件：点一点就会动', 3],
      ['图案与规律', 3],
      ['故事编排：角色对话', 3],
      ['综合作品与展示', 3],
    ],
  ],
  [
    '三至四年级',
    '图形化编程',
    16,
    [
      ['图形化编程环境与角色', 3],
      ['运动与坐标', 4],
      ['循环与造型动画', 4],
      ['事件与交互', 3],
      ['作品展示与互评', 2],
    ],
    [
      ['条件判断', 4],
      ['变量与计分', 4],
      ['小游戏设计：迷宫与接球', 5],
      ['项目展示与反思', 3],
    ],
  ],
  [
    '五至六年级',
    '图形化进阶 + AI 启蒙 + Python 预备',
    16,
    [
      ['图形化进阶：克隆与列表', 4],
      ['简单算法：排序与查找', 4],
      ['AI 启蒙：图像识别体验', 4],
      ['AI 启蒙：语音与文本', 4],
    ],
    [
      ['Python 预备：海龟绘图', 5],
      ['变量、输入与输出', 4],
      ['分支与循环', 4],
      ['综合项目：我的小工具', 3],
    ],
  ],
  [
    '七至八年级',
    'Python + AI 实验',
    18,
    [
      ['Python 基础语法', 4],
      ['列表与字符串', 4],
      ['函数与模块', 4],
      ['文件与数据处理', 3],
      ['项目：天气数据图表', 3],
    ],
    [
      ['数据可视化', 4],
      ['机器学习初步：分类与回归', 5],
      ['AI 实验：训练图像分类模型', 5],
      ['项目：垃圾分类识别', 4],
    ],
  ],
  [
    '高中',
    '数据与计算 / 人工智能初步 + Python 进阶 + AI 项目',
    18,
    [
      ['Python 进阶：函数式与面向对象', 4],
      ['数据与计算：采集、整理与分析', 5],
      ['算法与程序设计', 5],
      ['小组项目实践', 4],
    ],
    [
      ['人工智能初步：机器学习原理', 5],
      ['神经网络与深度学习体验', 4],
      ['AI 伦理、安全与责任', 3],
      ['AI 项目：从选题到展示', 6],
    ],
  ],
]

function courseOutline(): Docu {
  const overview = `<table><tr><th>学段</th><th>课程</th><th class="n">课时/学期</th><th>核心目标</th></tr>
<tr><td>一至二年级</td><td>编程启蒙</td><td class="n">12</td><td>通过游戏化、不插电活动和图形化入门，建立顺序、重复等计算思维的初步概念</td></tr>
<tr><td>三至四年级</td><td>图形化编程</td><td class="n">16</td><td>掌握事件、循环、条件与变量，独立完成小游戏与动画作品</td></tr>
<tr><td>五至六年级</td><td>图形化进阶 + AI 启蒙 + Python 预备</td><td class="n">16</td><td>理解简单算法，体验图像与语音识别，完成从积木到代码的过渡</td></tr>
<tr><td>七至八年级</td><td>Python + AI 实验</td><td class="n">18</td><td>掌握 Python 基础与数据处理，完成机器学习入门实验</td></tr>
<tr><td>高中</td><td>数据与计算 / 人工智能初步（配套支持）+ Python 进阶 + AI 项目</td><td class="n">18</td><td>配合信息技术课程相关模块教学，完成一个完整的 AI 小项目</td></tr></table>`
  const perGrade = units
    .map(([grade, course, , up, down]) => {
      const n = Math.max(up.length, down.length)
      const cell = (list: Array<[string, number]>, k: number) =>
        list[k]
          ? `<td>单元 ${k + 1}　${list[k]![0]}</td><td class="h">${list[k]![1]}</td>`
          : '<td></td><td></td>'
      const sum = (list: Array<[string, number]>) => list.reduce((a, [, h]) => a + h, 0)
      const rows = Array.from({ length: n }, (_, k) => `<tr>${cell(up, k)}${cell(down, k)}</tr>`).join('')
      return `<div class="grade"><h3>${grade} · ${course}</h3><table class="units"><tr><th>上学期单元</th><th class="n">${sum(up)} 课时</th><th>下学期单元</th><th class="n">${sum(down)} 课时</th></tr>${rows}</table></div>`
    })
    .join('')
  return {
    file: 'course-outline.pdf',
    title: '中小学 AI 与编程课程大纲（示例）',
    code: 'MSWL-DEMO-KC-01',
    lead: '本大纲按学段说明从编程启蒙到 AI 项目的课程安排：每个学段的课程、每学期课时和单元划分，可作为学校制定校本课程计划的参考。',
    body: `<h2>一、课程结构</h2>
<div class="side"><div><p>课程按「体验 → 理解 → 创造」逐级递进：低年级以游戏化活动和图形化编程为主，中高年级过渡到 Python，并引入人工智能体验与实验，高中阶段以项目式学习完成综合应用。</p><p>每学期课时为建议值（一至二年级 12 课时，三至六年级 16 课时，七年级以上 18 课时），一般安排在信息科技课、课后服务或社团时间。</p></div>
<div class="figure">${printArt(artworkFor('plan-programming'), 560, 420)}<div class="cap">图 1 学习路径示意</div></div></div>
${overview}
<h2>二、各学段单元安排</h2>
${perGrade}
<h2>三、教学与评价建议</h2>
<ul><li><b>课堂组织：</b>每课时 40–45 分钟，建议「情境导入—示范—练习—分享」四个环节；AI 实验课采用两人一组。</li>
<li><b>过程性评价：</b>课堂作品、平台作业自动评测结果与学习档案，占总评 60%。</li>
<li><b>终结性评价：</b>学期末作品展示或项目答辩，占总评 40%，评价维度包括功能完成度、创意与表达、合作与反思。</li>
<li><b>差异化：</b>为学有余力的学生提供拓展任务与社团课程，为起步较慢的学生提供分步提示与示例代码。</li></ul>
<h2>四、说明</h2>
<p>各学段课时为建议值，学校可结合课表与师资调整单元顺序和课时分配；与现行课程标准及教材的对应关系，以学校教研组的安排为准。</p>`,
  }
}

// ------------------------------------------------------------------------------------------ lab checklist

function labChecklist(): Docu {
  const equipment: Array<[string, string, string, string, string]> = [
    ['授课区', '教师计算机', '主流四核及以上处理器，16 GB 内存，双屏输出', '1 台', '含教学管理软件'],
    ['授课区', '交互式智能大屏', '86 英寸，4K，支持触控与无线投屏', '1 块', '壁挂，中心距地约 1.4 m'],
    ['授课区', '教师讲台', '带线槽和电源模块', '1 张', ''],
    [
      '编程区',
      '学生计算机',
      '四核处理器，8 GB 及以上内存，固态硬盘，23.8 英寸显示器',
      '45 台',
      '另备 2 台备用机',
    ],
    ['编程区', '学生桌椅', '双人位计算机桌（带线槽）与可升降座椅', '23 张 / 45 把', '最后一排设无障碍位'],
    ['编程区', '耳机', '头戴式，带麦克风', '45 副', ''],
    ['AI 体验区', 'AI 实验套件', 'USB 摄像头、麦克风阵列、常用传感器', '23 套', '两人一套'],
    ['AI 体验区', '智能小车', '支持图形化与 Python 编程，含巡线地图', '12 台', ''],
    ['AI 体验区', '平板电脑', '10 英寸及以上', '8 台', '配充电柜'],
    ['AI 体验区', '智能音箱', '支持语音交互开发', '2 台', ''],
    ['创客与展示区', '开源硬件主控板', '含扩展板、传感器与执行器套件', '23 套', ''],
    ['创客与展示区', '3D 打印机', '桌面级，成型尺寸不小于 200 mm 见方', '1–2 台', '需独立通风位置'],
    ['创客与展示区', '作品展示柜', '玻璃柜，带照明', '2 组', ''],
    ['网络', '接入交换机', '48 口千兆，带 4 个万兆上联口', '1 台', ''],
    ['网络', '无线接入点', 'Wi-Fi 6，吸顶安装', '2 台', ''],
    ['辅助', '充电柜', '可容纳 16 台平板或笔记本', '1 台', ''],
  ]
  const rows = equipment
    .map(
      ([a, b, c, d, e]) =>
        `<tr><td>${a}</td><td>${b}</td><td>${c}</td><td class="n">${d}</td><td>${e}</td></tr>`,
    )
    .join('')
  const plan = printArt(artworkFor('lab-floorplan'), 640, 480)
  return {
    file: 'lab-checklist.pdf',
    title: 'AI 与编程实验室建设清单（示例）',
    code: 'MSWL-DEMO-SY-02',
    lead: '以一间 45 座（另设 1 个教师位）的标准教室为例，列出功能分区、主要设备及数量、网络与电力要求，供学校规划 AI 与编程实验室时参考。',
    body: `<h2>一、功能分区</h2>
<table><tr><th>分区</th><th>建议面积</th><th>主要用途</th></tr>
<tr><td>授课区</td><td>约 15 ㎡</td><td>教师讲授、演示与大屏展示</td></tr>
<tr><td>编程区</td><td>约 70 ㎡</td><td>45 个学生机位，6 排布置，中间留 1.0 m 以上通道</td></tr>
<tr><td>AI 体验区</td><td>约 15 ㎡</td><td>智能小车巡线、图像与语音识别实验</td></tr>
<tr><td>作品展示区</td><td>约 10 ㎡</td><td>学生作品、3D 打印模型与竞赛成果展示</td></tr></table>
<div class="figure">${plan}<div class="cap">图 1 平面示意图（示意，非施工图）</div>
<div class="legend"><span><i style="background:#dbe6ff"></i>授课区</span><span><i style="background:#e9f0ff;border:1px solid #b9ccf7"></i>编程区</span><span><i style="background:#ebe2fd"></i>AI 体验区</span><span><i style="background:#fdf0cc"></i>作品展示区</span></div></div>
<h2>二、设备清单（45 座）</h2>
<table><tr><th>分区</th><th>设备</th><th>建议规格</th><th class="n">数量</th><th>备注</th></tr>${rows}</table>
<h2>三、网络要求</h2>
<ul><li>千兆有线到桌面，学生机与教师机划分独立 VLAN，支持一键断网与白名单访问。</li>
<li>教室出口带宽不低于 100 Mbps，使用在线平台与 AI 实验时建议 200 Mbps 以上。</li>
<li>Wi-Fi 6 无线全覆盖，同时接入 60 台以上终端；平板与智能设备单独划分网段。</li>
<li>部署上网行为管理与内容过滤，日志保存符合学校信息安全管理要求。</li></ul>
<h2>四、电力要求</h2>
<ul><li>每个学生位不少于 2 个五孔插座，采用桌面线槽或地插，避免线缆外露。</li>
<li>按每机位约 300 W 估算，45 个机位约 13.5 kW，加上大屏、3D 打印机与空调，建议教室配电容量不低于 20 kW，并预留余量。</li>
<li>计算机、空调、3D 打印机分回路供电，全部回路加装漏电保护；网络机柜配置 UPS。</li>
<li>照度不低于 300 lx，配置遮光窗帘、空调与通风设施，满足消防疏散要求。</li></ul>
<h2>五、验收检查</h2>
<ul class="check"><li>设备数量、规格与清单一致，资产编号已登记</li><li>所有机位可正常登录教学平台并完成一次作业提交</li><li>大屏投屏、广播与屏幕监看功能正常</li><li>AI 实验套件驱动与示例程序运行正常</li><li>用电安全检查与消防检查记录齐全</li></ul>`,
  }
}

// ------------------------------------------------------------------------------------ certification

function certificationGuide(): Docu {
  return {
    file: 'certification-guide.pdf',
    title: '教师编程教学能力等级认证考试说明（示例）',
    code: 'MSWL-DEMO-RZ-03',
    lead: '本说明介绍教师编程教学能力等级认证的等级设置、考试形式、考试时间、证书有效期和报名流程，并附样题，供参加认证的教师备考参考。',
    body: `<h2>一、认证等级</h2>
<table><tr><th>等级</th><th>面向对象</th><th>能力要求</th><th>报考条件</th></tr>
<tr><td><b>初级</b></td><td>初次开展编程教学的教师</td><td>掌握图形化编程与计算思维基础，能完成单节课教学设计</td><td>在职教师或师范类专业学生</td></tr>
<tr><td><b>中级</b></td><td>能独立开设编程与 AI 启蒙课程的教师</td><td>掌握 Python 基础、课堂评价与平台教学工具，能设计单元教学</td><td>取得初级证书满 1 年，或有 2 年以上相关教学经历</td></tr>
<tr><td><b>高级</b></td><td>课程与竞赛骨干教师</td><td>能开发校本课程，指导项目式学习与竞赛，具备教研示范能力</td><td>取得中级证书满 2 年，并提交一项课程或教学成果</td></tr></table>
<h2>二、考试形式</h2>
<div class="grid2"><div class="card"><h3>理论考试</h3><p><span class="pill">60 分钟</span><span class="pill">线上</span><span class="pill">满分 100</span></p><p>单选、多选与判断题，覆盖编程基础、计算思维、人工智能常识、教学设计与课堂评价、信息安全与伦理。</p></div>
<div class="card"><h3>实操考核</h3><p><span class="pill">90 分钟</span><span class="pill">线上提交</span><span class="pill">满分 100</span></p><p>初级：图形化作品 + 教学片段设计；中级：Python 编程题 + 单元教学设计；高级：课程方案 + 项目指导答辩（答辩另行安排）。</p></div></div>
<p>理论考试与实操考核均达到 60 分为通过；单科通过成绩在下一次考试中保留一次。</p>
<h2>三、考试时间</h2>
<p>每年举行两次，分别在 <b>4 月</b> 和 <b>11 月</b>。报名一般在考前一个月开始，具体日期以当期报名通知为准。</p>
<h2>四、证书</h2>
<ul><li>通过后颁发电子证书，可在平台查询和验证。</li><li>证书有效期 <b>3 年</b>；有效期内完成规定的继续教育学时，或通过更高等级认证，可更新证书。</li></ul>
<h2>五、报名流程</h2>
<ol><li>在平台注册并完成实名信息；</li><li>选择认证等级并上传报考条件证明材料；</li><li>资格审核（约 5 个工作日）；</li><li>按准考通知参加理论考试与实操考核；</li><li>考后约 20 个工作日公布成绩，通过者领取电子证书。</li></ol>
<h2>六、样题</h2>
<div class="q"><p><b>1.（单选）</b>在图形化编程中，要让角色重复执行 10 次「移动 10 步」，最合适的积木是：</p><p>A. 如果……那么 &nbsp; B. 重复执行 10 次 &nbsp; C. 等待 1 秒 &nbsp; D. 广播消息</p><p class="ans">参考答案：B</p></div>
<div class="q"><p><b>2.（单选）</b>下面的 Python 代码输出的结果是：</p><pre>print(sum(range(1, 5)))</pre><p>A. 10 &nbsp; B. 15 &nbsp; C. 4 &nbsp; D. 5</p><p class="ans">参考答案：A（1 + 2 + 3 + 4 = 10）</p></div>
<div class="q"><p><b>3.（多选）</b>在课堂中使用生成式人工智能工具，下列做法合理的有：</p><p>A. 引导学生核实 AI 给出的结论 &nbsp; B. 允许学生直接提交 AI 生成的作业 &nbsp; C. 讨论数据隐私与版权问题 &nbsp; D. 事先说明 AI 工具的使用范围</p><p class="ans">参考答案：A、C、D</p></div>
<div class="q"><p><b>4.（判断）</b>在线自动评测只能判断程序能否运行，不能检查输出结果是否正确。</p><p class="ans">参考答案：错误。自动评测会用测试数据比对程序输出。</p></div>
<div class="q"><p><b>5.（实操 · 中级）</b>编写函数 <code>count_levels(scores)</code>，统计成绩列表中「优秀（≥ 90）」「良好（75–89）」「合格（60–74）」「待提高（&lt; 60）」各有多少人，并设计一节 40 分钟的课堂练习，说明如何利用自动评测给学生反馈。</p></div>
<h2>七、备考建议</h2>
<ul><li>结合平台的练习题库和示范课视频复习，重点关注教学设计与评价部分。</li><li>实操考核前熟悉考试环境，提前检查网络、摄像头与浏览器。</li></ul>`,
  }
}

// ------------------------------------------------------------------------------------- competition guide

function seasonFigure(): string {
  const months = [
    '9 月',
    '10 月',
    '11 月',
    '12 月',
    '1 月',
    '2 月',
    '3 月',
    '4 月',
    '5 月',
    '6 月',
    '7 月',
    '8 月',
  ]
  const phases: Array<[number, number, string, string]> = [
    [0, 2, '组建社团 / 选拔', '#2f6bff'],
    [2, 4, '系统训练', '#14b8a6'],
    [4, 6, '寒假集训', '#7c3aed'],
    [6, 8, '模拟赛 / 报名', '#f59e0b'],
    [7.5, 9, '省赛（通常）', '#ff8a1f'],
    [9, 11, '国赛（通常）', '#ec4899'],
    [11, 12, '复盘', '#22c55e'],
  ]
  const cw = 52
  const x0 = 10
  let out = months
    .map(
      (m, i) =>
        `<div style="position:absolute;left:${x0 + i * cw}px;top:0;width:${cw}px;text-align:center;font-size:8pt;color:#4a5876">${m}</div>`,
    )
    .join('')
  out += months
    .map(
      (_, i) =>
        `<div style="position:absolute;left:${x0 + i * cw}px;top:18px;width:1px;height:${phases.length * 24 + 4}px;background:#e3e9f5"></div>`,
    )
    .join('')
  out += phases
    .map(
      ([a, b, label, c], i) =>
        `<div style="position:absolute;left:${x0 + a * cw + 1}px;top:${22 + i * 24}px;width:${(b - a) * cw - 2}px;height:19px;border-radius:10px;background:${c};color:#fff;font-size:7.5pt;line-height:19px;padding:0 6px;white-space:nowrap;overflow:hidden">${label}</div>`,
    )
    .join('')
  return `<div class="figure"><div style="position:relative;height:${phases.length * 24 + 30}px;width:${x0 * 2 + 12 * cw}px;margin:0 auto">${out}</div><div class="cap">图 1 一个赛季的时间安排示意（比赛日期以主办方当年官方通知为准）</div></div>`
}

function competitionGuide(): Docu {
  return {
    file: 'competition-guide.pdf',
    title: '学校备赛指南（示例）',
    code: 'MSWL-DEMO-BS-04',
    lead: '面向学校信息科技教师和社团指导教师，按月份说明一个赛季如何组建队伍、安排训练、报名参赛和赛后复盘。',
    body: `<h2>一、常见赛事简介</h2>
<p>以下仅对部分面向中小学生的编程与人工智能类赛事作一般性介绍，帮助学校了解赛事形态。赛事的组别、报名方式、比赛日程和规则均以主办单位当年发布的官方通知为准。码上未来与下列赛事的主办单位不存在合作、授权或代理关系。</p>
<div class="grid2"><div class="card"><h3>蓝桥杯大赛（青少年组）</h3><p>面向中小学生的编程类赛事，通常设有图形化编程、Python、C++ 等组别，一般分为省赛和国赛等阶段。</p></div>
<div class="card"><h3>全国青少年创意编程与智能设计大赛</h3><p>侧重创意编程与智能设计的综合性赛事，通常包括作品创作、现场展示与答辩等环节。</p></div></div>
<p>此外，各地教育部门和科协组织的科技创新活动中也常设编程、人工智能作品类项目，学校可关注本地通知。</p>
<h2>二、赛季安排</h2>
${seasonFigure()}
<table><tr><th>时间</th><th>阶段</th><th>主要工作</th></tr>
<tr><td>9–10 月</td><td>组建社团 / 选拔</td><td>发布社团招募，开展兴趣测评与入门任务；按图形化、Python、C++ 分组，确定指导教师</td></tr>
<tr><td>11–12 月</td><td>系统训练</td><td>每周 2 次社团课，夯实语法与算法基础；作品类学生完成选题与原型</td></tr>
<tr><td>1–2 月</td><td>寒假集训</td><td>集中训练 5–8 天，进行专题练习与往届公开题目练习；作品类进入打磨阶段</td></tr>
<tr><td>3–4 月</td><td>模拟赛 / 报名</td><td>组织校内模拟赛，按官方通知完成报名与资格审核，准备比赛用机和账号</td></tr>
<tr><td>4–5 月</td><td>省赛</td><td>赛前检查设备与网络环境，熟悉比赛系统；赛后收集题目与表现反馈</td></tr>
<tr><td>6–7 月</td><td>国赛</td><td>晋级学生强化训练与作品完善，安排行程与带队教师</td></tr>
<tr><td>8 月</td><td>复盘</td><td>总结训练与比赛数据，整理资料库，制定下一赛季计划</td></tr></table>
<h2>三、训练建议</h2>
<ul><li><b>分层训练：</b>图形化组注重作品创意与完整度；Python 组注重基础语法与问题分解；C++ 组注重算法与数据结构。</li>
<li><b>以练促学：</b>利用平台题库和自动评测安排每周练习，教师根据通过率和错误类型调整讲解重点。</li>
<li><b>作品打磨：</b>作品类项目按「选题—原型—测试—展示」推进，每阶段安排一次小组互评。</li>
<li><b>心理与时间管理：</b>合理控制训练强度，避免与学业冲突，赛前进行模拟演练。</li></ul>
<h2>四、组队与分工</h2>
<p>团队类项目建议 2–3 人一组，明确编程、设计与展示答辩等分工；指导教师负责进度把控和安全管理，不代替学生完成作品。</p>
<h2>五、诚信与安全</h2>
<ul><li>严格遵守赛事规则，作品须由学生独立或团队原创完成，引用素材注明来源。</li><li>保护学生个人信息，报名材料由学校统一管理。</li><li>外出参赛提前做好行程安排与安全预案，并与家长保持沟通。</li></ul>
<h2>六、检查清单</h2>
<div class="grid2"><div><h3>报名前</h3><ul class="check"><li>阅读当年官方通知与规则</li><li>确认组别与参赛资格</li><li>收集学生报名信息并核对</li></ul></div>
<div><h3>比赛前</h3><ul class="check"><li>比赛用机、网络与软件版本检查</li><li>完成至少一次全流程模拟</li><li>准备证件与应急联系方式</li></ul></div></div>
<h3>赛后</h3><ul class="check"><li>整理成绩与作品资料</li><li>学生和教师复盘会</li><li>更新校本训练资料库</li></ul>`,
  }
}

// -------------------------------------------------------------------------------------------------- run

const docs = [courseOutline(), labChecklist(), certificationGuide(), competitionGuide()]
const preview = process.argv.includes('--preview')
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
try {
  const page = await browser.newPage({ viewport: { width: 794, height: 1123 } })
  for (const doc of docs) {
    await page.setContent(html(doc), { waitUntil: 'load' })
    await page.evaluate(() => document.fonts.ready)
    if (preview) {
      const png = `/tmp/pdf-${doc.file.replace('.pdf', '')}.png`
      await page.screenshot({ path: png, fullPage: true })
      console.log(png)
    }
    const pdf = await page.pdf({
      format: 'A4',
      printBackground: true,
      displayHeaderFooter: true,
      headerTemplate: '<span></span>',
      footerTemplate: footer(doc.title),
      margin: { top: '16mm', bottom: '20mm', left: '16mm', right: '16mm' },
    })
    await writeFile(ASSETS + doc.file, pdf)
    console.log(`${doc.file}: ${(pdf.length / 1024).toFixed(0)} kB`)
  }
} finally {
  await browser.close()
}

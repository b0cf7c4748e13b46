import type { Payload } from 'payload'
import sharp from 'sharp'

import { type BannerDevice, type BannerLocation, bannerSlots, type BannerType } from '@/content/banner-slots'
import { hrefForDevice } from '@/lib/device-links'

import { type ImageKey } from './media/catalog'
import type { Artworks } from './media/render'
import { exists } from './news'

interface DemoBanner {
  title: string
  subtitle: string
  buttonLabel: string
  /** Where it leads on desktop; the phone's banner leads to the /mobile twin. */
  link: string
  art: ImageKey
}

/** Demo banners per page family: a headline, a line under it, a button and the picture beside them. */
const demoBanners: Record<BannerType, DemoBanner[]> = {
  home: [
    {
      title: '从小学到高中的 AI 与编程课',
      subtitle: '课程、平台、实验室和教师培训一起到位，免费试用 30 天',
      buttonLabel: '申请试用',
      link: '/school-home',
      art: 'screen-dashboard',
    },
    {
      title: '在线编程与自动评测走进课堂',
      subtitle: '浏览器里写代码，作业提交即出结果，老师少改三小时',
      buttonLabel: '看平台功能',
      link: '/teach-plat',
      art: 'screen-ide',
    },
    {
      title: '教师培训陪老师上好每一节课',
      subtitle: '线上直播、线下工作坊和等级认证，从第一节课教起',
      buttonLabel: '了解培训',
      link: '/tch-training',
      art: 'training-workshop',
    },
    {
      title: '建一间好用的 AI 与编程实验室',
      subtitle: '从场地勘察到验收开课，一个学期内完成',
      buttonLabel: '查看方案',
      link: '/school-yard',
      art: 'lab-floorplan',
    },
  ],
  news: [
    {
      title: '赛事、培训与教学实践',
      subtitle: '报名通知、备赛建议和学校案例，按类别随时查看',
      buttonLabel: '赛事动态',
      link: '/news?type=competition',
      art: 'competition-stage',
    },
    {
      title: '了解学校 AI 与编程教育动态',
      subtitle: '政策解读、课程更新和师培安排',
      buttonLabel: '师培动态',
      link: '/news?type=training',
      art: 'event-seminar',
    },
  ],
  school: [
    {
      title: '校园版教学平台：建班、上课、评测',
      subtitle: '学校机房用浏览器即可开课，无需安装和服务器',
      buttonLabel: '预约演示',
      link: '/teach-plat',
      art: 'screen-grading',
    },
    {
      title: '按年级衔接的编程与 AI 课程',
      subtitle: '1-12 年级课程地图，每学期 12-18 课时',
      buttonLabel: '看课程体系',
      link: '/school-course',
      art: 'screen-course',
    },
  ],
  training: [
    {
      title: '信息科技教师培训与等级认证',
      subtitle: '五个培训项目，学时可查，证书三年有效',
      buttonLabel: '立即报名',
      link: '/grade-certi',
      art: 'training-certificate',
    },
    {
      title: '线上课程加线下工作坊',
      subtitle: '直播可回放，工作坊当场试讲点评',
      buttonLabel: '学习资源',
      link: '/lea-resource',
      art: 'screen-live',
    },
  ],
  cooperation: [
    {
      title: '与学校和区域一起开好新课程',
      subtitle: '提交意向后 1 个工作日内联系，从一所学校试点起步',
      buttonLabel: '提交合作意向',
      link: '/cooperation',
      art: 'about-team',
    },
    {
      title: '开放合作，共建课程与赛事',
      subtitle: '渠道、内容和赛事伙伴，支持与分成说明清楚',
      buttonLabel: '了解开放合作',
      link: '/join-us',
      art: 'competition-works',
    },
  ],
}

const frames: Record<`${BannerDevice}/${BannerLocation}`, { width: number; height: number }> = {
  'pc/top': { width: 1920, height: 640 },
  'pc/middle': { width: 1920, height: 400 },
  'mobile/top': { width: 750, height: 420 },
  'mobile/middle': { width: 750, height: 420 },
}

/** A brand-blue band with soft shapes: the left part stays calm for the banner's text. */
function backgroundSvg(width: number, height: number, variant: number) {
  const tints = [
    ['#1a3fb0', '#2f6bff'],
    ['#163a8c', '#1d8fb8'],
    ['#2a2f9e', '#6d5dfc'],
  ][variant % 3]!
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tints[0]}"/><stop offset="1" stop-color="${tints[1]}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="${width * 0.92}" cy="${height * 0.1}" r="${height * 0.55}" fill="#ffffff" opacity="0.08"/>
<circle cx="${width * 0.55}" cy="${height * 1.05}" r="${height * 0.45}" fill="#ff8a1f" opacity="0.16"/>
<circle cx="${width * 0.08}" cy="${height * 0.85}" r="${height * 0.25}" fill="#ffffff" opacity="0.06"/>
</svg>`)
}

/** The banner picture: the band, and the artwork in a rounded card on its right part. */
async function bannerPicture(
  artworks: Artworks,
  art: ImageKey,
  device: BannerDevice,
  location: BannerLocation,
  variant: number,
) {
  const { width, height } = frames[`${device}/${location}`]
  const artHeight = Math.round(height * (device === 'pc' ? 0.82 : 0.62))
  const artWidth = Math.round((artHeight * 4) / 3)
  const radius = Math.round(artHeight * 0.05)
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${artWidth}" height="${artHeight}"><rect width="${artWidth}" height="${artHeight}" rx="${radius}" fill="#fff"/></svg>`,
  )
  const picture = await sharp(await artworks.get(art))
    .resize(artWidth, artHeight, { fit: 'cover' })
    .composite([{ input: mask, blend: 'dest-in' }])
    .png()
    .toBuffer()
  const left = device === 'pc' ? Math.round(width * 0.6) : width - artWidth - Math.round(width * 0.04)
  const top =
    device === 'pc' ? Math.round((height - artHeight) / 2) : height - artHeight - Math.round(height * 0.06)
  return sharp(backgroundSvg(width, height, variant))
    .composite([{ input: picture, left: Math.min(left, width - artWidth - 16), top }])
    .webp({ quality: 82 })
    .toBuffer()
}

/** The demo banners of every slot: three on the desktop home, two or one elsewhere, the middle slots one. */
export async function seedBanners(
  payload: Payload,
  report: { created: string[]; skipped: string[] },
  artworks: Artworks,
) {
  const context = { disableRevalidate: true }
  const items = bannerSlots.flatMap((slot) => {
    const all = demoBanners[slot.type]
    const chosen = slot.location === 'middle' ? all.slice(-1) : all.slice(0, slot.pcFlag === 'pc' ? 3 : 2)
    return chosen.map((banner, index) => ({ slot, banner, index }))
  })
  type Item = (typeof items)[number]
  const pictureOf = ({ slot, banner, index }: Item) => {
    const picture = bannerPicture(artworks, banner.art, slot.pcFlag, slot.location, index)
    // A failure is reported where the picture is awaited; one made ahead and not needed is dropped.
    picture.catch(() => undefined)
    return picture
  }
  // The next banner's picture is made while this one is uploaded (Payload's work on it leaves a core free).
  let ahead: { item: Item; picture: Promise<Buffer> } | undefined
  let created = 0
  for (const [position, item] of items.entries()) {
    const { slot, banner, index } = item
    const where = {
      and: [
        { title: { equals: banner.title } },
        { type: { equals: slot.type } },
        { pcFlag: { equals: slot.pcFlag } },
        { location: { equals: slot.location } },
      ],
    }
    if (await exists(payload, 'banners', where)) continue
    const picture = ahead?.item === item ? ahead.picture : pictureOf(item)
    const next = items[position + 1]
    ahead = next && { item: next, picture: pictureOf(next) }
    const data = await picture
    const image = await payload.create({
      collection: 'media',
      data: { alt: banner.title },
      file: {
        data,
        mimetype: 'image/webp',
        name: `banner-${slot.type}-${slot.pcFlag}-${slot.location}-${index + 1}.webp`,
        size: data.length,
      },
      context,
    })
    await payload.create({
      collection: 'banners',
      data: {
        title: banner.title,
        subtitle: banner.subtitle,
        buttonLabel: banner.buttonLabel,
        type: slot.type,
        pcFlag: slot.pcFlag,
        location: slot.location,
        image: image.id,
        link: slot.pcFlag === 'mobile' ? mobileLink(banner.link) : banner.link,
        sort: (index + 1) * 10,
        enabled: true,
      },
      context,
    })
    created++
  }
  if (created) report.created.push(`${created} banners`)
  else report.skipped.push('banners')
}

/** The phone's twin of a desktop link (a news tab is its own page on the phone). */
function mobileLink(link: string) {
  const tab = /^\/news\?type=([a-z]+)$/.exec(link)
  return tab ? `/mobile/news/${tab[1]}` : hrefForDevice(link, 'mobile')
}

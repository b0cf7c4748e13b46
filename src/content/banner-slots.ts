/**
 * Banner slots, defined once: the admin's choices, the API's path values and the pages that read them.
 * A banner is addressed as `{type}/{pcFlag}/{location}`: the page (type), the device (pcFlag) and the place
 * on that page (location).
 */
export const bannerTypes = [
  { value: 'home', label: '首页' },
  { value: 'news', label: '资讯' },
  { value: 'school', label: '校园' },
  { value: 'training', label: '师培' },
  { value: 'cooperation', label: '合作' },
] as const

export const bannerDevices = [
  { value: 'pc', label: '电脑端', aliases: ['pc', '1'] },
  { value: 'mobile', label: '手机端', aliases: ['mobile', '0'] },
] as const

export const bannerLocations = [
  { value: 'top', label: '顶部大图' },
  { value: 'middle', label: '页面中部' },
] as const

export type BannerType = (typeof bannerTypes)[number]['value']
export type BannerDevice = (typeof bannerDevices)[number]['value']
export type BannerLocation = (typeof bannerLocations)[number]['value']

export interface BannerSlot {
  type: BannerType
  pcFlag: BannerDevice
  location: BannerLocation
  /** The page that shows the slot (for the admin's help text and the demo seed). */
  page: string
}

/** Every slot a page reads; the demo seed fills each of them. */
export const bannerSlots: readonly BannerSlot[] = [
  { type: 'home', pcFlag: 'pc', location: 'top', page: '/' },
  { type: 'home', pcFlag: 'pc', location: 'middle', page: '/' },
  { type: 'home', pcFlag: 'mobile', location: 'top', page: '/mobile' },
  { type: 'home', pcFlag: 'mobile', location: 'middle', page: '/mobile' },
  { type: 'news', pcFlag: 'pc', location: 'top', page: '/news' },
  { type: 'news', pcFlag: 'mobile', location: 'top', page: '/mobile/news' },
  { type: 'school', pcFlag: 'pc', location: 'top', page: '/school-home' },
  { type: 'school', pcFlag: 'mobile', location: 'top', page: '/mobile/school-yard' },
  { type: 'training', pcFlag: 'pc', location: 'top', page: '/tch-training' },
  { type: 'training', pcFlag: 'mobile', location: 'top', page: '/mobile/tch-training' },
  { type: 'cooperation', pcFlag: 'pc', location: 'top', page: '/cooperation' },
  { type: 'cooperation', pcFlag: 'mobile', location: 'top', page: '/mobile/cooperation' },
]

export function parseBannerType(value: string): BannerType | undefined {
  return bannerTypes.find((type) => type.value === value)?.value
}

/** The device of a path value: `pc` or `1` is desktop, `mobile` or `0` is mobile. */
export function parseBannerDevice(value: string): BannerDevice | undefined {
  return bannerDevices.find((device) => (device.aliases as readonly string[]).includes(value))?.value
}

export function parseBannerLocation(value: string): BannerLocation | undefined {
  return bannerLocations.find((location) => location.value === value)?.value
}

import { Fragment, isValidElement } from 'react'

import type { IconName } from './names'

/** A filled dot a little wider than the line. */
const dot = (cx: number, cy: number) => (
  <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="1.1" fill="currentColor" stroke="none" />
)

/** The line drawing of each icon (original, 24×24): what goes inside the one <svg> below. */
const drawings: Record<IconName, React.ReactNode> = {
  platform: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2.5" />
      <path d="M3 9h18M7 13h6M7 16.5h10" />
      {dot(6, 6.5)}
      {dot(8.5, 6.5)}
    </>
  ),
  code: <path d="M8 7.5 3.5 12 8 16.5M16 7.5l4.5 4.5-4.5 4.5M13.5 5l-3 14" />,
  ai: (
    <>
      <rect x="5" y="5" width="14" height="14" rx="2.5" />
      <path d="M9 2.5V5M15 2.5V5M9 19v2.5M15 19v2.5M2.5 9H5M2.5 15H5M19 9h2.5M19 15h2.5" />
      <path d="M12 8.3c.4 2 1.6 3.3 3.7 3.7-2.1.4-3.3 1.6-3.7 3.7-.4-2.1-1.6-3.3-3.7-3.7 2.1-.4 3.3-1.7 3.7-3.7z" />
    </>
  ),
  robot: (
    <>
      <rect x="5" y="8" width="14" height="11.5" rx="3" />
      <path d="M12 8V5.2M10 16h4M2.8 12.5v3M21.2 12.5v3" />
      <circle cx="12" cy="4" r="1.2" />
      <circle cx="9.2" cy="12.6" r="1.1" />
      <circle cx="14.8" cy="12.6" r="1.1" />
    </>
  ),
  teacher: (
    <>
      <rect x="10.5" y="3.5" width="10.5" height="8.5" rx="1.2" />
      <path d="M13 6.8h5M13 9.3h3" />
      <circle cx="6" cy="8" r="2.4" />
      <path d="M2.5 20.5v-3.8a3.5 3.5 0 0 1 3.5-3.5h1.7l3.6-2.6M9.5 20.5v-5.5" />
    </>
  ),
  student: (
    <>
      <path d="M12 3 3 7l9 4 9-4-9-4zM21 7v4.5" />
      <path d="M8 9.2V11a4 4 0 0 0 8 0V9.2M5 21a7 5 0 0 1 14 0" />
    </>
  ),
  classroom: (
    <>
      <rect x="4.5" y="2.8" width="15" height="6.5" rx="1" />
      <path d="M8 6h8" />
      <circle cx="6.5" cy="12.3" r="1.5" />
      <circle cx="17.5" cy="12.3" r="1.5" />
      <path d="M3 16h7M14 16h7M4 16v4.5M9 16v4.5M15 16v4.5M20 16v4.5" />
    </>
  ),
  lab: (
    <>
      <path d="M9 3h6M10.3 3v6.2L5 18.3A1.8 1.8 0 0 0 6.6 21h10.8a1.8 1.8 0 0 0 1.6-2.7l-5.3-9.1V3M7.4 14.5h9.2" />
      {dot(11, 17.6)}
      {dot(14, 18.4)}
    </>
  ),
  book: (
    <path d="M12 6.5C10.4 5 7.9 4.5 3.5 4.5v14c4.4 0 6.9.5 8.5 2 1.6-1.5 4.1-2 8.5-2v-14c-4.4 0-6.9.5-8.5 2zM12 6.5v14" />
  ),
  exam: (
    <>
      <rect x="4.5" y="4.5" width="15" height="17" rx="2" />
      <rect x="9" y="2.5" width="6" height="4" rx="1" />
      <path d="m7.8 11.5 1.4 1.4 2.6-2.6M14 12h2.5M7.8 16.5l1.4 1.4 2.6-2.6M14 17h2.5" />
    </>
  ),
  certificate: (
    <>
      <circle cx="12" cy="9" r="5.8" />
      <circle cx="12" cy="9" r="2.4" />
      <path d="M8.6 13.7 7.2 21l4.8-2.4 4.8 2.4-1.4-7.3" />
    </>
  ),
  trophy: (
    <path d="M7 3.5h10V9a5 5 0 0 1-10 0V3.5zM7 5.5H4.5V7a3.5 3.5 0 0 0 3 3.4M17 5.5h2.5V7a3.5 3.5 0 0 1-3 3.4M12 14v3.5M8.5 21h7l-1-3.5h-5l-1 3.5z" />
  ),
  chart: (
    <>
      <path d="M3.5 3.5v17h17" />
      <rect x="7" y="11" width="3" height="6" rx=".6" />
      <rect x="11.5" y="6" width="3" height="11" rx=".6" />
      <rect x="16" y="9" width="3" height="8" rx=".6" />
    </>
  ),
  school: (
    <>
      <path d="M2.5 21h19M5 21V11.5l7-4 7 4V21M10 21v-4.5h4V21M12 7.5V2.5h4l-1 1.3 1 1.2h-4" />
      <circle cx="12" cy="12.2" r="1.4" />
    </>
  ),
  cloud: <path d="M7 18a4.5 4.5 0 0 1-.5-8.97A6 6 0 0 1 18 9.5a4.25 4.25 0 0 1-.5 8.5H7z" />,
  shield: <path d="M12 3 19.5 6v5.5c0 4.8-3.2 8.3-7.5 9.5-4.3-1.2-7.5-4.7-7.5-9.5V6L12 3zM9 12l2 2 4-4" />,
  calendar: (
    <>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
      {dot(8, 14)}
      {dot(12, 14)}
      {dot(16, 14)}
      {dot(8, 17.3)}
      {dot(12, 17.3)}
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8" r="3.4" />
      <path d="M2.5 20.5V20a6.5 6.5 0 0 1 13 0v.5M15.2 4.8a3.4 3.4 0 0 1 0 6.4M17.6 14.2a6.5 6.5 0 0 1 3.9 5.8v.5" />
    </>
  ),
  video: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2.5" />
      <path d="M10 9.2v5.6l4.8-2.8L10 9.2z" />
    </>
  ),
  download: <path d="M12 3.5v11M7.5 10l4.5 4.5 4.5-4.5M4 14.5V18a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3.5" />,
  map: (
    <>
      <circle cx="5.5" cy="18.5" r="2" />
      <path d="M7.5 18.5H15a3 3 0 0 0 0-6H9a3 3 0 0 1 0-6h3.5" />
      <path d="M17.5 2.5a3 3 0 0 0-3 3c0 2.4 3 5.5 3 5.5s3-3.1 3-5.5a3 3 0 0 0-3-3z" />
      {dot(17.5, 5.5)}
    </>
  ),
  support: (
    <>
      <path d="M4.5 13.5V12a7.5 7.5 0 0 1 15 0v1.5" />
      <rect x="3" y="12.5" width="4" height="6" rx="1.5" />
      <rect x="17" y="12.5" width="4" height="6" rx="1.5" />
      <path d="M19 18.5v.3a2.7 2.7 0 0 1-2.7 2.7h-2.8" />
    </>
  ),
  device: (
    <>
      <rect x="4.5" y="4.5" width="15" height="10.5" rx="1.5" />
      <path d="M4.5 15 2.5 19.5h19l-2-4.5M10.5 17.5h3" />
    </>
  ),
  money: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="m9 7.5 3 4 3-4M12 11.5V17M9.3 12.5h5.4M9.3 15h5.4" />
    </>
  ),
  handshake: (
    <>
      <path d="M2 9.5 5.5 6l4 1.5M22 9.5 18.5 6l-3.8 1.2-4.4 4.1a1.4 1.4 0 0 0 2 2l2.4-2.1 4.6 4.3M5.5 6 4 13.5M18.5 6l1.5 6.8" />
      <path d="m4 13.5 4 4a1.3 1.3 0 0 0 1.9-1.9l-1-1M9.9 15.6l1.6 1.6a1.3 1.3 0 0 0 1.9-1.9l-1.4-1.4M13.4 15.3l.8.8a1.3 1.3 0 0 0 1.9-1.9" />
    </>
  ),
  star: <path d="M12 3.4 14.5 9.1 20.7 9.8 16.1 13.9 17.4 20 12 16.9 6.6 20 7.9 13.9 3.3 9.8 9.5 9.1z" />,
  check: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  lightbulb: (
    <path d="M9 17.5v-1.2c0-1.3-.6-2.3-1.6-3.3A6 6 0 1 1 16.6 13c-1 1-1.6 2-1.6 3.3v1.2M9 17.5h6M10 20.5h4" />
  ),
  puzzle: <path d="M5.5 7.5H9a2 2 0 1 1 4 0h3.5V11a2 2 0 1 1 0 4v3.5h-11V15a2 2 0 1 0 0-4V7.5z" />,
}

/** Query of the sprite's address: changes when a drawing changes, so browsers may cache it for good. */
export const ICON_SPRITE_PATH = '/icons.svg'

/** An element of a drawing as markup (the drawings use plain shapes with string and number attributes). */
function markup(node: React.ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return ''
  if (Array.isArray(node)) return node.map(markup).join('')
  if (!isValidElement(node)) return String(node)
  const { children, ...attributes } = node.props as Record<string, unknown> & { children?: React.ReactNode }
  if (node.type === Fragment) return markup(children)
  const attrs = Object.entries(attributes)
    .map(([name, value]) => ` ${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${String(value)}"`)
    .join('')
  return `<${String(node.type)}${attrs}>${markup(children)}</${String(node.type)}>`
}

/** Every icon as a <symbol> of one SVG file (served by src/app/icons.svg/route.ts). */
export function iconSpriteSvg(): string {
  const symbols = (Object.keys(drawings) as IconName[]).map(
    (name) =>
      `<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">${markup(drawings[name])}</symbol>`,
  )
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`
}

/** The sprite's version: a short hash of its content. */
export function iconSpriteVersion(): string {
  let hash = 5381
  for (const char of iconSpriteSvg()) hash = ((hash * 33) ^ char.charCodeAt(0)) >>> 0
  return hash.toString(36)
}

const spriteHref = `${ICON_SPRITE_PATH}?v=${iconSpriteVersion()}`

/**
 * One of the icons editors pick for cards: a 24×24 line drawing in the current text colour, decorative. It
 * points into the cached sprite, so a page with forty icons carries forty short references, not forty drawings.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg width={24} height={24} aria-hidden="true" focusable="false" className={className}>
      <use href={`${spriteHref}#${name}`} />
    </svg>
  )
}

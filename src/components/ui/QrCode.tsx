import 'server-only'

import QRCode from 'qrcode'

/** Modules of blank border around the code, so phones read it on any background. */
const QUIET_ZONE = 2

/** One SVG path of all dark modules in module units, each horizontal run of them one rectangle. */
function modulesPath(url: string): { d: string; size: number } {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' })
  let d = ''
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size;) {
      if (!modules.get(row, col)) {
        col++
        continue
      }
      const start = col
      while (col < modules.size && modules.get(row, col)) col++
      const run = col - start
      d += `M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${run}v1h-${run}z`
    }
  }
  return { d, size: modules.size + QUIET_ZONE * 2 }
}

/** A QR code of `url` drawn as inline SVG on the server: no bitmap upload, no QR library in the browser. */
export function QrCode({
  url,
  label,
  size = 128,
  className,
}: {
  url: string
  label: string
  size?: number
  className?: string
}) {
  const { d, size: viewBox } = modulesPath(url)
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${viewBox} ${viewBox}`}
      shapeRendering="crispEdges"
      className={className}
      data-qr-url={url}
    >
      <rect width={viewBox} height={viewBox} fill="#fff" />
      <path d={d} fill="#0f1f3d" />
    </svg>
  )
}

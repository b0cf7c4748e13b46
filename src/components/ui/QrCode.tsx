/**
 * A QR code drawn on the server as an SVG file (`src/app/qr/[file]/route.ts`; addresses from `@/server/qr`).
 * The page carries only its address: the code's paths would weigh a few kilobytes in the HTML and again in the
 * RSC payload of every page, for a picture shown on hover or tap. Lazy, so a closed panel does not fetch it.
 */
export function QrCode({
  src,
  label,
  size = 128,
  className,
}: {
  src: string
  label: string
  size?: number
  className?: string
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- an SVG of a few kB: nothing for the optimizer to do
    <img
      src={src}
      alt={label}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={className}
      data-qr
    />
  )
}

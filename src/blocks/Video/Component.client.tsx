'use client'

/** The page's video in the browser's own player, its right-click menu disabled (spec §2). */
export function VideoPlayer({
  src,
  type,
  poster,
  label,
}: {
  src: string
  type: string
  poster: string | undefined
  label: string
}) {
  return (
    <video
      controls
      preload="none"
      playsInline
      poster={poster}
      controlsList="nodownload"
      aria-label={label}
      onContextMenu={(event) => event.preventDefault()}
      className="block aspect-video w-full bg-ink"
    >
      <source src={src} type={type || undefined} />
      您的浏览器不支持视频播放。
    </video>
  )
}

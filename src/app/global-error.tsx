'use client'

import { useEffect, useState } from 'react'

import { isChunkLoadError, recoverFromChunkError } from '@/lib/chunk-reload'
import { pendingNavigation } from '@/lib/navigation'

/**
 * Last resort when even the error page (or a root layout) fails: a self-contained document with the
 * details and the way home. No app styles reach it, so it carries its own.
 */
export default function GlobalError({
  error,
  retry,
}: {
  error: Error & { digest?: string }
  retry?: () => void
}) {
  const chunkError = isChunkLoadError(error)
  const [shown, setShown] = useState(!chunkError)
  // A chunk of the root layout's parts that failed to load: one fresh load first (spec §2).
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- shown once the reload guard in storage said no
    if (!chunkError || !recoverFromChunkError(pendingNavigation())) setShown(true)
  }, [chunkError])
  const onRetry = chunkError ? () => window.location.reload() : retry
  const details = error.digest ? `错误编号：${error.digest}` : error.message
  return (
    <html lang="zh-CN">
      <body
        style={{
          margin: 0,
          fontFamily: 'system-ui, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
          color: '#0f1f3d',
        }}
      >
        <title>显示错误页面时出错</title>
        <main
          style={{
            minHeight: '100vh',
            display: shown ? 'grid' : 'none',
            placeItems: 'center',
            textAlign: 'center',
            padding: 24,
          }}
        >
          <div>
            <h1 style={{ fontSize: 24 }}>显示错误页面时出错</h1>
            <p lang="en">An error occurred while showing the error page</p>
            <pre style={{ whiteSpace: 'pre-wrap', color: '#4a5876', fontSize: 14 }}>{details}</pre>
            <p style={{ display: 'flex', gap: 16, justifyContent: 'center' }}>
              {onRetry ? (
                <button type="button" onClick={() => onRetry()} style={{ padding: '8px 20px' }}>
                  重试
                </button>
              ) : null}
              {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load leaves the failed client state behind */}
              <a href="/" style={{ color: '#1d4ed8', padding: '8px 0' }}>
                返回首页
              </a>
            </p>
          </div>
        </main>
      </body>
    </html>
  )
}

'use client'

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
            display: 'grid',
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
              {retry ? (
                <button type="button" onClick={() => retry()} style={{ padding: '8px 20px' }}>
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

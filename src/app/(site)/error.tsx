'use client'

import { useEffect, useState } from 'react'

import { ErrorView } from '@/components/error/ErrorView'
import { isChunkLoadError, recoverFromChunkError } from '@/lib/chunk-reload'
import { pendingNavigation } from '@/lib/navigation'
import { failLoadingBar } from '@/stores/loading-bar'

/**
 * Errors while rendering a page: the status code and the message, a retry and the way home. A chunk that
 * failed to load (a deployment replaced it) first loads the page again, once per 60 s (spec §2).
 */
export default function ErrorPage({
  error,
  retry,
}: {
  error: Error & { digest?: string; statusCode?: number }
  retry?: () => void
}) {
  const chunkError = isChunkLoadError(error)
  const [shown, setShown] = useState(!chunkError)
  useEffect(() => {
    if (chunkError && recoverFromChunkError(pendingNavigation())) return
    // eslint-disable-next-line react-hooks/set-state-in-effect -- shown once the reload guard in storage said no
    setShown(true)
    failLoadingBar()
  }, [chunkError])
  if (!shown) return null
  const status = error.statusCode ?? 500
  // Server errors reach the browser without their message in production; show a plain one instead.
  const message = error.digest ? '服务器开小差了，请稍后再试' : error.message || '页面出错了'
  // A chunk that failed once fails again from React's cache: only a fresh load brings it.
  const onRetry = chunkError ? () => window.location.reload() : retry
  return (
    <ErrorView
      status={status}
      title={message}
      detail={error.digest ? `错误编号：${error.digest}` : undefined}
    >
      {onRetry ? (
        <button
          type="button"
          onClick={() => onRetry()}
          className="rounded-full border border-brand-600 px-6 py-2.5 font-medium text-brand-600 hover:bg-brand-50"
        >
          重试
        </button>
      ) : null}
    </ErrorView>
  )
}

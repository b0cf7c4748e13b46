'use client'

import { useEffect } from 'react'

import { ErrorView } from '@/components/error/ErrorView'
import { failLoadingBar } from '@/stores/loading-bar'

/** Errors while rendering a page: the status code and the message, a retry and the way home. */
export default function ErrorPage({
  error,
  retry,
}: {
  error: Error & { digest?: string; statusCode?: number }
  retry?: () => void
}) {
  useEffect(failLoadingBar, [])
  const status = error.statusCode ?? 500
  // Server errors reach the browser without their message in production; show a plain one instead.
  const message = error.digest ? '服务器开小差了，请稍后再试' : error.message || '页面出错了'
  return (
    <ErrorView
      status={status}
      title={message}
      detail={error.digest ? `错误编号：${error.digest}` : undefined}
    >
      {retry ? (
        <button
          type="button"
          onClick={() => retry()}
          className="rounded-full border border-brand-600 px-6 py-2.5 font-medium text-brand-600 hover:bg-brand-50"
        >
          重试
        </button>
      ) : null}
    </ErrorView>
  )
}

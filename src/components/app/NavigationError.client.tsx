'use client'

import { useEffect, useRef } from 'react'

import { ErrorView } from '@/components/error/ErrorView'
import type { NavigationFailure } from '@/lib/navigation'

/**
 * The error page raised when the router's request for the next page fails (spec §4): the status and the
 * message in place of the page, a retry that loads the page it was going to, and the way home.
 */
export function NavigationError({ failure }: { failure: NavigationFailure }) {
  const heading = useRef<HTMLDivElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const offline = failure.status === 0
  return (
    <div
      ref={heading}
      tabIndex={-1}
      role="alert"
      data-testid="navigation-error"
      className="fixed inset-0 z-[55] overflow-auto bg-surface outline-none"
    >
      <ErrorView
        as="div"
        status={offline ? '网络错误' : failure.status}
        title={offline ? '网络连接失败，页面没有打开' : '页面加载失败，请稍后重试'}
        detail={offline ? undefined : `Request failed with status code ${failure.status}`}
      >
        <a
          href={failure.target}
          className="rounded-full border border-brand-600 px-6 py-2.5 font-medium text-brand-600 hover:bg-brand-50"
        >
          重试
        </a>
      </ErrorView>
    </div>
  )
}

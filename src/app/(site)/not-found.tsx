import type { Metadata } from 'next'

import { ErrorView } from '@/components/error/ErrorView'

export const metadata: Metadata = { title: '页面不存在', robots: { index: false } }

export default function NotFound() {
  return (
    <ErrorView
      status={404}
      title="抱歉，您访问的页面不存在或已被删除"
      detail="This page could not be found."
    />
  )
}

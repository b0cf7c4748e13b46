import type { Metadata } from 'next'

import { NotFoundView } from '@/components/error/NotFoundView'

export const metadata: Metadata = { title: '页面不存在', robots: { index: false } }

export default function NotFound() {
  return <NotFoundView />
}

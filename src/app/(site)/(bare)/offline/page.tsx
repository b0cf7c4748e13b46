import type { Metadata } from 'next'

import { ErrorView } from '@/components/error/ErrorView'

// What the service worker (src/sw/worker.ts) shows for a page it cannot fetch and has no copy of. Precached at
// install; one page for both devices (the device redirect leaves it alone), readable before any script runs.
export const metadata: Metadata = {
  title: '网络连接已断开',
  robots: { index: false, follow: false },
}

export default function OfflinePage() {
  return (
    <ErrorView
      as="div"
      status="离线"
      title="网络连接已断开，这个页面暂时打不开"
      detail="请检查 Wi-Fi 或移动数据。之前看过的页面在离线时仍可打开；网络恢复后，点“重新加载”即可继续浏览。"
    >
      {/* An empty href reloads the address the visitor asked for, not this page's own. */}
      <a
        href=""
        className="rounded-full border border-brand-600 px-6 py-2.5 font-medium text-brand-700 hover:bg-brand-50"
      >
        重新加载
      </a>
    </ErrorView>
  )
}

'use client'

import { useSearchParams } from 'next/navigation'

/** The list view's filters (`where[...]`, the search box, the sort) carried over to the CSV export. */
export function exportQuery(search: URLSearchParams): string {
  const kept = new URLSearchParams()
  for (const [key, value] of search) {
    if (key.startsWith('where') || key === 'search' || key === 'sort') kept.append(key, value)
  }
  const query = kept.toString()
  return query ? `?${query}` : ''
}

/** 导出 CSV above the leads list: exports exactly what the list shows, every page of it. */
export function ExportLeadsLink() {
  const search = useSearchParams()
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 'calc(var(--base) / 2)' }}>
      <a
        className="btn btn--style-secondary btn--size-small btn--icon-style-without-border"
        href={`/api/leads/export${exportQuery(new URLSearchParams(search.toString()))}`}
        download
      >
        导出 CSV（当前筛选的全部线索）
      </a>
    </div>
  )
}

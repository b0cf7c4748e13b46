import { Icon } from '@/components/icons/Icon'
import { Section } from '@/components/page/Section'
import type { ComparisonBlock } from '@/payload-types'

import type { BlockProps } from '../types'
import { cellKind } from './cells'

type Column = NonNullable<ComparisonBlock['columns']>[number]
type Row = NonNullable<ComparisonBlock['rows']>[number]

/** A cell as the reader takes it: a tick for included, a muted dash for not included, else its text. */
function CellValue({ value }: { value: string | null | undefined }) {
  switch (cellKind(value)) {
    case 'included':
      return (
        <>
          <Icon name="check" className="size-5 text-brand-600" />
          <span className="sr-only">包含</span>
        </>
      )
    case 'excluded':
      return (
        <>
          <svg
            viewBox="0 0 20 20"
            aria-hidden="true"
            focusable="false"
            className="size-5 text-slate-500"
            fill="none"
            stroke="currentColor"
            strokeWidth={1.8}
            strokeLinecap="round"
          >
            <path d="M6 10h8" />
          </svg>
          <span className="sr-only">不包含</span>
        </>
      )
    case 'empty':
      return null
    default:
      return value
  }
}

function RecommendedBadge() {
  return (
    <span className="shrink-0 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
      推荐
    </span>
  )
}

/** The whole comparison as one table filling the content column. */
function ComparisonTable({
  block,
  columns,
  rows,
}: {
  block: ComparisonBlock
  columns: Column[]
  rows: Row[]
}) {
  const cell = 'px-4 py-4 align-top lg:px-6'
  return (
    <div className="overflow-hidden rounded-2xl bg-white text-ink shadow-sm ring-1 ring-slate-200">
      <table className="w-full table-fixed border-collapse text-left text-[0.9375rem] leading-relaxed">
        <caption className="sr-only">{block.heading}</caption>
        <colgroup>
          <col className={columns.length > 3 ? 'w-[18%]' : columns.length > 2 ? 'w-[22%]' : 'w-[30%]'} />
          {columns.map((column) => (
            <col key={column.id ?? column.label} />
          ))}
        </colgroup>
        <thead className="bg-surface">
          <tr>
            <th scope="col" className={`${cell} text-sm font-semibold text-muted`}>
              {block.rowHeader}
            </th>
            {columns.map((column) => (
              <th
                key={column.id ?? column.label}
                scope="col"
                className={`${cell} ${column.highlight ? 'bg-brand-50 shadow-[inset_0_4px_0_0_var(--color-brand-600)]' : ''}`}
              >
                <span className="flex flex-wrap items-center gap-2 text-base font-bold">
                  {column.label}
                  {column.highlight ? <RecommendedBadge /> : null}
                </span>
                {column.note ? (
                  <span className="mt-1 block text-sm leading-snug font-normal text-muted">
                    {column.note}
                  </span>
                ) : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id ?? row.label} className="border-t border-slate-200">
              <th scope="row" className={`${cell} font-medium`}>
                {row.label}
              </th>
              {columns.map((column, index) => (
                <td
                  key={column.id ?? column.label}
                  className={`${cell} ${column.highlight ? 'bg-brand-50/60' : ''}`}
                >
                  <CellValue value={row.cells?.[index]?.value} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** On a phone, one card per column: its name and note, then each row's label and value. */
function ComparisonCards({ columns, rows, onBrand }: { columns: Column[]; rows: Row[]; onBrand: boolean }) {
  return (
    <ul className="grid gap-4">
      {columns.map((column, index) => (
        <li
          key={column.id ?? column.label}
          className={`rounded-2xl bg-white p-5 text-ink shadow-sm ${column.highlight ? (onBrand ? 'ring-2 ring-white ring-offset-2 ring-offset-brand-700' : 'ring-2 ring-brand-600') : 'ring-1 ring-slate-200'}`}
        >
          <div className="flex items-start justify-between gap-3">
            <h3 className="text-[1.0625rem] leading-snug font-bold">{column.label}</h3>
            {column.highlight ? <RecommendedBadge /> : null}
          </div>
          {column.note ? (
            <p className="mt-1 text-[0.8125rem] leading-snug text-muted">{column.note}</p>
          ) : null}
          <dl className="mt-4 divide-y divide-slate-100 border-t border-slate-100">
            {rows.map((row) => (
              <div
                key={row.id ?? row.label}
                className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3 py-2.5"
              >
                <dt className="text-[0.8125rem] leading-relaxed text-muted">{row.label}</dt>
                <dd className="text-[0.875rem] leading-relaxed">
                  <CellValue value={row.cells?.[index]?.value} />
                </dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  )
}

/**
 * A comparison of editions, plans or levels: a table on desktop; on a phone one card per column, so nothing
 * scrolls sideways.
 */
export function ComparisonComponent({ block, device, tone, id }: BlockProps<ComparisonBlock>) {
  const mobile = device === 'mobile'
  const columns = block.columns ?? []
  const rows = block.rows ?? []
  return (
    <Section id={id} tone={tone} device={device} heading={block.heading} intro={block.intro}>
      {mobile ? (
        <ComparisonCards columns={columns} rows={rows} onBrand={tone === 'brand'} />
      ) : (
        <ComparisonTable block={block} columns={columns} rows={rows} />
      )}
      {block.footnote ? (
        <p
          className={`leading-relaxed whitespace-pre-line ${tone === 'brand' ? 'text-blue-100' : 'text-muted'} ${mobile ? 'mt-4 text-[0.8125rem]' : 'mt-5 text-sm'}`}
        >
          {block.footnote}
        </p>
      ) : null}
    </Section>
  )
}

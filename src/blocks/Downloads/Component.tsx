import { Icon } from '@/components/icons/Icon'
import { Section } from '@/components/page/Section'
import { fileRef, type FileRef } from '@/lib/media'
import type { DownloadsBlock } from '@/payload-types'

import type { BlockProps } from '../types'

/** 1.2 MB, 356 KB: the size as a reader judges a download. */
function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`
  return `${Math.max(1, Math.round(bytes / 1024))} KB`
}

/** PDF, DOCX: the file name's extension, else the MIME subtype. */
function fileFormat(file: FileRef): string {
  const extension = /\.([a-z0-9]{1,5})$/i.exec(file.filename)?.[1]
  return (extension ?? file.mimeType.split('/')[1] ?? '').toUpperCase()
}

/** A page with a folded corner: a document to download. */
function DocumentGlyph({ className }: { className: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5z" />
      <path d="M14 3v5h5M9 13h6M9 16.5h4" />
    </svg>
  )
}

/** The download itself: "下载" on screen, "下载《title》" for a screen reader. */
function DownloadLink({
  item,
  onBrand,
  mobile,
}: {
  item: { title: string; file: FileRef }
  onBrand: boolean
  mobile: boolean
}) {
  return (
    <a
      href={item.file.url}
      download={item.file.filename}
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full font-semibold transition-colors ${mobile ? 'mt-3 h-11 px-5 text-[0.875rem]' : 'h-10 px-4 text-sm'} ${onBrand ? 'bg-white text-brand-700 hover:bg-brand-50 focus-visible:outline-white' : 'border border-brand-600 text-brand-700 hover:bg-brand-50'}`}
    >
      <Icon name="download" className="size-4" />
      下载<span className="sr-only">《{item.title}》</span>
    </a>
  )
}

/** Files to download, each with its format and size and a link that names the file it downloads. */
export function DownloadsComponent({ block, device, tone, id }: BlockProps<DownloadsBlock>) {
  const mobile = device === 'mobile'
  const onBrand = tone === 'brand'
  const items = (block.items ?? []).flatMap((item) => {
    const file = fileRef(item.file)
    return file ? [{ ...item, file }] : []
  })
  return (
    <Section id={id} tone={tone} device={device} heading={block.heading} intro={block.intro}>
      <ul className={`grid ${mobile ? 'gap-3' : 'gap-5 md:grid-cols-2'}`}>
        {items.map((item) => (
          <li
            key={item.id ?? item.title}
            className={`flex rounded-2xl ${mobile ? 'items-start gap-3 p-4' : 'items-center gap-4 p-5'} ${onBrand ? 'panel-on-brand' : 'panel'}`}
          >
            <span
              className={`grid shrink-0 place-items-center self-start rounded-xl ${mobile ? 'size-10' : 'size-12'} ${onBrand ? 'bg-white/15 text-white' : 'bg-brand-50 text-brand-600'}`}
            >
              <DocumentGlyph className={mobile ? 'size-5' : 'size-6'} />
            </span>
            <div className="min-w-0 flex-1">
              <h3 className={`font-semibold leading-snug ${mobile ? 'text-[0.9375rem]' : 'text-base'}`}>
                {item.title}
              </h3>
              {item.description ? (
                <p
                  className={`mt-1 leading-relaxed ${onBrand ? 'text-blue-50' : 'text-muted'} ${mobile ? 'text-[0.8125rem]' : 'text-sm'}`}
                >
                  {item.description}
                </p>
              ) : null}
              <p
                className={`mt-1.5 ${onBrand ? 'text-blue-100' : 'text-muted'} ${mobile ? 'text-[0.8125rem]' : 'text-sm'}`}
              >
                {fileFormat(item.file)} · {formatFileSize(item.file.size)}
              </p>
              {/* Under the text on a phone, so the title keeps the card's width. */}
              {mobile ? <DownloadLink item={item} onBrand={onBrand} mobile /> : null}
            </div>
            {mobile ? null : <DownloadLink item={item} onBrand={onBrand} mobile={false} />}
          </li>
        ))}
      </ul>
    </Section>
  )
}

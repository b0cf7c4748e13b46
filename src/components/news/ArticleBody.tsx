import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { DefaultNodeTypes, SerializedLinkNode } from '@payloadcms/richtext-lexical'
import { LinkJSXConverter, RichText, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import { Img } from '@/components/media/Img'

import type { Device } from '@/blocks/types'
import { mobileArticlePath } from '@/components/mobile/news/paths'
import { articlePath, findNewsType } from '@/content/news-types'
import { hrefForDevice } from '@/lib/device-links'
import { imageRef } from '@/lib/media'
import type { Media } from '@/payload-types'

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6'

/** An internal link's target: an article, a page of the site, a file's URL, else the news list. */
function internalHref(linkNode: SerializedLinkNode, device: Device): string {
  const doc = linkNode.fields.doc
  const value = doc && typeof doc.value === 'object' ? doc.value : null
  if (doc?.relationTo === 'news' && value && findNewsType(String(value.type))) {
    return device === 'mobile'
      ? mobileArticlePath(Number(value.id))
      : articlePath({ id: value.id, type: String(value.type) })
  }
  if (doc?.relationTo === 'pages' && value && typeof value.path === 'string')
    return hrefForDevice(value.path, device)
  if (doc?.relationTo === 'media' && value && typeof value.url === 'string') return value.url
  return device === 'mobile' ? '/mobile/news' : '/news'
}

/**
 * How far the text's headings move so that its highest one is `top`: the page's title is the h1 (and a
 * section's heading the h2), the text's own outline keeps its steps below that.
 */
function headingShift(data: SerializedEditorState, top: 2 | 3): number {
  const levels = data.root.children.flatMap((node) =>
    node.type === 'heading' && 'tag' in node && typeof node.tag === 'string'
      ? [Number(node.tag.slice(1))]
      : [],
  )
  return levels.length ? top - Math.min(...levels) : 0
}

function converters(
  device: Device,
  shift: number,
  imageSizes: string,
): JSXConvertersFunction<DefaultNodeTypes> {
  return ({ defaultConverters }) => ({
    ...defaultConverters,
    ...LinkJSXConverter({ internalDocToHref: ({ linkNode }) => internalHref(linkNode, device) }),
    heading: ({ node, nodesToJSX }) => {
      const Tag = `h${Math.min(6, Math.max(2, Number(node.tag.slice(1)) + shift))}` as HeadingTag
      return <Tag>{nodesToJSX({ nodes: node.children })}</Tag>
    },
    upload: ({ node }) => {
      const media = typeof node.value === 'object' ? (node.value as unknown as Media) : null
      const alt = typeof node.fields?.alt === 'string' ? node.fields.alt : undefined
      const image = media?.mimeType?.startsWith('image/') ? imageRef(media, alt) : null
      if (!image) return null
      return (
        <figure>
          <Img
            src={image.url}
            alt={image.alt}
            width={image.width}
            height={image.height}
            sizes={imageSizes}
          />
        </figure>
      )
    },
  })
}

/** What the editor's nodes look like in both sizes: colours, list markers, links, quotes, code, pictures. */
const common = [
  'break-words text-slate-800',
  '[&_h2]:font-bold [&_h2]:leading-snug [&_h2]:text-ink [&_h3]:font-semibold [&_h3]:text-ink',
  '[&_h4]:font-semibold [&_h4]:text-ink [&_h5]:font-semibold [&_h6]:font-semibold',
  '[&_ul]:list-disc [&_ol]:list-decimal [&_li::marker]:text-brand-600 [&_li_ul]:my-1 [&_li_ol]:my-1',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-brand-500 [&_blockquote]:bg-brand-50 [&_blockquote]:text-muted',
  '[&_a]:font-medium [&_a]:text-brand-600 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-brand-700',
  '[&_strong]:font-semibold [&_strong]:text-ink',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.9em]',
  '[&_hr]:border-slate-200 [&_figure_img]:h-auto [&_figure_img]:w-full',
  '[&>:first-child]:mt-0',
]

/** Sizes and spacing: reading on a desktop screen, and on a phone (rem, so they follow its root font). */
const sized: Record<Device, string[]> = {
  desktop: [
    'text-[1.0625rem] leading-[1.9]',
    '[&_p]:my-5',
    '[&_h2]:mb-4 [&_h2]:mt-10 [&_h2]:text-2xl [&_h3]:mb-3 [&_h3]:mt-8 [&_h3]:text-xl',
    '[&_h4]:mb-2 [&_h4]:mt-6 [&_h4]:text-lg [&_h5]:mt-6 [&_h6]:mt-6',
    '[&_ul]:my-5 [&_ul]:pl-7 [&_ol]:my-5 [&_ol]:pl-7 [&_li]:my-1.5 [&_li]:pl-1',
    '[&_blockquote]:my-6 [&_blockquote]:rounded-r-xl [&_blockquote]:px-5 [&_blockquote]:py-3',
    '[&_hr]:my-10 [&_figure]:my-8 [&_figure_img]:rounded-xl',
  ],
  mobile: [
    'text-[0.9375rem] leading-[1.8]',
    '[&_p]:my-3.5',
    '[&_h2]:mb-3 [&_h2]:mt-7 [&_h2]:text-lg [&_h3]:mb-2 [&_h3]:mt-6 [&_h3]:text-[1.0625rem]',
    '[&_h4]:mb-2 [&_h4]:mt-5 [&_h4]:text-base [&_h5]:mt-5 [&_h6]:mt-5',
    '[&_ul]:my-3.5 [&_ul]:pl-5 [&_ol]:my-3.5 [&_ol]:pl-5 [&_li]:my-1',
    '[&_blockquote]:my-4 [&_blockquote]:rounded-r-lg [&_blockquote]:px-4 [&_blockquote]:py-2.5',
    '[&_hr]:my-7 [&_figure]:my-5 [&_figure_img]:rounded-lg',
  ],
}

/**
 * Rich text from Payload's structured JSON, rendered by React (never as stored HTML), set for reading on
 * `device`. Its highest heading becomes `topLevel`; pictures are served at `imageSizes`.
 */
export function RichTextBody({
  data,
  device = 'desktop',
  topLevel = 2,
  imageSizes,
  className = '',
}: {
  data: SerializedEditorState | null | undefined
  device?: Device
  topLevel?: 2 | 3
  imageSizes: string
  className?: string
}) {
  if (!data?.root?.children?.length) return null
  return (
    <RichText
      data={data}
      converters={converters(device, headingShift(data, topLevel), imageSizes)}
      className={`${common.join(' ')} ${sized[device].join(' ')} ${className}`}
    />
  )
}

/** The article's body under its title (the page's h1). */
export function ArticleBody({ data }: { data: SerializedEditorState | null }) {
  return <RichTextBody data={data} imageSizes="(min-width: 832px) 768px, calc(100vw - 40px)" />
}

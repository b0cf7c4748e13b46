import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { DefaultNodeTypes, SerializedLinkNode } from '@payloadcms/richtext-lexical'
import { LinkJSXConverter, RichText, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import Image from 'next/image'

import { articlePath, findNewsType } from '@/content/news-types'
import { imageRef } from '@/server/news'
import type { Media } from '@/payload-types'

/** An internal link's target: an article's canonical path, a file's URL, else the news list. */
function internalDocToHref({ linkNode }: { linkNode: SerializedLinkNode }): string {
  const doc = linkNode.fields.doc
  const value = doc && typeof doc.value === 'object' ? doc.value : null
  if (doc?.relationTo === 'news' && value && findNewsType(String(value.type))) {
    return articlePath({ id: value.id, type: String(value.type) })
  }
  if (doc?.relationTo === 'media' && value && typeof value.url === 'string') return value.url
  return '/news'
}

const converters: JSXConvertersFunction<DefaultNodeTypes> = ({ defaultConverters }) => ({
  ...defaultConverters,
  ...LinkJSXConverter({ internalDocToHref }),
  // The article's title is the page's h1: headings in the body start one level below.
  heading: ({ node, nodesToJSX }) => {
    const Tag = node.tag === 'h1' ? 'h2' : node.tag
    return <Tag>{nodesToJSX({ nodes: node.children })}</Tag>
  },
  upload: ({ node }) => {
    const media = typeof node.value === 'object' ? (node.value as unknown as Media) : null
    const alt = typeof node.fields?.alt === 'string' ? node.fields.alt : undefined
    const image = media?.mimeType?.startsWith('image/') ? imageRef(media, alt) : null
    if (!image) return null
    return (
      <figure>
        <Image
          src={image.url}
          alt={image.alt}
          width={image.width}
          height={image.height}
          sizes="(min-width: 832px) 768px, calc(100vw - 40px)"
        />
      </figure>
    )
  },
})

/** Reading styles of the article body, written for the nodes the editor produces. */
const bodyStyles = [
  'text-[17px] leading-[1.9] text-slate-800 break-words',
  '[&_p]:my-5',
  '[&_h2]:mb-4 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:leading-snug [&_h2]:text-ink',
  '[&_h3]:mb-3 [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-ink',
  '[&_h4]:mb-2 [&_h4]:mt-6 [&_h4]:text-lg [&_h4]:font-semibold [&_h4]:text-ink',
  '[&_h5]:mt-6 [&_h5]:font-semibold [&_h6]:mt-6 [&_h6]:font-semibold',
  '[&_ul]:my-5 [&_ul]:list-disc [&_ul]:pl-7 [&_ol]:my-5 [&_ol]:list-decimal [&_ol]:pl-7',
  '[&_li]:my-1.5 [&_li]:pl-1 [&_li::marker]:text-brand-600 [&_li_ul]:my-1 [&_li_ol]:my-1',
  '[&_blockquote]:my-6 [&_blockquote]:rounded-r-xl [&_blockquote]:border-l-4 [&_blockquote]:border-brand-500 [&_blockquote]:bg-brand-50 [&_blockquote]:px-5 [&_blockquote]:py-3 [&_blockquote]:text-muted',
  '[&_a]:font-medium [&_a]:text-brand-600 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-brand-700',
  '[&_strong]:font-semibold [&_strong]:text-ink',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.9em]',
  '[&_hr]:my-10 [&_hr]:border-slate-200',
  '[&_figure]:my-8 [&_figure_img]:h-auto [&_figure_img]:w-full [&_figure_img]:rounded-xl',
  '[&>:first-child]:mt-0',
].join(' ')

/** The article's body, rendered by React from Payload's structured rich text (never as stored HTML). */
export function ArticleBody({ data }: { data: SerializedEditorState | null }) {
  if (!data?.root?.children?.length) return null
  return <RichText data={data} converters={converters} className={bodyStyles} />
}

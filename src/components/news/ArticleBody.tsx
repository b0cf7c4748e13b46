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
          <Img src={image.url} alt={image.alt} width={image.width} height={image.height} sizes={imageSizes} />
        </figure>
      )
    },
  })
}

/** Sizes and spacing for reading on each device (globals.css, beside `.rich-text`). */
const sizedFor: Record<Device, string> = { desktop: 'rich-text-desktop', mobile: 'rich-text-mobile' }

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
      // Colours, markers, links, quotes, code, pictures: `.rich-text` in globals.css.
      className={`rich-text ${sizedFor[device]} ${className}`}
    />
  )
}

/** The article's body under its title (the page's h1). */
export function ArticleBody({ data }: { data: SerializedEditorState | null }) {
  return <RichTextBody data={data} imageSizes="(min-width: 832px) 768px, calc(100vw - 40px)" />
}

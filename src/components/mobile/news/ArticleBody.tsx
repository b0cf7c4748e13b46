import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { type JSXConvertersFunction, LinkJSXConverter, RichText } from '@payloadcms/richtext-lexical/react'
import { Img } from '@/components/media/Img'

import type { Media } from '@/payload-types'
import { imageRef } from '@/lib/media'

import { mobileArticlePath } from './paths'

// Links to another article stay on the mobile site; any other internal document goes to the mobile home.
const linkConverters = LinkJSXConverter({
  internalDocToHref: ({ linkNode }) => {
    const doc = linkNode.fields.doc
    if (doc?.relationTo !== 'news') return '/mobile'
    const id = typeof doc.value === 'object' ? doc.value.id : doc.value
    return mobileArticlePath(Number(id))
  },
})

const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  ...linkConverters,
  upload: ({ node }) => {
    const image = typeof node.value === 'object' ? imageRef(node.value as Media) : null
    if (!image) return null
    return (
      <Img
        src={image.url}
        alt={(node.fields?.alt as string | undefined) || image.alt}
        width={image.width}
        height={image.height}
        sizes="(min-width: 768px) 688px, calc(100vw - 4rem)"
        className="my-5 h-auto w-full rounded-lg"
      />
    )
  },
})

/** An article's structured rich text, set for reading on a phone. */
export function ArticleBody({ data }: { data: SerializedEditorState }) {
  return (
    <RichText
      data={data}
      converters={converters}
      className="text-[0.9375rem] leading-[1.8] text-ink [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-100 [&_blockquote]:bg-surface [&_blockquote]:px-4 [&_blockquote]:py-3 [&_blockquote]:text-muted [&_h2]:mt-7 [&_h2]:mb-3 [&_h2]:text-lg [&_h2]:font-bold [&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:font-bold [&_li]:my-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:my-3 [&_ul]:list-disc [&_ul]:pl-5"
    />
  )
}

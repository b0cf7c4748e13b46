import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import { RichTextBody } from '@/components/news/ArticleBody'
import { Section } from '@/components/page/Section'
import type { RichTextBlock } from '@/payload-types'

import type { BlockProps } from '../types'

/**
 * Free text from the rich-text editor: a reading column (about 46rem) or the full content width. Its
 * headings sit under the section's own heading; on the brand background it is set on a white card.
 */
export function RichTextComponent({ block, device, tone, id }: BlockProps<RichTextBlock>) {
  const mobile = device === 'mobile'
  const narrow = block.width !== 'wide'
  const onBrand = tone === 'brand'
  const body = (
    <RichTextBody
      data={block.content as SerializedEditorState}
      device={device}
      topLevel={block.heading ? 3 : 2}
      imageSizes={
        mobile
          ? onBrand
            ? 'calc(100vw - 80px)'
            : 'calc(100vw - 40px)'
          : narrow
            ? '(min-width: 776px) 736px, calc(100vw - 40px)'
            : '(min-width: 1200px) 1160px, calc(100vw - 40px)'
      }
    />
  )
  return (
    <Section id={id} tone={tone} device={device} heading={block.heading} intro={block.intro}>
      <div
        className={`${narrow ? 'max-w-[46rem]' : ''} ${onBrand ? `rounded-2xl bg-white text-ink shadow-xl shadow-ink/20 ${mobile ? 'p-5' : 'p-8 md:p-10'}` : ''}`}
      >
        {body}
      </div>
    </Section>
  )
}

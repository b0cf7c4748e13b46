import type { ComponentType } from 'react'

import { ServerMarkup } from '@/components/page/ServerMarkup.client'

import { BannerSlotComponent } from './BannerSlot/Component'
import { CallToActionComponent } from './CallToAction/Component'
import { CardGridComponent } from './CardGrid/Component'
import { CaseStudiesComponent } from './CaseStudies/Component'
import { ComparisonComponent } from './Comparison/Component'
import { DownloadsComponent } from './Downloads/Component'
import { FaqComponent } from './Faq/Component'
import { FeatureRowsComponent } from './FeatureRows/Component'
import { GalleryComponent } from './Gallery/Component'
import { LatestNewsComponent } from './LatestNews/Component'
import { LeadFormComponent } from './LeadForm/Component'
import { LogoWallComponent } from './LogoWall/Component'
import { QuotesComponent } from './Quotes/Component'
import { RichTextComponent } from './RichText/Component'
import { StatsComponent } from './Stats/Component'
import { StepsComponent } from './Steps/Component'
import { blocksFor, sectionId, sectionTones } from './layout'
import type { BlockProps, BlockType, Device, LayoutBlock } from './types'
import { VideoComponent } from './Video/Component'

type Renderers = { [K in BlockType]: ComponentType<BlockProps<Extract<LayoutBlock, { blockType: K }>>> }

/** One renderer per block type: a new block is one folder, one line here and one in `blocks/index.ts`. */
const renderers: Renderers = {
  bannerSlot: BannerSlotComponent,
  cardGrid: CardGridComponent,
  caseStudies: CaseStudiesComponent,
  comparison: ComparisonComponent,
  cta: CallToActionComponent,
  downloads: DownloadsComponent,
  faq: FaqComponent,
  featureRows: FeatureRowsComponent,
  gallery: GalleryComponent,
  latestNews: LatestNewsComponent,
  leadForm: LeadFormComponent,
  logoWall: LogoWallComponent,
  quotes: QuotesComponent,
  richText: RichTextComponent,
  stats: StatsComponent,
  steps: StepsComponent,
  video: VideoComponent,
}

/** A page's blocks for one device, each in its section. */
export function RenderBlocks({
  blocks,
  device,
  route,
}: {
  blocks: LayoutBlock[] | null | undefined
  device: Device
  route: string
}) {
  const shown = blocksFor(blocks, device)
  const tones = sectionTones(shown)
  return shown.map((block, index) => {
    const Renderer = renderers[block.blockType] as ComponentType<BlockProps<LayoutBlock>>
    // `contents`: the marker box takes no part in the layout; tests and analytics find blocks by type. A block
    // of plain markup is not repeated in the first document's payload (ServerMarkup).
    return (
      <ServerMarkup
        key={block.id ?? index}
        memo={`${device}:${route}:${block.id ?? index}`}
        data-block={block.blockType}
        className="contents"
      >
        <Renderer
          block={block}
          device={device}
          tone={tones[index]!}
          id={sectionId(block, index)}
          route={route}
        />
      </ServerMarkup>
    )
  })
}

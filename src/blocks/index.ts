import type { Block } from 'payload'

import { BannerSlotBlock } from './BannerSlot/config'
import { CallToActionBlock } from './CallToAction/config'
import { CardGridBlock } from './CardGrid/config'
import { CaseStudiesBlock } from './CaseStudies/config'
import { ComparisonBlock } from './Comparison/config'
import { DownloadsBlock } from './Downloads/config'
import { FaqBlock } from './Faq/config'
import { FeatureRowsBlock } from './FeatureRows/config'
import { GalleryBlock } from './Gallery/config'
import { LatestNewsBlock } from './LatestNews/config'
import { LeadFormBlock } from './LeadForm/config'
import { LogoWallBlock } from './LogoWall/config'
import { QuotesBlock } from './Quotes/config'
import { RichTextBlock } from './RichText/config'
import { StatsBlock } from './Stats/config'
import { StepsBlock } from './Steps/config'
import { VideoBlock } from './Video/config'

/** Every block an editor can add to a page, in the order the admin offers them. */
export const pageBlocks: Block[] = [
  CardGridBlock,
  FeatureRowsBlock,
  StepsBlock,
  StatsBlock,
  CaseStudiesBlock,
  QuotesBlock,
  LogoWallBlock,
  ComparisonBlock,
  FaqBlock,
  CallToActionBlock,
  LeadFormBlock,
  LatestNewsBlock,
  BannerSlotBlock,
  GalleryBlock,
  VideoBlock,
  DownloadsBlock,
  RichTextBlock,
]

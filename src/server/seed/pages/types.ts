import type { Media, Page } from '@/payload-types'

import type { MediaKey } from '../media/catalog'

/**
 * A page document as the seed writes it: Payload's `Page` without ids and timestamps, with every upload
 * named by its key in the media catalogue (the seed uploads the file and puts its id there).
 */
type Seeded<T> = T extends { root: unknown }
  ? T // rich text: Lexical JSON, written with richText()
  : [Media] extends [T]
    ? MediaKey | null | undefined
    : T extends (infer U)[]
      ? Seeded<U>[]
      : T extends object
        ? { [K in keyof T as K extends 'id' | 'blockName' ? never : K]: Seeded<T[K]> }
        : T

export type SeedPage = Seeded<Omit<Page, 'id' | 'createdAt' | 'updatedAt' | '_status'>>

export type SeedBlock = NonNullable<SeedPage['layout']>[number]

/** Typed marketing copy: one object per page, read by the route and its metadata. */

export interface ContentItem {
  title: string
  text: string
}

export interface ContentSection {
  /** Stable id for in-page anchors (lowercase latin, dashes). */
  id: string
  heading: string
  body?: string
  items?: ContentItem[]
}

export interface PageContent {
  /** The route exactly as the spec writes it, e.g. `/school-home`, `/mobile/news`. */
  path: string
  /** Document title without the brand suffix (the layout appends the brand). */
  title: string
  /** Meta description for search engines, 60-120 Chinese characters. */
  description: string
  /** The page's single h1. */
  heading: string
  /** Lead paragraph under the heading. */
  intro: string
  sections: ContentSection[]
}

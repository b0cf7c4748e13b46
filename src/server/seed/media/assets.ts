import { fileURLToPath } from 'node:url'

/** The path of a file in src/server/seed/assets/ (the demo video and PDFs the seed uploads). */
export function assetPath(file: string): string {
  return fileURLToPath(new URL(`../assets/${file}`, import.meta.url))
}

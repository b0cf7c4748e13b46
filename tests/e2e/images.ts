import type { Locator } from '@playwright/test'

/** Whether the `<img>` has loaded a picture (complete, and not a broken one). */
export function pictureLoaded(image: Locator): Promise<boolean> {
  return image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)
}

import { expect, type Locator } from '@playwright/test'

/**
 * Scrolls `locator` into view and waits until it stays put. Sections away from the screen are first laid out on
 * estimated heights (content-visibility, globals.css) and take their real heights in the frames after they come
 * near, which moves everything below them: a click aimed right after the scroll can land on something else.
 */
export async function scrollIntoSettledView(locator: Locator) {
  await expect
    .poll(async () => {
      await locator.scrollIntoViewIfNeeded()
      return locator.evaluate(
        (element) =>
          new Promise<boolean>((resolve) => {
            const top = element.getBoundingClientRect().top
            requestAnimationFrame(() =>
              requestAnimationFrame(() => resolve(element.getBoundingClientRect().top === top)),
            )
          }),
      )
    }, 'the element holds its place once scrolled into view')
    .toBe(true)
}

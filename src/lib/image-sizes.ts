/**
 * The widths next/image resizes pictures to (next.config.ts `images`). Fewer than Next's sixteen: every
 * picture's srcset is written into the HTML and again into the page's RSC payload. Phones up to 3x and desktops
 * up to 2x still get a close size; `src/lib/srcset.ts` then drops the ones a picture's `sizes` rules out.
 */
export const IMAGE_DEVICE_SIZES = [640, 750, 828, 1080, 1200, 1920, 2560]
export const IMAGE_SIZES = [64, 128, 256, 384]

/**
 * Embla's `duration` option is not milliseconds. In embla-carousel 8 (ScrollBody) every fixed 1/60 s step
 * adds `distance left / duration` to the velocity, multiplies the velocity by the friction 0.68 and moves by
 * it: a spring that eases out (it overshoots a little below duration 22). Its first animation frame runs two
 * steps at once. We count a slide as done when it has covered 95% of the way; the rest is a tail of a few
 * pixels. Independent of the distance.
 *
 * duration → time to 95%: 14 → 200 ms, 17 → 267 ms, 18 → 283 ms, 19 → 300 ms, 20 → 333 ms, 25 (embla's
 * default) → 450 ms. Measured in Chromium by tests/e2e/banners.e2e.ts.
 */
const STEP_MS = 1000 / 60
const FRICTION = 0.68
const DONE_SHARE = 0.95
const FIRST_FRAME_STEPS = 2

/** Milliseconds embla takes to cover 95% of a slide with this `duration`. */
export function emblaSlideMs(duration: number): number {
  let location = 0
  let velocity = 0
  let steps = 0
  while (location < DONE_SHARE && steps < 1000) {
    velocity = (velocity + (1 - location) / duration) * FRICTION
    location += velocity
    steps += 1
  }
  return (steps - FIRST_FRAME_STEPS) * STEP_MS
}

/** The embla `duration` whose slide time is closest to `ms`. */
export function emblaDuration(ms: number): number {
  let best = 1
  for (let duration = 2; duration <= 100; duration += 1) {
    if (Math.abs(emblaSlideMs(duration) - ms) < Math.abs(emblaSlideMs(best) - ms)) best = duration
  }
  return best
}

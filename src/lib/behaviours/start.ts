import { startImages } from './images'
import { startScrollReveal } from './reveal'

/** The page behaviours that need no hurry (src/instrumentation-client.ts loads this when the page is idle). */
export function startBehaviours() {
  startScrollReveal()
  startImages()
}

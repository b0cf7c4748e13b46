// Device detection shared by the proxy (server) and client code: no Node imports allowed here.

// Substring markers from the spec; `rv:1.2.3.4` is the fake Gecko version sent by UC Browser 7.
const MOBILE_MARKERS =
  /android|iphone|ipad|ipod|midp|rv:1\.2\.3\.4|ucweb|windows ce|windows mobile|miuibrowser|micromessenger/i

// `ios` must be a whole word: as a bare substring it would also match e.g. "Kubios" or "Radios".
const IOS_WORD = /\bios\b/i

// HarmonyOS phones may omit "Android", so require the OS name together with a phone/mobile token.
const HARMONY_OS = /openharmony|harmonyos/i
const HARMONY_PHONE = /phone|mobile/i

/** True when the user agent belongs to a phone/tablet; an empty or missing UA counts as desktop. */
export function isMobileUserAgent(ua: string | null | undefined): boolean {
  if (!ua) return false
  if (MOBILE_MARKERS.test(ua) || IOS_WORD.test(ua)) return true
  // iPadOS 13+ sends a Macintosh UA by default, so it intentionally stays desktop.
  return HARMONY_OS.test(ua) && HARMONY_PHONE.test(ua)
}

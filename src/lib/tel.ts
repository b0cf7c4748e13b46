/** A phone number as a `tel:` link: the digits (and a leading +) without the dashes and spaces it is shown with. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

/** Drawn in place of a missing cover: the brand gradient with the article's type, so no box is left empty. */
export function CoverPlaceholder({ label }: { label: string }) {
  return (
    <div
      aria-hidden="true"
      className="absolute inset-0 grid place-items-center bg-gradient-to-br from-brand-600 to-brand-500 text-2xl font-bold tracking-widest text-white/90"
    >
      {label}
    </div>
  )
}

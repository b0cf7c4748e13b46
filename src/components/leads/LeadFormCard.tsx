import { StandaloneLeadForm } from './LeadForm.client'

/** The lead form on a page of its own (cooperation, join us, landing), in a card under the section text. */
export function LeadFormCard({ idPrefix }: { idPrefix: string }) {
  return (
    <div className="mt-8 max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <StandaloneLeadForm idPrefix={idPrefix} />
    </div>
  )
}

'use client'

import * as Dialog from '@radix-ui/react-dialog'

import { LeadForm, useLeadForm } from '../leads/LeadForm.client'

/**
 * The in-site message panel of the float window: the visitor's message is validated on blur with the same
 * schema as the server and stored as a lead. Loaded on the first click; stays mounted afterwards, so what the
 * visitor typed survives closing the panel and any failed submission.
 */
export default function MessagePanel({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  // Kept here, outside the dialog content that unmounts on close, so the typed text survives closing.
  const lead = useLeadForm()
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100vh-2rem)] w-[440px] max-w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl"
          data-testid="message-panel"
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-bold text-ink">在线留言</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-muted">
                留下您的联系方式和想了解的内容，我们会尽快与您联系。
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label="关闭"
              className="-mr-2 -mt-2 rounded-full p-2 text-muted hover:bg-slate-100 hover:text-ink"
            >
              <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path
                  d="M5 5l10 10M15 5L5 15"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                />
              </svg>
            </Dialog.Close>
          </div>

          <LeadForm state={lead} className="mt-5" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

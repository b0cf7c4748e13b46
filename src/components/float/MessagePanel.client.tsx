'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import * as Dialog from '@radix-ui/react-dialog'
import { useState } from 'react'
import { useForm, useWatch, type FieldError, type UseFormRegisterReturn } from 'react-hook-form'

import {
  LEAD_MESSAGE_MAX,
  LEAD_NAME_MAX,
  LEAD_ORGANISATION_MAX,
  leadSchema,
  type Lead,
  type LeadInput,
} from '@/lib/lead-schema'

import { LEAD_SUCCESS_MESSAGE, submitLead } from './submit-lead'

type Status = { kind: 'success' | 'error'; text: string } | null

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-ink placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600'

function Field({
  id,
  label,
  required,
  error,
  children,
  hint,
}: {
  id: string
  label: string
  required?: boolean
  error?: FieldError
  children: React.ReactNode
  hint?: React.ReactNode
}) {
  return (
    <div>
      <div className="flex items-baseline justify-between">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
          {required ? (
            <span className="ml-0.5 text-red-600" aria-hidden="true">
              *
            </span>
          ) : (
            <span className="ml-1 text-xs font-normal text-muted">（选填）</span>
          )}
        </label>
        {hint}
      </div>
      {children}
      <p id={`${id}-error`} className="mt-1 min-h-5 text-xs text-red-700">
        {error?.message}
      </p>
    </div>
  )
}

const a11y = (id: string, error: FieldError | undefined, required: boolean) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': `${id}-error`,
  'aria-required': required || undefined,
})

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
  const [status, setStatus] = useState<Status>(null)
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<LeadInput, unknown, Lead>({
    resolver: zodResolver(leadSchema),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: { name: '', phone: '', organisation: '', message: '' },
  })
  const messageLength = Array.from(useWatch({ control, name: 'message' }) ?? '').length

  const onSubmit = handleSubmit(async (lead) => {
    setStatus(null)
    const result = await submitLead({ ...lead, source: window.location.pathname })
    if (result.ok) {
      reset()
      setStatus({ kind: 'success', text: LEAD_SUCCESS_MESSAGE })
    } else {
      setStatus({ kind: 'error', text: result.message })
    }
  })

  const field = (registration: UseFormRegisterReturn, id: string, required: boolean) => ({
    ...registration,
    ...a11y(id, errors[registration.name as keyof LeadInput] as FieldError | undefined, required),
  })

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && status?.kind === 'success') setStatus(null)
        onOpenChange(next)
      }}
    >
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

          <form className="mt-5 space-y-2" noValidate onSubmit={onSubmit}>
            <Field id="lead-name" label="称呼" required error={errors.name}>
              <input
                {...field(register('name'), 'lead-name', true)}
                className={inputClass}
                autoComplete="name"
                maxLength={LEAD_NAME_MAX}
                placeholder="例如：王老师"
              />
            </Field>
            <Field id="lead-phone" label="手机号" required error={errors.phone}>
              <input
                {...field(register('phone'), 'lead-phone', true)}
                className={inputClass}
                type="tel"
                inputMode="numeric"
                autoComplete="tel"
                maxLength={11}
                placeholder="11 位手机号"
              />
            </Field>
            <Field id="lead-organisation" label="学校/机构" error={errors.organisation}>
              <input
                {...field(register('organisation'), 'lead-organisation', false)}
                className={inputClass}
                autoComplete="organization"
                maxLength={LEAD_ORGANISATION_MAX}
              />
            </Field>
            <Field
              id="lead-message"
              label="留言内容"
              required
              error={errors.message}
              hint={
                <span className="text-xs text-muted" aria-hidden="true">
                  {messageLength}/{LEAD_MESSAGE_MAX}
                </span>
              }
            >
              <textarea
                {...field(register('message'), 'lead-message', true)}
                className={`${inputClass} h-28 resize-none`}
                maxLength={LEAD_MESSAGE_MAX}
                placeholder="想了解的产品、课程或合作方式（5-500 字）"
              />
            </Field>

            <p
              role="status"
              aria-live="polite"
              data-kind={status?.kind}
              className={`min-h-5 text-sm ${status?.kind === 'success' ? 'text-green-700' : 'text-red-700'}`}
            >
              {status?.text}
            </p>

            <button
              type="submit"
              disabled={isSubmitting}
              className="w-full rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-medium text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
            >
              {isSubmitting ? '提交中…' : '提交留言'}
            </button>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

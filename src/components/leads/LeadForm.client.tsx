'use client'

import { zodResolver } from '@hookform/resolvers/zod'
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

import { LEAD_SUCCESS_MESSAGE, submitLead } from '../float/submit-lead'

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

/** The lead form's state, kept by whoever must outlive the form's markup (the panel keeps it across closing). */
export function useLeadForm() {
  const [status, setStatus] = useState<Status>(null)
  const form = useForm<LeadInput, unknown, Lead>({
    resolver: zodResolver(leadSchema),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: { name: '', phone: '', organisation: '', message: '' },
  })
  const onSubmit = form.handleSubmit(async (lead) => {
    setStatus(null)
    const result = await submitLead({ ...lead, source: window.location.pathname })
    if (result.ok) {
      form.reset()
      setStatus({ kind: 'success', text: LEAD_SUCCESS_MESSAGE })
    } else {
      setStatus({ kind: 'error', text: result.message })
    }
  })
  return { form, status, onSubmit }
}

export type LeadFormState = ReturnType<typeof useLeadForm>

/**
 * The visitor's message, validated on blur with the same schema as the server and stored as a lead.
 * Used by the float window's message panel and by the cooperation pages. What was typed survives a
 * failed submission.
 */
export function LeadForm({
  state,
  idPrefix = 'lead',
  className = '',
}: {
  state: LeadFormState
  idPrefix?: string
  className?: string
}) {
  const {
    form: {
      register,
      control,
      formState: { errors, isSubmitting },
    },
    status,
    onSubmit,
  } = state
  const messageLength = Array.from(useWatch({ control, name: 'message' }) ?? '').length

  const field = (registration: UseFormRegisterReturn, id: string, required: boolean) => ({
    ...registration,
    ...a11y(id, errors[registration.name as keyof LeadInput] as FieldError | undefined, required),
  })

  return (
    <form className={`space-y-2 ${className}`} noValidate onSubmit={onSubmit}>
      <Field id={`${idPrefix}-name`} label="称呼" required error={errors.name}>
        <input
          {...field(register('name'), `${idPrefix}-name`, true)}
          className={inputClass}
          autoComplete="name"
          maxLength={LEAD_NAME_MAX}
          placeholder="例如：王老师"
        />
      </Field>
      <Field id={`${idPrefix}-phone`} label="手机号" required error={errors.phone}>
        <input
          {...field(register('phone'), `${idPrefix}-phone`, true)}
          className={inputClass}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={11}
          placeholder="11 位手机号"
        />
      </Field>
      <Field id={`${idPrefix}-organisation`} label="学校/机构" error={errors.organisation}>
        <input
          {...field(register('organisation'), `${idPrefix}-organisation`, false)}
          className={inputClass}
          autoComplete="organization"
          maxLength={LEAD_ORGANISATION_MAX}
        />
      </Field>
      <Field
        id={`${idPrefix}-message`}
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
          {...field(register('message'), `${idPrefix}-message`, true)}
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
  )
}

/** A lead form that keeps its own state (pages where it is always on screen). */
export function StandaloneLeadForm({ idPrefix }: { idPrefix: string }) {
  return <LeadForm state={useLeadForm()} idPrefix={idPrefix} />
}

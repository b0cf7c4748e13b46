'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import {
  type FieldError,
  type Resolver,
  type UseFormRegisterReturn,
  useForm,
  useWatch,
} from 'react-hook-form'

import { LEAD_FORM_PENDING_ATTRIBUTE } from '@/lib/constants'
import { type LeadKind, leadKinds } from '@/lib/lead-kinds'
import {
  LEAD_MESSAGE_MAX,
  LEAD_NAME_MAX,
  LEAD_ORGANISATION_MAX,
  type Lead,
  leadSchema,
} from '@/lib/lead-schema'

import { LEAD_SUCCESS_MESSAGE, submitLead } from '../float/submit-lead'

type Status = { kind: 'success' | 'error'; text: string } | null

/** What the form holds while the visitor types; the kind rides along so each blur validates by its rules. */
export interface LeadFormValues {
  kind: LeadKind
  name: string
  phone: string
  organisation: string
  stage: string
  model: string
  message: string
}

/**
 * How the form sits: `panel` compact in the float window's message panel (as it always was), `stacked` roomy
 * with full-width fields and 44 px tap targets (phones, narrow cards), `columns` roomy with short fields in
 * pairs (a wide card on desktop).
 */
export type LeadFormLayout = 'panel' | 'stacked' | 'columns'

const looks = {
  panel: {
    form: 'space-y-2',
    control: 'px-3 text-sm',
    line: 'py-2',
    box: 'h-28 py-2',
    small: 'text-xs',
    button: 'py-2.5 text-sm font-medium',
  },
  stacked: {
    form: 'space-y-3',
    control: 'px-3.5 text-base',
    line: 'h-11',
    box: 'h-32 py-2.5',
    small: 'text-[0.8125rem]',
    button: 'h-12 text-base font-semibold',
  },
  columns: {
    form: 'grid gap-x-5 gap-y-3 sm:grid-cols-2',
    control: 'px-3.5 text-[0.9375rem]',
    line: 'h-11',
    box: 'h-32 py-2.5',
    small: 'text-[0.8125rem]',
    button: 'h-12 text-base font-semibold',
  },
} as const

function Field({
  id,
  label,
  required,
  error,
  small,
  className = '',
  children,
  hint,
}: {
  id: string
  label: string
  required?: boolean
  error?: FieldError
  small: string
  className?: string
  children: React.ReactNode
  hint?: React.ReactNode
}) {
  return (
    <div className={className || undefined}>
      <div className="flex items-baseline justify-between">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
          {required ? (
            <span className="ml-0.5 text-red-600" aria-hidden="true">
              *
            </span>
          ) : (
            <span className={`ml-1 font-normal text-muted ${small}`}>（选填）</span>
          )}
        </label>
        {hint}
      </div>
      {children}
      <p id={`${id}-error`} className={`mt-1 min-h-5 text-red-700 ${small}`}>
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

// The schema's input is typed unknown (it also checks the server's raw body); the form hands it these values.
const resolver = zodResolver(leadSchema) as Resolver<LeadFormValues, unknown, Lead>

/**
 * One Idempotency-Key per lead: sending the same values again after a failure (an answer lost on the way back)
 * reuses it, so the lead is stored once; changed values or a lead that went through get a new one.
 */
function leadKeys() {
  let last: { values: string; key: string } | null = null
  return {
    keyFor(lead: Lead) {
      const values = JSON.stringify(lead)
      if (last?.values !== values) last = { values, key: crypto.randomUUID() }
      return last.key
    },
    sent() {
      last = null
    },
  }
}

/**
 * The lead form's state, kept by whoever must outlive the form's markup (the panel keeps it across closing).
 * `kind` decides what is asked and required (src/lib/lead-kinds.ts); a plain message by default.
 */
export function useLeadForm(kind: LeadKind = 'consult') {
  const [status, setStatus] = useState<Status>(null)
  const form = useForm<LeadFormValues, unknown, Lead>({
    resolver,
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: { kind, name: '', phone: '', organisation: '', stage: '', model: '', message: '' },
  })
  const [keys] = useState(leadKeys)
  const onSubmit = form.handleSubmit(async (lead) => {
    setStatus(null)
    const result = await submitLead({ ...lead, source: window.location.pathname }, keys.keyFor(lead))
    if (result.ok) {
      keys.sent()
      form.reset()
      setStatus({ kind: 'success', text: LEAD_SUCCESS_MESSAGE })
    } else {
      setStatus({ kind: 'error', text: result.message })
    }
  })
  return { form, status, onSubmit, kind }
}

export type LeadFormState = ReturnType<typeof useLeadForm>

const noSubscription = () => () => {}

/**
 * A visitor's lead, validated on blur with the same schema as the server and stored as a lead. Its fields
 * follow the state's kind: the float window's message panel asks for a plain message, a page's form may
 * ask for the school and its stage or the way to cooperate. What was typed survives a failed submission.
 */
export function LeadForm({
  state,
  idPrefix = 'lead',
  submitLabel,
  layout = 'panel',
  labelledBy,
  className = '',
}: {
  state: LeadFormState
  idPrefix?: string
  /** The button's text; the kind's own when empty. */
  submitLabel?: string | null
  layout?: LeadFormLayout
  /** The id of the heading that names the form. */
  labelledBy?: string
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
    kind,
  } = state
  const spec = leadKinds[kind]
  const look = looks[layout]
  // True once the form runs in the browser (it arrives in a chunk of its own, after the server's markup).
  const interactive = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  const messageLength = Array.from(useWatch({ control, name: 'message' }) ?? '').length
  const formElement = useRef<HTMLFormElement>(null)
  // Sent before this script arrived, the form was held (early-input.ts, in the head): send it now, with what
  // the visitor typed (the fields keep their values through hydration).
  useEffect(() => {
    const element = formElement.current
    if (element?.hasAttribute(LEAD_FORM_PENDING_ATTRIBUTE)) element.requestSubmit()
  }, [])
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.currentTarget.removeAttribute(LEAD_FORM_PENDING_ATTRIBUTE)
    event.currentTarget.removeAttribute('aria-busy')
    return onSubmit(event)
  }
  const inputClass = `field-input ${look.control} ${look.line}`
  const wide = layout === 'columns' ? 'sm:col-span-2' : ''

  const field = (registration: UseFormRegisterReturn<keyof LeadFormValues>, required: boolean) => {
    const id = `${idPrefix}-${registration.name}`
    return { ...registration, ...a11y(id, errors[registration.name], required) }
  }

  return (
    <form
      ref={formElement}
      className={`${look.form} ${className}`}
      // Never a GET: a submission the page's scripts miss must not put a visitor's details in the address.
      method="post"
      noValidate
      onSubmit={submit}
      aria-labelledby={labelledBy}
      data-interactive={interactive || undefined}
    >
      <Field id={`${idPrefix}-name`} label="称呼" required error={errors.name} small={look.small}>
        <input
          {...field(register('name'), true)}
          className={inputClass}
          autoComplete="name"
          maxLength={LEAD_NAME_MAX}
          placeholder="例如：王老师"
        />
      </Field>
      <Field id={`${idPrefix}-phone`} label="手机号" required error={errors.phone} small={look.small}>
        <input
          {...field(register('phone'), true)}
          className={inputClass}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={11}
          placeholder="11 位手机号"
        />
      </Field>
      <Field
        id={`${idPrefix}-organisation`}
        label={spec.organisation.label}
        required={spec.organisation.required}
        error={errors.organisation}
        small={look.small}
        className={spec.choice ? '' : wide}
      >
        <input
          {...field(register('organisation'), spec.organisation.required)}
          className={inputClass}
          autoComplete="organization"
          maxLength={LEAD_ORGANISATION_MAX}
          placeholder={spec.organisation.placeholder || undefined}
        />
      </Field>
      {spec.choice ? (
        <Field
          id={`${idPrefix}-${spec.choice.name}`}
          label={spec.choice.label}
          required
          error={errors[spec.choice.name]}
          small={look.small}
        >
          <select {...field(register(spec.choice.name), true)} className={inputClass}>
            <option value="">请选择</option>
            {spec.choice.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
      <Field
        id={`${idPrefix}-message`}
        label={spec.message.label}
        required={spec.message.required}
        error={errors.message}
        small={look.small}
        className={wide}
        hint={
          <span className={`text-muted ${look.small}`} aria-hidden="true">
            {messageLength}/{LEAD_MESSAGE_MAX}
          </span>
        }
      >
        <textarea
          {...field(register('message'), spec.message.required)}
          className={`field-input ${look.control} ${look.box} resize-none`}
          maxLength={LEAD_MESSAGE_MAX}
          placeholder={spec.message.placeholder}
        />
      </Field>

      <p
        role="status"
        aria-live="polite"
        data-kind={status?.kind}
        className={`min-h-5 text-sm ${status?.kind === 'success' ? 'text-green-700' : 'text-red-700'} ${wide}`}
      >
        {status?.text}
      </p>

      <button
        type="submit"
        disabled={isSubmitting}
        className={`w-full rounded-lg bg-brand-600 px-4 text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70 ${look.button} ${wide}`}
      >
        {isSubmitting ? '提交中…' : submitLabel || spec.submitLabel}
      </button>
    </form>
  )
}

/** A lead form that keeps its own state (pages where it is always on screen). */
export function StandaloneLeadForm({
  idPrefix,
  kind = 'consult',
  submitLabel,
  layout = 'panel',
  labelledBy,
}: {
  idPrefix: string
  kind?: LeadKind
  submitLabel?: string | null
  layout?: LeadFormLayout
  labelledBy?: string
}) {
  return (
    <LeadForm
      state={useLeadForm(kind)}
      idPrefix={idPrefix}
      submitLabel={submitLabel}
      layout={layout}
      labelledBy={labelledBy}
    />
  )
}

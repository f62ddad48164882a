'use client'

import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { AuthNotice } from '@/components/auth/auth-field'
import type { TRequestForm, TRequestFormReceived } from '@/domain/contact-contract'
import { CONTACT_FORM } from '@/domain/contact-form'
import { apiAnswer } from '@/lib/api-client'

type TField = keyof typeof CONTACT_FORM
/** The request without the form's name, which the page decides. */
type TValues = Omit<TRequestForm, 'form'>

const EMPTY: TValues = {
  firstName: '',
  lastName: '',
  email: '',
  company: '',
  message: '',
  additionalDetails: '',
  website: '',
}

/** The form's endpoint (spec §7). */
export const REQUEST_FORMS_PATH = '/b2badminapi/client/RequestForms/PostRequestForms'

/** The form's words, from the server (no translation runtime on the editorial pages). */
export type TContactFormTexts = {
  labels: Record<TField | 'company', string>
  checkFields: string
  /** A failed call's words when the server said nothing (ClientErrors.network, .fallback). */
  unreachable: string
  failed: string
  sendAnother: string
  required: string
  sending: string
  send: string
}

type TProps = { form: TRequestForm['form']; successMessage: string; texts: TContactFormTexts }

/**
 * The contact and get-in-touch form. The server checks it with the spec's generic messages (§5) and
 * answers each failing field's message, shown under the field; focus moves to the first. The rules'
 * code stays on the server: every editorial page carries this form's script (ADR 015's budget).
 */
export function ContactForm({ form, successMessage, texts }: TProps) {
  const id = useId()
  const [values, setValues] = useState<TValues>(EMPTY)
  const [problems, setProblems] = useState<Partial<Record<TField, string>>>({})
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle')
  const [error, setError] = useState<string | null>(null)
  const thanks = useRef<HTMLDivElement>(null)

  // The thank-you replaces a tall form: bring it into view and to the screen reader (issue 20).
  useEffect(() => {
    if (status !== 'sent' || !thanks.current) return
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    thanks.current.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' })
    thanks.current.focus({ preventScroll: true })
  }, [status])

  const set = (field: keyof TValues) => (value: string) => setValues((current) => ({ ...current, [field]: value }))

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setError(null)
    setStatus('sending')
    const answer = await apiAnswer<TRequestFormReceived>(REQUEST_FORMS_PATH, { form, ...values } satisfies TRequestForm)
    if (answer.ok) {
      setStatus('sent')
      setValues(EMPTY)
      return
    }
    const { fields, message, words } = answer.error
    setProblems(Object.fromEntries(fields.map((item) => [item.field, item.message])))
    const own = words === 'network' ? texts.unreachable : texts.failed
    setError(fields.length > 0 ? texts.checkFields : words ? own : message)
    setStatus('idle')
    if (fields[0]) document.getElementById(`${id}-${fields[0].field}`)?.focus()
  }

  if (status === 'sent') {
    return (
      <div ref={thanks} tabIndex={-1} className="mt-6 grid gap-4" data-testid="contact-success">
        <AuthNotice kind="done" text={successMessage} />
        <button type="button" className="btn-outline justify-self-start" onClick={() => setStatus('idle')}>
          {texts.sendAnother}
        </button>
      </div>
    )
  }

  const field = (name: TField | 'company', label: string, options: { type?: string; autoComplete?: string } = {}) => {
    const problem = name === 'company' ? undefined : problems[name]
    const required = name !== 'company' && CONTACT_FORM[name].rules.some((rule) => rule.rule === 'required')
    const inputId = `${id}-${name}`
    const common = {
      id: inputId,
      name,
      value: values[name],
      'aria-invalid': problem ? true : undefined,
      'aria-describedby': problem ? `${inputId}-problem` : undefined,
      className: `w-full rounded-sm border bg-white px-3 py-2.5 text-base focus:border-primary ${problem ? 'border-primary' : 'border-line'}`,
    }
    const isLong = name === 'message' || name === 'additionalDetails'
    return (
      <div className={`grid gap-1 text-sm ${isLong ? 'sm:col-span-2' : ''}`}>
        <label htmlFor={inputId} className="font-medium">
          {label}
          {required && <span aria-hidden="true"> *</span>}
        </label>
        {isLong ? (
          <textarea {...common} rows={name === 'message' ? 5 : 3} onChange={(event) => set(name)(event.target.value)} />
        ) : (
          <input
            {...common}
            type={options.type ?? 'text'}
            autoComplete={options.autoComplete}
            onChange={(event) => set(name)(event.target.value)}
          />
        )}
        {problem && (
          <p id={`${inputId}-problem`} className="text-sm text-primary" data-testid="field-problem">
            {problem}
          </p>
        )}
      </div>
    )
  }

  return (
    <form noValidate onSubmit={submit} className="mt-6 grid gap-4 sm:grid-cols-2" data-testid="contact-form">
      {field('firstName', texts.labels.firstName, { autoComplete: 'given-name' })}
      {field('lastName', texts.labels.lastName, { autoComplete: 'family-name' })}
      {field('email', texts.labels.email, { type: 'email', autoComplete: 'email' })}
      {field('company', texts.labels.company, { autoComplete: 'organization' })}
      {field('message', texts.labels.message)}
      {field('additionalDetails', texts.labels.additionalDetails)}
      {/* A field people never see: forms that fill it are from bots. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Website
          <input
            tabIndex={-1}
            autoComplete="off"
            name="website"
            value={values.website}
            onChange={(event) => set('website')(event.target.value)}
          />
        </label>
      </div>
      {error && (
        <div className="sm:col-span-2">
          <AuthNotice kind="error" text={error} />
        </div>
      )}
      <p className="text-xs text-muted sm:col-span-2">{texts.required}</p>
      <button type="submit" className="btn-primary justify-self-start" disabled={status === 'sending'}>
        {status === 'sending' ? texts.sending : texts.send}
      </button>
    </form>
  )
}

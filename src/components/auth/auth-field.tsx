type TProps = {
  label: string
  type: 'email' | 'password'
  autoComplete: string
  value: string
  onChange: (value: string) => void
  name?: string
}

/** One labelled input of the sign-in and password forms. */
export function AuthField({ label, type, autoComplete, value, onChange, name }: TProps) {
  return (
    <label className="grid gap-1 text-sm">
      <span className="font-medium">{label}</span>
      <input
        type={type}
        name={name}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="w-full rounded-sm border border-line bg-white px-3 py-2.5 text-sm focus:border-primary"
      />
    </label>
  )
}

/** The answer under a form: an error (role alert) or a confirmation (role status). */
export function AuthNotice({ kind, text }: { kind: 'error' | 'done'; text: string }) {
  return (
    <p
      role={kind === 'error' ? 'alert' : 'status'}
      className={`rounded-sm px-3 py-2 text-sm ${kind === 'error' ? 'bg-primary-light text-primary-dark' : 'bg-green-50 text-green-800'}`}
    >
      {text}
    </p>
  )
}

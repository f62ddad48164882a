'use client'
import { useDocumentInfo, useField, useForm, useFormFields } from '@payloadcms/ui'
import { useEffect, useRef, useState } from 'react'
import { stayKey } from '@/domain/allotments'
import { mayAmendItinerary, mayShapeQuote, type TBookingStatus } from '@/domain/booking-status'
import {
  customLine,
  lineCost,
  MAX_CUSTOM_NAME,
  MAX_CUSTOM_NOTE,
  MAX_REFERENCE,
  nextSeq,
  priceTours,
  removeLine,
  resizeStay,
  stayOutline,
  stayResizeProblem,
  type THotelAnswer,
  type THotelLine,
  type TLine,
  type TTourDay,
} from '@/domain/itinerary'
import { longDay } from '@/domain/itinerary/summary'
import { decimalOf, formatMoney, isCurrency, parseAmount, type TCurrencyCode } from '@/domain/pricing/money'
import { PRODUCT_TYPE_LABELS, PRODUCT_TYPES, type TProductType } from '@/domain/pricing/settings'
import { AdminButton } from './admin-button'
import { QuoteCatalogue, type TReplacing } from './quote-catalogue.client'

const cell = {
  padding: '6px 8px',
  borderBottom: '1px solid var(--theme-elevation-100)',
  verticalAlign: 'top',
} as const
const number = { ...cell, textAlign: 'right', whiteSpace: 'nowrap' } as const
const input = {
  width: '8rem',
  padding: '4px 6px',
  textAlign: 'right',
  border: '1px solid var(--theme-elevation-250)',
  borderRadius: 3,
  background: 'var(--theme-input-bg)',
  color: 'var(--theme-text)',
} as const

/** Set just before the page is read again after a save, so that it can say it saved. */
const SAVED_KEY = 'monsoon:booking-saved'

type TStayState = { key: string; text: string; instant: boolean }
type TProps = { markups: Record<TProductType, number> | null; stays: TStayState[] }
const ANSWERS = [
  { value: '', label: 'Not asked yet' },
  { value: 'requested', label: 'Requested from the hotel' },
  { value: 'confirmed', label: 'Confirmed by the hotel' },
  { value: 'declined', label: 'Declined by the hotel' },
] as const

/** A line's amount typed in the booking's currency, as minor units; null when it is not an amount. */
function typedAmount(text: string, currency: TCurrencyCode): number | null {
  try {
    const amount = parseAmount(text.replace(/[\s,]/g, ''), currency)
    return amount >= 0 ? amount : null
  } catch {
    return null
  }
}

function detailOf(line: TLine): string {
  if (line.kind === 'hotel') return `${line.numberRoom} × ${line.roomName}, night ${line.night} of ${line.nights}`
  if (line.kind === 'custom') return line.note || 'Free-text line'
  if (line.kind === 'surcharge') return 'Surcharge'
  return `${line.adultQuantity} adults${line.childQuantity ? `, ${line.childQuantity} children` : ''}`
}

/**
 * The consultant's quote editor (issue 54): the itinerary the agent sees, with Monsoon's cost,
 * the sell price of every line (typed after checking with the supplier), the margin, free-text
 * lines and removals; "Send quote" saves it as the quote the agent is emailed. The server keeps
 * only what Monsoon may change and prices everything again (staffEdit).
 */
export function QuoteEditorClient({ markups, stays }: TProps) {
  const tours = useField<TTourDay[]>({ path: 'tours' })
  const statusField = useField<string>({ path: 'status' })
  const { submit } = useForm()
  const facts = useFormFields(([fields]) => ({
    currency: String(fields.currency?.value ?? ''),
    savedTotal: Number(fields.total?.value ?? 0),
    version: Number(fields.version?.value ?? 0),
    adults: Number(fields.adultQuantity?.value ?? 1),
    ages: Object.entries(fields)
      .filter(([path]) => /^lsChildren\.\d+\.age$/.test(path))
      .map(([, field]) => Number(field.value ?? 0))
      .join(','),
  }))
  const days = (tours.value ?? []) as TTourDay[]
  const [sending, setSending] = useState(false)
  const [adding, setAdding] = useState<number | null>(null)
  // The catalogue search open on a day, to add a service or swap one (issue 54).
  const [picking, setPicking] = useState<{ dayIndex: number; replacing?: TReplacing } | null>(null)
  const currency = isCurrency(facts.currency) ? facts.currency : null
  const party = { adults: facts.adults, childAges: facts.ages ? facts.ages.split(',').map(Number) : [] }
  const priced = priceTours(days, party)
  // Quoting: before the confirmation. Amending: a confirmed trip changed, its suppliers told (issue 56).
  const quoting = mayShapeQuote(String(statusField.value))
  const editable = mayAmendItinerary(String(statusField.value))

  // After a save the page is read again (issue 54: History and Versions stayed stale). Payload's
  // join tables keep the rows they first fetched, and a server refresh does not remount them.
  const seenVersion = useRef(facts.version)
  const { id } = useDocumentInfo()
  const [saved, setSaved] = useState(false)
  useEffect(() => {
    if (facts.version !== seenVersion.current) {
      seenVersion.current = facts.version
      // The reload hides Payload's "updated" toast: the page says it was saved instead.
      sessionStorage.setItem(SAVED_KEY, `${id}:${facts.version}`)
      window.location.reload()
    }
  }, [facts.version, id])
  useEffect(() => {
    if (sessionStorage.getItem(SAVED_KEY) === `${id}:${seenVersion.current}`) setSaved(true)
    sessionStorage.removeItem(SAVED_KEY)
  }, [id])
  // The button works once the page is hydrated: until then it is disabled, never a click that does nothing.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  /** "Send quote": the form saved with the status Quoted (the page reads it again after the save). */
  const sendQuote = async () => {
    setSending(true)
    statusField.setValue('quoted')
    try {
      await submit({ overrides: { status: 'quoted' } })
    } finally {
      setSending(false)
    }
  }

  if (!currency) return null
  const money = (amount: number) => formatMoney(amount, currency)
  const change = (next: TTourDay[]) => tours.setValue(next)
  const updateLine = (lineId: string, patch: (line: TLine) => TLine) =>
    change(
      days.map((day) => ({
        ...day,
        Activities: day.Activities.map((line) => (line._id === lineId ? patch(line) : line)),
      })),
    )
  /** The hotel's answer on every night of the stay (the server reads it from the first night). */
  const setAnswer = (stayId: string, answer: THotelAnswer | undefined) =>
    change(
      days.map((day) => ({
        ...day,
        Activities: day.Activities.map((line) => {
          if (line.kind !== 'hotel' || line.stayId !== stayId) return line
          const { answer: _old, ...rest } = line
          return answer ? { ...rest, answer } : rest
        }),
      })),
    )
  const stayState = new Map(stays.map((stay) => [stay.key, stay]))
  const setSell = (line: TLine, typed: string) => {
    const amount = typedAmount(typed, currency)
    if (amount === null) return
    if (line.kind === 'custom') return updateLine(line._id, (old) => ({ ...old, price: amount }))
    const list = line.listTotal ?? line.total
    updateLine(line._id, (old) => ({ ...old, priceOverride: amount === list ? undefined : amount }))
  }
  const pricedLines = new Map(priced.days.flatMap((day) => day.Activities.map((line) => [line._id, line] as const)))
  const status = String(statusField.value) as TBookingStatus

  return (
    <div className="field-type" style={{ marginBottom: 24 }} data-testid="quote-editor">
      {saved && (
        <p role="status" data-testid="quote-saved" style={{ marginBottom: 8, color: 'var(--theme-success-750)' }}>
          Saved. The history and the versions below are up to date.
        </p>
      )}
      <h3 style={{ marginBottom: 4 }}>Itinerary and quote</h3>
      <p style={{ marginBottom: 8, color: 'var(--theme-elevation-600)' }}>
        {quoting
          ? 'Type a line’s sell price after checking with the supplier; add, swap or remove services from the catalogue; add free-text lines for what it does not hold. “Send quote” saves it and emails the agent. Cost is Monsoon’s, before the market’s markup: the agent never sees it.'
          : editable
            ? 'The confirmed trip. To amend it (a night more, a service swapped or removed), change it here and Save: each changed service goes back to “requested” with its supplier, who gets an amendment; a new service gets a reservation request, a removed one a cancellation; the agent’s watchers are emailed what changed.'
            : 'The itinerary as the agent booked it.'}
      </p>
      <div style={{ overflowX: 'auto' }}>
        <table style={{ width: '100%', minWidth: 640, borderCollapse: 'collapse' }} data-testid="admin-itinerary">
          <thead>
            <tr>
              <th style={{ ...cell, textAlign: 'left' }}>Day</th>
              <th style={{ ...cell, textAlign: 'left' }}>Service</th>
              <th style={number}>Cost</th>
              <th style={number}>Sell</th>
              <th style={number}>Margin</th>
              {editable && <th style={cell} />}
            </tr>
          </thead>
          <tbody>
            {days.map((day, index) => {
              const lines = day.Activities
              const dayRows = lines.map((line, at) => {
                const shown = pricedLines.get(line._id) ?? line
                const list = shown.listTotal ?? shown.total
                const markup = markups?.[shown.type]
                const cost = shown.kind === 'custom' || markup === undefined ? null : lineCost(list, markup)
                const margin = cost === null ? null : shown.total - cost
                return (
                  <tr key={line._id} data-testid="quote-line" data-line={line._id} data-kind={line.kind}>
                    {at === 0 && (
                      <td style={cell} rowSpan={lines.length + (editable ? 1 : 0)}>
                        Day {day.Day}
                        <br />
                        {longDay(day.date)}
                      </td>
                    )}
                    <td style={cell}>
                      <strong>
                        {line.kind === 'surcharge' ? '+ ' : ''}
                        {line.nameTour}
                      </strong>{' '}
                      <span style={{ color: 'var(--theme-elevation-600)' }}>
                        ({PRODUCT_TYPE_LABELS[line.type] ?? line.type}) {detailOf(line)}
                      </span>
                      {line.kind === 'hotel' && line.night === 1 && (
                        <StayAnswer
                          line={line}
                          state={stayState.get(stayKey({ hotel: line.idHotel, room: line.idRoom, checkIn: day.date }))}
                          editable={quoting}
                          onAnswer={(answer) => setAnswer(line.stayId, answer)}
                        />
                      )}
                      {editable && line.kind === 'hotel' && line.night === 1 && (
                        <StayNights
                          line={line}
                          days={days}
                          onResize={(nights) => change(resizeStay(days, { stayId: line.stayId, nights }))}
                        />
                      )}
                      {shown.priceOverride !== undefined && (
                        <div style={{ color: 'var(--theme-warning-750)' }}>Monsoon’s price; computed {money(list)}</div>
                      )}
                    </td>
                    <td style={number}>{cost === null ? '—' : money(cost)}</td>
                    <td style={number}>
                      {editable ? (
                        <input
                          key={`${line._id}:${shown.total}`}
                          style={input}
                          inputMode="decimal"
                          aria-label={`Sell price of ${line.nameTour}, day ${day.Day}`}
                          defaultValue={decimalOf({ amount: shown.total, currency })}
                          onBlur={(event) => setSell(line, event.currentTarget.value)}
                          onKeyDown={(event) => {
                            if (event.key === 'Enter') {
                              event.preventDefault()
                              setSell(line, event.currentTarget.value)
                            }
                          }}
                        />
                      ) : (
                        money(shown.total)
                      )}
                    </td>
                    <td style={number} data-testid="line-margin">
                      {margin === null
                        ? '—'
                        : `${money(margin)}${shown.total > 0 ? ` (${Math.round((margin / shown.total) * 1000) / 10} %)` : ''}`}
                    </td>
                    {editable && (
                      <td style={cell}>
                        {line.kind !== 'surcharge' && (line.kind !== 'hotel' || line.night === 1) && (
                          <div style={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
                            {line.kind !== 'custom' && (
                              <AdminButton
                                onClick={() => setPicking({ dayIndex: index, replacing: { line, dayIndex: index } })}
                                aria-label={`Swap ${line.nameTour} on day ${day.Day} for another ${line.kind === 'hotel' ? 'hotel' : 'service'}`}
                              >
                                Swap
                              </AdminButton>
                            )}
                            <AdminButton
                              onClick={() => change(removeLine(days, index, line._id))}
                              aria-label={`Remove ${line.nameTour} from day ${day.Day}${line.kind === 'hotel' ? ' (the whole stay)' : ''}`}
                            >
                              Remove
                            </AdminButton>
                          </div>
                        )}
                      </td>
                    )}
                  </tr>
                )
              })
              const addRow = editable && (
                <tr key={`${day._id}-add`}>
                  {lines.length === 0 && (
                    <td style={cell}>
                      Day {day.Day}
                      <br />
                      {longDay(day.date)}
                    </td>
                  )}
                  <td style={cell} colSpan={5}>
                    {picking?.dayIndex === index ? (
                      <span style={{ color: 'var(--theme-elevation-600)' }}>
                        {picking.replacing
                          ? `Swapping ${picking.replacing.line.nameTour}: choose below the table.`
                          : 'Choose below the table.'}
                      </span>
                    ) : adding === index ? (
                      <CustomLineForm
                        day={day.Day}
                        currency={currency}
                        onCancel={() => setAdding(null)}
                        onAdd={(line) => {
                          const seq = nextSeq(days)
                          // A new id of its own: the server gives the line its lasting id and tourId.
                          const added = { ...customLine({ ...line, seq, tourId: '' }), _id: `new${seq}` }
                          change(
                            days.map((other, at) =>
                              at === index ? { ...other, Activities: [...other.Activities, added] } : other,
                            ),
                          )
                          setAdding(null)
                        }}
                      />
                    ) : (
                      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
                        <AdminButton
                          onClick={() => {
                            setAdding(null)
                            setPicking({ dayIndex: index })
                          }}
                        >
                          Add from the catalogue to day {day.Day}
                        </AdminButton>
                        <AdminButton
                          onClick={() => {
                            setPicking(null)
                            setAdding(index)
                          }}
                        >
                          Add a free-text line to day {day.Day}
                        </AdminButton>
                      </div>
                    )}
                  </td>
                </tr>
              )
              if (lines.length === 0 && !editable)
                return (
                  <tr key={day._id}>
                    <td style={cell}>
                      Day {day.Day}
                      <br />
                      {longDay(day.date)}
                    </td>
                    <td style={cell} colSpan={4}>
                      —
                    </td>
                  </tr>
                )
              return [...dayRows, addRow]
            })}
          </tbody>
          <tfoot>
            <tr>
              <td style={cell} colSpan={3}>
                <strong>Total</strong>
                {priced.total !== facts.savedTotal && (
                  <span style={{ marginLeft: 8 }} data-testid="quote-total-change">
                    (saved: {money(facts.savedTotal)}; not saved yet)
                  </span>
                )}
              </td>
              <td style={number} data-testid="quote-total">
                <strong>{money(priced.total)}</strong>
              </td>
              <td style={cell} colSpan={editable ? 2 : 1} />
            </tr>
          </tfoot>
        </table>
      </div>
      {/* Below the table, not in it: the table scrolls sideways on a phone, the search must not. */}
      {editable && picking && id !== undefined && (
        <QuoteCatalogue
          key={`${picking.dayIndex}:${picking.replacing?.line._id ?? 'add'}`}
          bookingId={String(id)}
          days={days}
          dayIndex={picking.dayIndex}
          party={party}
          currency={currency}
          replacing={picking.replacing}
          onChange={change}
          onClose={() => setPicking(null)}
        />
      )}
      {quoting && (
        <div style={{ display: 'flex', gap: 12, alignItems: 'center', marginTop: 12, flexWrap: 'wrap' }}>
          <button
            type="button"
            className="btn btn--style-primary btn--size-medium"
            style={{ margin: 0 }}
            disabled={sending || !hydrated}
            onClick={() => void sendQuote()}
          >
            {status === 'quoted' ? 'Send the new quote' : 'Send quote'}
          </button>
          <span style={{ color: 'var(--theme-elevation-600)' }}>
            Saves the itinerary as quote to the agent, valid until the date set above (empty: 14 days), and emails them.
          </span>
        </div>
      )}
    </div>
  )
}

/**
 * A stay's nights, for the consultant to lengthen or shorten it (issue 56: a night more on a
 * confirmed trip). A length the trip cannot take says why and cannot be chosen.
 */
function StayNights(props: { line: THotelLine; days: TTourDay[]; onResize: (nights: number) => void }) {
  const { line, days } = props
  const checkIn = stayOutline(days, line.stayId)?.checkInDay ?? 0
  const lengths = Array.from({ length: Math.max(1, days.length - checkIn) }, (_, index) => index + 1)
  const why = (nights: number) => {
    const problem = nights === line.nights ? null : stayResizeProblem(days, { stayId: line.stayId, nights })
    if (!problem) return ''
    if (problem.reason === 'tripEnd') return ' (past the trip’s end)'
    return problem.reason === 'noRate'
      ? ` (no rate on day ${problem.day + 1})`
      : ` (the hotel is on day ${problem.day + 1})`
  }
  return (
    <label style={{ display: 'flex', gap: 6, alignItems: 'center', marginTop: 4 }}>
      Nights
      <select
        data-testid="stay-nights"
        aria-label={`Nights at ${line.nameTour}`}
        value={line.nights}
        onChange={(event) => props.onResize(Number(event.target.value))}
      >
        {lengths.map((nights) => {
          const reason = why(nights)
          return (
            <option key={nights} value={nights} disabled={reason !== ''}>
              {nights}
              {reason}
            </option>
          )
        })}
      </select>
    </label>
  )
}

type TCustomDraft = { nameTour: string; note: string; price: number; type: TProductType }

/** A free-text line's name, type, price and note, for one day. */
function CustomLineForm(props: {
  day: number
  currency: TCurrencyCode
  onAdd: (line: TCustomDraft) => void
  onCancel: () => void
}) {
  const [name, setName] = useState('')
  const [note, setNote] = useState('')
  const [price, setPrice] = useState('')
  const [type, setType] = useState<TProductType>('DayProgram')
  const [problem, setProblem] = useState('')
  const add = () => {
    const amount = typedAmount(price, props.currency)
    if (!name.trim()) return setProblem('Give the line a name.')
    if (amount === null) return setProblem(`Give its price for the whole party in ${props.currency}, e.g. 120.00.`)
    props.onAdd({ nameTour: name.trim(), note: note.trim(), price: amount, type })
  }
  const field = { display: 'grid', gap: 4 } as const
  return (
    <fieldset style={{ display: 'grid', gap: 8, border: 0, padding: 0 }} data-testid="custom-line-form">
      <legend style={{ fontWeight: 600 }}>Free-text line on day {props.day}</legend>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <label style={field}>
          Name
          <input value={name} maxLength={MAX_CUSTOM_NAME} onChange={(event) => setName(event.target.value)} />
        </label>
        <label style={field}>
          Type
          <select value={type} onChange={(event) => setType(event.target.value as TProductType)}>
            {PRODUCT_TYPES.map((option) => (
              <option key={option} value={option}>
                {PRODUCT_TYPE_LABELS[option] ?? option}
              </option>
            ))}
          </select>
        </label>
        <label style={field}>
          Price for the party ({props.currency})
          <input inputMode="decimal" value={price} onChange={(event) => setPrice(event.target.value)} />
        </label>
      </div>
      <label style={field}>
        Note for the agent and client
        <input value={note} maxLength={MAX_CUSTOM_NOTE} onChange={(event) => setNote(event.target.value)} />
      </label>
      {problem && (
        <p role="alert" style={{ color: 'var(--theme-error-750)', margin: 0 }}>
          {problem}
        </p>
      )}
      <div style={{ display: 'flex', gap: 8 }}>
        <AdminButton primary onClick={add}>
          Add line
        </AdminButton>
        <AdminButton onClick={props.onCancel}>Cancel</AdminButton>
      </div>
    </fieldset>
  )
}

/**
 * A stay's standing for the consultant (issue 54): what the allotment says (instant, on request and
 * why, held, booked), and the hotel's answer with its reference, recorded here.
 */
function StayAnswer(props: {
  line: THotelLine
  state: TStayState | undefined
  editable: boolean
  onAnswer: (answer: THotelAnswer | undefined) => void
}) {
  const { line, state, editable } = props
  const answer = line.answer
  const [reference, setReference] = useState(answer?.reference ?? '')
  const label = ANSWERS.find((option) => option.value === (answer?.status ?? ''))?.label
  return (
    <div style={{ display: 'grid', gap: 4, marginTop: 4 }} data-testid="stay-answer">
      {state && (
        <span style={{ color: state.instant ? 'var(--theme-success-750)' : 'var(--theme-warning-750)' }}>
          {state.text}
        </span>
      )}
      {editable ? (
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
          <select
            aria-label={`Answer of ${line.nameTour}`}
            value={answer?.status ?? ''}
            onChange={(event) => {
              const status = event.target.value as THotelAnswer['status'] | ''
              props.onAnswer(status ? { status, reference: reference.trim() } : undefined)
            }}
          >
            {ANSWERS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {answer && (
            <input
              aria-label={`Reference of ${line.nameTour}`}
              placeholder="Hotel’s reference"
              maxLength={MAX_REFERENCE}
              value={reference}
              onChange={(event) => setReference(event.target.value)}
              onBlur={() => props.onAnswer({ status: answer.status, reference: reference.trim() })}
            />
          )}
        </div>
      ) : (
        answer && (
          <span>
            {label}
            {answer.reference ? ` · ${answer.reference}` : ''}
          </span>
        )
      )}
    </div>
  )
}

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startScheduledPublishing, stopScheduledPublishing } from '@/server/content/scheduled'
import { uploadTestImage } from '../support/media'
import { bootTestPayload } from '../support/payload'
import { until } from '../support/wait'

/**
 * Issue 16: an editor schedules a journal entry's publish in the back office (Payload's
 * schedulePublish queues a job with the date); the worker started with the app publishes it when
 * the date comes, through the collection's hooks, so the site shows it without anyone saving again.
 */
let payload: Payload

beforeAll(async () => {
  ;({ payload } = await bootTestPayload())
})

afterAll(() => stopScheduledPublishing())

async function draftEntry(title: string) {
  const image = await uploadTestImage(payload, `${title} hero`)
  return payload.create({
    collection: 'journal-entries',
    data: {
      _status: 'draft',
      title,
      kind: 'post',
      section: 'product-news',
      date: '2026-11-20T07:00:00.000Z',
      excerpt: `${title}: what is new.`,
      image: image.id,
    },
    draft: true,
  })
}

/** What the back office's Schedule publish does: queue Payload's task with the chosen date. */
const schedule = (id: string, when: Date) =>
  payload.jobs.queue({
    task: 'schedulePublish',
    input: { type: 'publish', doc: { relationTo: 'journal-entries', value: id } },
    waitUntil: when,
  })

// Imported once Payload is booted: the reader loads the Payload config, which needs the test's settings.
const publishedTitles = async () => {
  const { getJournalEntries } = await import('@/server/content/journal')
  return (await getJournalEntries()).map((entry) => entry.title)
}

describe('scheduled publishing', () => {
  it('publishes an entry whose date has come, and leaves one scheduled for later a draft', async () => {
    const due = await draftEntry('New river cruise on the Chindwin')
    const later = await draftEntry('Next year’s festival calendar')
    await schedule(due.id, new Date(Date.now() - 1_000))
    await schedule(later.id, new Date(Date.now() + 24 * 60 * 60 * 1000))
    expect(await publishedTitles()).not.toContain(due.title)

    startScheduledPublishing(payload, 200)
    expect(await until(async () => (await publishedTitles()).includes(due.title), 10_000, 100)).toBe(true)
    const reread = await payload.findByID({ collection: 'journal-entries', id: later.id, draft: true, depth: 0 })
    expect(reread._status).toBe('draft')
    expect(await publishedTitles()).not.toContain(later.title)
  })
})

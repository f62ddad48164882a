import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'
import { wholeStays } from '@/domain/itinerary/stays'
import type { TTourDay } from '@/domain/itinerary/types'

/**
 * A stay is one unit (issue 54, ADR 064): every hotel night of a stored booking gets its stay's id,
 * and a stay left broken by removing one of its nights the old way ("night 2 of 3" and "night 3 of
 * 3" alone) becomes a whole stay of the nights that are left. Data only; the schema is unchanged.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  const { rows } = (await db.execute(sql`select id, tours from bookings`)) as {
    rows: { id: number; tours: TTourDay[] | null }[]
  }
  for (const row of rows) {
    if (!Array.isArray(row.tours)) continue
    const whole = wholeStays(row.tours)
    if (JSON.stringify(whole) === JSON.stringify(row.tours)) continue
    await db.execute(sql`update bookings set tours = ${JSON.stringify(whole)}::jsonb where id = ${row.id}`)
  }
}

/** Stay ids are extra fields the code before them ignores: nothing to undo. */
export async function down(_args: MigrateDownArgs): Promise<void> {}

// The registration race at scale: many simultaneous sign-ups for one event with a fixed
// capacity must fill it exactly, through the real /api and register_for_event().
import postgres from 'postgres'
import { proofsFor } from './proofs.ts'

export type RaceResult = { attempts: number; capacity: number; accepted: number; full: number; other: number; seatsTaken: number }

export async function registrationRace(origin: string, dbUrl: string, attempts = 500, capacity = 50): Promise<RaceResult> {
  const sql = postgres(dbUrl, { max: 2, onnotice: () => {} })
  try {
    const slug = `bench-race-${Date.now()}`
    const [event] = await sql<{ id: string }[]>`
      insert into public.events (slug, title, description, event_date, location, max_capacity, published)
      values (${slug}, 'Bench race event', 'Created by npm run bench.', now() + interval '30 days', 'Livingston, NJ', ${capacity}, true)
      returning id`
    const proofs = await proofsFor(origin, attempts)
    const statuses = await Promise.all(
      Array.from({ length: attempts }, (_, i) =>
        fetch(`${origin}/api/events/${event!.id}/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin },
          body: JSON.stringify({ attendeeName: `Racer ${i}`, attendeeEmail: `racer-${i}@example.org`, numberOfGuests: 0, altcha: proofs[i] }),
        }).then(async (r) => {
          await r.body?.cancel()
          return r.status
        }, () => 0),
      ),
    )
    const [row] = await sql<{ taken: number }[]>`
      select coalesce(sum(1 + number_of_guests), 0)::int as taken from public.event_registrations
      where event_id = ${event!.id} and status = 'confirmed'`
    return {
      attempts,
      capacity,
      accepted: statuses.filter((s) => s === 201).length,
      full: statuses.filter((s) => s === 409).length,
      other: statuses.filter((s) => s !== 201 && s !== 409).length,
      seatsTaken: row!.taken,
    }
  } finally {
    await sql.end()
  }
}

// The events' part of the drain's schedule, run before each drain: waitlist offers that expired
// pass to the next family, and reminders that have come due are queued. Both are idempotent,
// so two drains running at once (or a drain per NOTIFY_KINDS) do no harm.
import type { Config } from '../config.ts';
import type { Sql } from '../db/pool.ts';

export interface EventScheduleResult {
  offers: number;
  reminders: number;
}

export async function runEventSchedule({ sql, config }: { sql: Sql; config: Config }): Promise<EventScheduleResult> {
  const [{ offers }] = await sql<[{ offers: number }]>`select public.process_waitlist() as offers`;
  const [{ reminders }] = await sql<[{ reminders: number }]>`select public.queue_event_reminders(${config.REMINDER_HOURS}) as reminders`;
  return { offers, reminders };
}

// An event's series as the contract names it (contract/events.ts EventSeriesRef): the series' slug
// and rule, named by the date's title (translated on the public pages). Read by the public event
// answers (routes/events.ts) and the admin's event rows (events/admin-rows.ts).
import type { EventSeriesRef } from '../contract/events.ts';

/** What the database holds of a date's series: its page's slug and its rule, or null. */
export type StoredSeriesRef = { slug: string; rrule: string } | null;

/** A select-list item over `public.events e`: the row's series as {slug, rrule}, or null. */
export const SERIES_REF_COLUMN =
  `(select jsonb_build_object('slug', s.slug, 'rrule', s.rrule) from public.event_series s where s.id = e.series_id) as "seriesRef"`;

/** The date's series, named by the date's title. */
export const seriesRefOf = (ref: StoredSeriesRef | undefined, title: string): EventSeriesRef | null =>
  ref ? { slug: ref.slug, title, rrule: ref.rrule } : null;

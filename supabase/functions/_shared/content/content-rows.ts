// Creating and saving a content type's row (content/content-type-tables.ts) as the admin's routes do
// it: the input's stored values by column, its library images and location checked, the row read
// back as the admin list shows it. Shared by the content-type routes (routes/admin-content-types.ts)
// and whatever else makes such rows (an event series' dates: routes/admin-series.ts), so every row
// is made one way and the database's triggers record its history alike.
import type { Tx } from '../db/pool.ts';
import { notFound } from '../http/errors.ts';
import { checkFeaturedImage } from '../media/featured-image.ts';
import type { SensoryProfile } from '../contract/sensory.ts';
import { checkLocation, checkStepImages } from '../sensory/profiles.ts';
import { instantOrNull, resolveSlug } from './slugs.ts';
import { staleSave } from './revisions.ts';
import { type ContentTable, fieldsOf, type Row } from './content-type-tables.ts';
import { snake } from './site-content-tables.ts';

export type Input = Record<string, unknown>;

/** The stored values of an admin's input, by column: the slug resolved, instants as dates, lists as jsonb. */
export function columnValues(tx: Tx, t: ContentTable, input: Input): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const key of fieldsOf(t)) {
    const value = input[key];
    values[snake(key)] = key === 'slug' ? resolveSlug(input as { slug?: string; title: string })
      : t.instants.includes(key as never) ? instantOrNull(value as string | null | undefined)
      : value !== null && typeof value === 'object' ? tx.json(value as never)
      : value ?? null;
  }
  return values;
}

/**
 * Each library image (a featured one, a what-to-expect step's photo) must exist, and be public when
 * the row is published; an event's location must exist (400 otherwise).
 */
export async function checkImages(tx: Tx, t: ContentTable, input: Input) {
  for (const field of t.imageFields) await checkFeaturedImage(tx, input[field] as string | null, input.published === true, field);
  await checkStepImages(tx, input.sensoryProfile as SensoryProfile | null | undefined, input.published === true);
  await checkLocation(tx, input.locationId as string | null | undefined);
}

/** The row as the admin list reads it at `now`. */
export const readRow = async (tx: Tx, t: ContentTable, id: string, now: Date): Promise<Row | undefined> => (await t.read(tx, id, now))[0];

/**
 * Inserts a row of `t` from an admin's input (with this id: a restore of a deleted row), with
 * `extra` columns besides its fields (SQL values, by column); answers it as the admin list reads it.
 */
export async function insertRow(tx: Tx, t: ContentTable, input: Input, now: Date, id?: string, extra: Record<string, unknown> = {}) {
  await checkImages(tx, t, input);
  const values = { ...(id ? { id } : {}), ...columnValues(tx, t, input), ...extra };
  const columns = Object.keys(values);
  const created = Object.entries(t.created ?? {});
  const [row] = await tx.unsafe<{ id: string }[]>(`insert into public.${t.table} (${[...columns, ...created.map(([k]) => k)].join(', ')})
    values (${[...columns.map((_, i) => `$${i + 1}`), ...created.map(([, sql]) => sql)].join(', ')}) returning id`,
    Object.values(values) as never[]);
  return (await readRow(tx, t, row!.id, now))!;
}

/** Saves the row if it is still at `version`; 409 with the row as it is now when someone saved since, 404 when it is gone. */
export async function saveRowAt(tx: Tx, t: ContentTable, id: string, version: number, input: Input, now: Date) {
  await checkImages(tx, t, input);
  const values = columnValues(tx, t, input);
  const [saved] = await tx.unsafe(`update public.${t.table} set ${Object.keys(values).map((k, i) => `${k} = $${i + 3}`).join(', ')}
    where id = $1 and version = $2 returning id`, [id, version, ...Object.values(values)] as never[]);
  const row = await readRow(tx, t, id, now);
  if (saved) return row!;
  throw row ? staleSave(row) : notFound(t.notFound);
}

// The content collections' tables, from their declaration (contract/collections.ts), with the
// shape an admin saves (COLLECTION_INPUTS). Columns are the schema's keys in snake_case; every
// row also has id, position, published, version and timestamps. The public pages (site-content.ts) and the admin routes
// (admin-content-collections.ts) both read through this.
import type { z } from 'zod';
import { COLLECTION_INPUTS, COLLECTION_NAMES, collectionImage, SITE_COLLECTIONS, type CollectionDeclaration, type CollectionName } from '../contract/collections.ts';
import { checkFeaturedImage, imageColumn } from '../media/featured-image.ts';
import { HttpError } from '../http/errors.ts';
import type { SensoryProfile } from '../contract/sensory.ts';
import { checkStepImages } from '../sensory/profiles.ts';
import type { Tx } from '../db/pool.ts';

export type Collection = {
  name: CollectionName;
  table: string;
  schema: (typeof COLLECTION_INPUTS)[CollectionName];
  /** fields read with a cast (a date as 'YYYY-MM-DD' text) */
  casts?: Readonly<Record<string, string>>;
};

export const COLLECTIONS: Collection[] = COLLECTION_NAMES.map((name) => {
  const { table, casts } = SITE_COLLECTIONS[name] as CollectionDeclaration;
  return { name, table, schema: COLLECTION_INPUTS[name], ...(casts ? { casts } : {}) };
});

export const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The schema's field names (camelCase, as on the wire). */
export const fieldsOf = (c: Collection) => Object.keys(c.schema.shape);

/** The select list of a collection's rows, as the wire names them. */
export function columnsOf(c: Collection): string {
  const fields = fieldsOf(c).map((key) => `${snake(key)}${c.casts?.[key] ? `::${c.casts[key]}` : ''} as "${key}"`);
  return ['id', 'position', 'version', 'updated_at as "updatedAt"', ...fields].join(', ');
}

/** Saved values by column: lists of strings go as text[], other objects and lists as jsonb. */
export function rowOf(tx: Tx, c: Collection, input: Record<string, unknown>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const key of fieldsOf(c)) {
    const value = input[key];
    const textList = Array.isArray(value) && value.every((v) => typeof v === 'string');
    row[snake(key)] = value !== null && typeof value === 'object' && !textList ? tx.json(value as never) : value;
  }
  return row;
}

/**
 * A collection's visible rows, in order (RLS decides which are visible to the caller), with its
 * library image as visitors see it (null when none, or hidden) where it has one.
 */
export function listRows(tx: Tx, c: Collection) {
  const images = collectionImage(c.name);
  const image = images ? `, ${imageColumn(`${c.table}.${snake(images.idKey)}`, images.imageKey)}` : '';
  return tx.unsafe(`select ${columnsOf(c)}${image} from public.${c.table} order by position, created_at`);
}

/**
 * The library images an admin chose for a row (its picture, its what-to-expect photos) must exist,
 * and be public when the row is published (400 otherwise).
 */
export async function checkRowImage(tx: Tx, c: Collection, input: Record<string, unknown>): Promise<void> {
  const images = collectionImage(c.name);
  if (images) await checkFeaturedImage(tx, input[images.idKey] as string | null, input.published !== false, images.idKey);
  await checkStepImages(tx, input.sensoryProfile as SensoryProfile | null | undefined, input.published !== false);
}

/** 400 with each issue under its field's dotted path (hours.0.closes), so a form can place it. */
export function parseFields<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw validationFailed(result.error.issues);
}

/** The 400 of parseFields for these issues (a route's own checks answer the same way). */
export function validationFailed(issues: readonly { path: readonly PropertyKey[]; message: string }[]): HttpError {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return new HttpError(400, { error: 'Validation failed', message: Object.values(fieldErrors)[0]?.[0], fieldErrors });
}

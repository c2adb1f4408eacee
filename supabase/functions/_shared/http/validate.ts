// Request body / param parsing against the zod contract: 400 {error, fieldErrors} on failure.
import { z } from 'zod';
import type { AppContext } from './context.ts';
import { HttpError } from './errors.ts';

export const VALIDATION_ERROR = 'Validation failed';

/** Parses a value with a contract schema; unknown fields are stripped by zod objects. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : '_';
    (fieldErrors[key] ??= []).push(issue.message);
  }
  const first = Object.values(fieldErrors)[0]?.[0];
  throw new HttpError(400, { error: VALIDATION_ERROR, message: first, fieldErrors });
}

/** Reads the JSON body (empty body = {}); malformed JSON answers 400. */
export async function readJson(c: AppContext): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, { error: 'Malformed JSON body' });
  }
}

export async function validBody<S extends z.ZodType>(c: AppContext, schema: S): Promise<z.output<S>> {
  return parseWith(schema, await readJson(c));
}

const uuid = z.uuid();
/** A path id that is not a uuid can match no row: answer 404 without asking the database. */
export function uuidParam(c: AppContext, name: string, notFoundMessage = 'Not found'): string {
  const v = c.req.param(name);
  if (!v || !uuid.safeParse(v).success) throw new HttpError(404, { error: notFoundMessage });
  return v;
}

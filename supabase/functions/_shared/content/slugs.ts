// Slugs of admin-edited content: taken as typed, or generated from the title; a duplicate
// answers 409 on the slug field instead of a bare constraint error.
import { SLUG_MESSAGE, SLUG_PATTERN, SLUG_TAKEN_MESSAGE, slugify } from '../contract/admin-content.ts';
import { sqlState } from '../db/pool.ts';
import { HttpError } from '../http/errors.ts';

export function resolveSlug(input: { slug?: string; title: string }): string {
  const slug = input.slug || slugify(input.title);
  if (!SLUG_PATTERN.test(slug)) {
    throw new HttpError(400, { error: 'Validation failed', message: SLUG_MESSAGE, fieldErrors: { slug: [SLUG_MESSAGE] } });
  }
  return slug;
}

/** Runs a write; a unique-slug violation becomes 409 {fieldErrors: {slug}}. */
export async function withSlugCheck<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (sqlState(err) === '23505') {
      throw new HttpError(409, { error: SLUG_TAKEN_MESSAGE, fieldErrors: { slug: [SLUG_TAKEN_MESSAGE] } });
    }
    throw err;
  }
}

/** An optional date-time of the admin forms (validated by the contract) as an instant, or null. */
export const instantOrNull = (s: string | null | undefined) => (s ? new Date(s) : null);

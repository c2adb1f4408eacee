// Sensory and access profiles on the server (contract/sensory.ts): the check of the photos a
// sequence names when staff save, and an event's profile as visitors read it: its own laid over
// its location's, each in the language asked for, each step's photo only while visitors may see it.
import type { FeaturedImage } from '../contract/featured-image.ts';
import { effectiveProfile, storedProfile, UNKNOWN_LOCATION, stepImageIds, type PublicSensoryProfile, type SensoryProfile } from '../contract/sensory.ts';
import type { TranslationLocale } from '../contract/translations.ts';
import { inLanguage, type TranslatedRows } from '../content/translated.ts';
import type { Tx } from '../db/pool.ts';
import { HttpError } from '../http/errors.ts';
import { checkFeaturedImage, imageColumn } from '../media/featured-image.ts';

/**
 * Refuses (400 under the step's field, e.g. sensoryProfile.steps.1.imageId) a step photo that is
 * not in the library, or that visitors may not see on content that is published.
 */
export async function checkStepImages(tx: Tx, profile: SensoryProfile | null | undefined, published: boolean): Promise<void> {
  for (const [index, step] of (profile?.steps ?? []).entries()) {
    await checkFeaturedImage(tx, step.imageId, published, `sensoryProfile.steps.${index}.imageId`);
  }
}

/** Refuses (400 under locationId) a location that is not there; null (none) is always fine. Runs as the caller. */
export async function checkLocation(tx: Tx, locationId: string | null | undefined): Promise<void> {
  if (!locationId) return;
  const [row] = await tx`select 1 from public.locations where id = ${locationId}`;
  if (!row) throw new HttpError(400, { error: UNKNOWN_LOCATION, fieldErrors: { locationId: [UNKNOWN_LOCATION] } });
}

/** The photos with these ids that visitors may see now, by id (one query). */
async function visibleImages(tx: Tx, ids: readonly string[]): Promise<Map<string, FeaturedImage>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.unsafe<{ id: string; image: FeaturedImage | null }[]>(
    `select w.id::text as id, ${imageColumn('w.id', 'image')} from unnest($1::uuid[]) as w(id)`, [[...new Set(ids)]] as never[]);
  return new Map(rows.flatMap((row) => (row.image ? [[row.id, row.image] as const] : [])));
}

/** What an event's row carries of profiles: its own (as stored) and its location's (null when none, or unpublished). */
export interface ProfileSources {
  sensoryProfile: unknown;
  locationId: string | null;
  locationProfile: unknown;
}

const LOCATIONS: TranslatedRows<{ id: string }> = { subject: 'locations', kind: 'locations', keyOf: (row) => row.id };

/**
 * Each event's profile as visitors read it, in `locale`. `own[i]` is event i's own profile with the
 * event's translation already laid over it (routes/events.ts); the locations' are translated here.
 */
export async function publicProfiles(
  tx: Tx, locale: TranslationLocale | undefined, own: readonly unknown[], sources: readonly ProfileSources[],
): Promise<(PublicSensoryProfile | null)[]> {
  const located = sources.flatMap((s) => {
    const profile = storedProfile(s.locationProfile);
    return s.locationId && profile ? [{ id: s.locationId, sensoryProfile: profile }] : [];
  });
  const unique = [...new Map(located.map((l) => [l.id, l])).values()];
  const translated = new Map((await inLanguage(tx, locale, LOCATIONS, unique)).map((l) => [l.id, l.sensoryProfile]));
  const merged = own.map((profile, i) => effectiveProfile(storedProfile(profile), translated.get(sources[i]?.locationId ?? '') ?? null));
  const images = await visibleImages(tx, merged.flatMap((profile) => stepImageIds(profile)));
  return merged.map((profile) => profile && {
    noise: profile.noise, lighting: profile.lighting, crowd: profile.crowd,
    quietSpace: profile.quietSpace, quietSpaceWhere: profile.quietSpaceWhere, seating: profile.seating, food: profile.food,
    access: profile.access,
    steps: profile.steps.map((step) => ({
      text: step.text, imageAlt: step.imageAlt, image: (step.imageId && images.get(step.imageId)) || null,
    })),
  });
}

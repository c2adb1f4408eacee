// Sensory and access information, as data (issue 61 item 2): what a visitor can expect at an event
// or a location (noise, lighting, crowd, a quiet space, seating, food), its access features and a
// "what to expect" sequence of steps, each with an optional photo from the media library. A
// location's profile is what its events take; an event's own profile overrides it field by field
// (an empty field takes the location's). The database checks the same shape:
// private.is_sensory_profile() (migration 20261210100000_sensory_profiles.sql).
import { z } from 'zod';
import { featuredImageIdSchema, featuredImageSchema } from './featured-image.ts';
import { ACCESS_FEATURES, SENSORY_LEVELS } from './sensory-terms.ts';

export { ACCESS_FEATURES, meetsNeeds, SENSORY_LEVELS, type AccessFeature, type SensoryLevel } from './sensory-terms.ts';

export const SENSORY_LIMITS = { steps: 10, stepText: 500, imageAlt: 300, quietSpaceWhere: 300, seating: 500, food: 500 } as const;

const level = (label: string) =>
  z.enum(SENSORY_LEVELS, { error: `${label} must be low, medium or high` }).nullable().default(null);

/** Optional staff text: '' or absent is stored as null ("not said": the location's applies). */
const text = (label: string, max: number) =>
  z.string({ error: `${label} must be text` }).trim().max(max, { error: `${label} must be at most ${max} characters` })
    .nullable().optional().transform((value) => (value ? value : null));

export const sensoryStepSchema = z.object({
  text: z.string({ error: 'Each step needs its text' }).trim().min(1, { error: 'Each step needs its text' })
    .max(SENSORY_LIMITS.stepText, { error: `A step must be at most ${SENSORY_LIMITS.stepText} characters` }),
  /** the featured images' own schema, so the generic collection form (a location's) offers the library's picker */
  imageId: featuredImageIdSchema,
  /** The photo's alt text for this step; empty: the library's alt text. */
  imageAlt: text('Photo description', SENSORY_LIMITS.imageAlt),
});
export type SensoryStep = z.infer<typeof sensoryStepSchema>;

/** What staff save for an event or a location (and what the database stores, as jsonb). */
export const sensoryProfileSchema = z.object({
  noise: level('Noise'),
  lighting: level('Lighting'),
  crowd: level('Crowd size'),
  /** true: there is a quiet room or space; false: there is none; null: not said. */
  quietSpace: z.boolean({ error: 'Quiet space must be yes or no' }).nullable().default(null),
  quietSpaceWhere: text('Where the quiet space is', SENSORY_LIMITS.quietSpaceWhere),
  seating: text('Seating', SENSORY_LIMITS.seating),
  food: text('Food', SENSORY_LIMITS.food),
  steps: z.array(sensoryStepSchema).max(SENSORY_LIMITS.steps, { error: `A sequence may have at most ${SENSORY_LIMITS.steps} steps` }).default([]),
  access: z.array(z.enum(ACCESS_FEATURES, { error: 'Unknown access feature' })).default([])
    .refine((list) => new Set(list).size === list.length, { error: 'Each access feature may be chosen once' }),
}).refine((p) => !p.quietSpaceWhere || p.quietSpace === true,
  { error: 'Say where the quiet space is only when there is one', path: ['quietSpaceWhere'] });
export type SensoryProfile = z.infer<typeof sensoryProfileSchema>;
export type SensoryProfileFormValues = z.input<typeof sensoryProfileSchema>;

/** An event's location that is not in the list (contract and server alike). */
export const UNKNOWN_LOCATION = 'Choose a location from the list';

/** A content form's profile: none (null) or one. */
export const sensoryProfileFieldSchema = sensoryProfileSchema.nullable().default(null);

/** A profile as the database stores it (keys it lacks take their defaults); null when there is none. */
export const storedProfile = (value: unknown): SensoryProfile | null => sensoryProfileSchema.safeParse(value).data ?? null;

/** The steps' library photos, for the check that each exists (and is public on published content). */
export const stepImageIds = (profile: SensoryProfile | null | undefined): string[] =>
  (profile?.steps ?? []).flatMap((step) => (step.imageId ? [step.imageId] : []));

/**
 * The profile an event shows: each of its own fields, or where it says nothing (null, an empty
 * list), its location's. Null when neither has one.
 */
export function effectiveProfile(own: SensoryProfile | null, location: SensoryProfile | null): SensoryProfile | null {
  if (!own || !location) return own ?? location;
  const pick = <K extends keyof SensoryProfile>(key: K): SensoryProfile[K] => {
    const value = own[key];
    return (Array.isArray(value) ? value.length > 0 : value !== null) ? value : location[key];
  };
  const quietSpace = pick('quietSpace');
  return {
    noise: pick('noise'), lighting: pick('lighting'), crowd: pick('crowd'), quietSpace,
    // where the quiet space is belongs to whichever profile said there is one
    quietSpaceWhere: own.quietSpace !== null ? own.quietSpaceWhere : location.quietSpaceWhere,
    seating: pick('seating'), food: pick('food'), steps: pick('steps'), access: pick('access'),
  };
}

/** A step as visitors read it: its photo only while visitors may see it (the library's consent rules). */
export const publicSensoryStepSchema = z.object({
  text: z.string(),
  imageAlt: z.string().nullable(),
  image: featuredImageSchema.nullable(),
});
export type PublicSensoryStep = z.infer<typeof publicSensoryStepSchema>;

export const publicSensoryProfileSchema = z.object({
  noise: z.enum(SENSORY_LEVELS).nullable(),
  lighting: z.enum(SENSORY_LEVELS).nullable(),
  crowd: z.enum(SENSORY_LEVELS).nullable(),
  quietSpace: z.boolean().nullable(),
  quietSpaceWhere: z.string().nullable(),
  seating: z.string().nullable(),
  food: z.string().nullable(),
  steps: z.array(publicSensoryStepSchema),
  access: z.array(z.enum(ACCESS_FEATURES)),
});
export type PublicSensoryProfile = z.infer<typeof publicSensoryProfileSchema>;

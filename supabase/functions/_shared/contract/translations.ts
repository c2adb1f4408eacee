// Staff content in a second language (issue 36, item 4): which texts of each kind of content can
// be translated, how a translation is laid over the English, and the admin area's answers.
// Shared by /api (supabase/functions/_shared/routes) and the SPA; the table is
// supabase/migrations/20261128090000_content_translations.sql.
import { z } from 'zod';
import { COLLECTION_TRANSLATABLE, type CollectionName } from './collections.ts';
import { CONTENT_TYPES } from './content-types.ts';
import { LOCALES } from './locale-paths.ts';
import { versionSchema } from './site-content.ts';

/** The languages content can be translated into (English is the original). */
export const TRANSLATION_LOCALES = ['es'] as const;
export type TranslationLocale = (typeof TRANSLATION_LOCALES)[number];

/**
 * The texts of each kind of content that a translation may hold, as paths in its English answer
 * (camelCase). `*` stands for every index of a list or every key of an object. A path ends at a
 * text or at a list of texts (taken whole, so a translation may have more or fewer paragraphs).
 * Names of people and organisations, addresses, phone numbers, e-mail and web addresses, slugs,
 * dates, amounts and images are never translated.
 */
export const TRANSLATABLE_PATHS = {
  services: CONTENT_TYPES.services.translatable,
  posts: CONTENT_TYPES.posts.translatable,
  events: CONTENT_TYPES.events.translatable,
  settings: ['tagline', 'description', 'keywords', 'statistics.*.*.label'],
  'pages/home': ['hero.title', 'hero.text', 'commitment.title', 'commitment.text', 'values.*.title', 'values.*.text'],
  'pages/about': ['mission', 'vision', 'history', 'coreValues.*.title', 'coreValues.*.description', 'boardNote'],
  'pages/get-involved': ['partnershipTypes.*.title', 'partnershipTypes.*.description', 'partnershipTypes.*.benefits'],
  'pages/resources': ['eligibilityGroups.*.title', 'eligibilityGroups.*.items', 'applicationSteps.*.title', 'applicationSteps.*.description'],
  'pages/donate': ['sponsorTiers.*.name', 'sponsorTiers.*.benefits', 'inKindItems', 'inKindServices'],
  'pages/privacy': ['title', 'intro', 'sections.*.heading', 'sections.*.paragraphs'],
  'pages/terms': ['title', 'intro', 'sections.*.heading', 'sections.*.paragraphs'],
  'pages/accessibility': ['responseTime', 'commitment', 'conformance', 'measures', 'limitations.*.title', 'limitations.*.detail', 'compatibility', 'assessment'],
  ...COLLECTION_TRANSLATABLE,
} as const satisfies Record<string, readonly string[]> & Record<CollectionName, readonly string[]>;

/** A kind of translatable content: its key in TRANSLATABLE_PATHS (a page is 'pages/{name}'). */
export type TranslationKind = keyof typeof TRANSLATABLE_PATHS;

/**
 * What a translation is of, as the table names it: `subject` is 'services', 'posts', 'events',
 * 'pages', 'settings' or a collection's name; `key` is the row's id, the page's name or 'site'.
 */
export type TranslationSubject = { subject: string; key: string };

/** The kind of content of a subject (its translatable paths), or undefined for an unknown subject. */
export function translationKind({ subject, key }: TranslationSubject): TranslationKind | undefined {
  const kind = subject === 'pages' ? `pages/${key}` : subject;
  return Object.hasOwn(TRANSLATABLE_PATHS, kind) && kind !== 'pages' ? (kind as TranslationKind) : undefined;
}

type Json = unknown;
export const isRecord = (value: Json): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: Json): value is string => typeof value === 'string';
export const isTextList = (value: Json): value is string[] => Array.isArray(value) && value.every(isText);

/** Calls `visit` with each translatable value of `english` (a text or a list of texts) and its path. */
function eachTranslatable(english: Json, paths: readonly string[], visit: (path: (string | number)[], value: string | string[]) => void) {
  const walk = (value: Json, steps: string[], at: (string | number)[]) => {
    if (steps.length === 0) {
      if (isText(value) || isTextList(value)) visit(at, value);
      return;
    }
    const [step, ...rest] = steps as [string, ...string[]];
    if (step === '*') {
      if (Array.isArray(value)) value.forEach((item, index) => walk(item, rest, [...at, index]));
      else if (isRecord(value)) for (const [key, item] of Object.entries(value)) walk(item, rest, [...at, key]);
    } else if (isRecord(value) && Object.hasOwn(value, step)) walk(value[step], rest, [...at, step]);
  };
  for (const path of paths) walk(english, path.split('.'), []);
}

/** The value at `path` in `value`; undefined where the path leads nowhere. */
export const valueAt = (value: Json, path: (string | number)[]): Json =>
  path.reduce<Json>((at, step) => (isRecord(at) || Array.isArray(at) ? (at as Record<string | number, Json>)[step] : undefined), value);

function write(target: Record<string, Json>, path: (string | number)[], value: Json) {
  let at: Record<string | number, Json> = target;
  path.forEach((step, index) => {
    if (index === path.length - 1) at[step] = value;
    else {
      const next = path[index + 1];
      at[step] ??= typeof next === 'number' ? [] : {};
      at = at[step] as Record<string | number, Json>;
    }
  });
}

/**
 * The translatable texts of `english` (only those paths, in its shape): what a translation's
 * `source` records and what the admin area shows beside the Spanish.
 */
export function translatableTexts(kind: TranslationKind, english: Json): Record<string, Json> {
  const texts: Record<string, Json> = {};
  eachTranslatable(english, TRANSLATABLE_PATHS[kind], (path, value) => write(texts, path, value));
  return texts;
}

/**
 * `english` with `translation`'s texts laid over it: each translatable text (or list of texts)
 * the translation has at the same path, not empty, replaces the English; everything else (and
 * any text the translation lacks) stays English. `english` is not changed.
 */
export function overlayTranslation<T>(kind: TranslationKind, english: T, translation: Json): T {
  const result = structuredClone(english) as Record<string, Json>;
  eachTranslatable(english, TRANSLATABLE_PATHS[kind], (path, value) => {
    const translated = valueAt(translation, path);
    const usable = isText(value) ? isText(translated) && translated.trim() !== '' : isTextList(translated) && translated.length > 0;
    if (usable) write(result, path, translated);
  });
  return result as T;
}

/** True when the English texts differ from those a translation was made from. */
export function isOutOfDate(kind: TranslationKind, english: Json, source: Json): boolean {
  return JSON.stringify(translatableTexts(kind, english)) !== JSON.stringify(translatableTexts(kind, source));
}

// ---- the admin area ----

/** A translation's state, as the admin lists and editor show it. */
export const TRANSLATION_STATES = ['missing', 'draft', 'published', 'out-of-date'] as const;
export type TranslationState = (typeof TRANSLATION_STATES)[number];

/** GET /api/admin/translations/{subject}/{key}/{locale}: the English texts and the translation, if any. */
export type TranslationAnswer = {
  subject: string;
  key: string;
  locale: TranslationLocale;
  /** The English's translatable texts now. */
  english: Record<string, Json>;
  state: TranslationState;
  translation: null | {
    fields: Record<string, Json>;
    /** The English texts it was made from (to show what changed since). */
    source: Record<string, Json>;
    status: 'draft' | 'published';
    needsReview: boolean;
    version: number;
    updatedAt: string;
  };
};

/**
 * PUT /api/admin/translations/{subject}/{key}/{locale}: the texts, draft or published, and the
 * version it was edited from (none for a first save). /api checks the paths and the English
 * schema's limits with the texts laid over, and records the English it was made from.
 */
export const translationSaveSchema = z.object({
  fields: z.record(z.string(), z.unknown(), { error: 'fields must be an object' }),
  status: z.enum(['draft', 'published'], { error: 'Choose draft or published' }),
  needsReview: z.boolean({ error: 'Needs review must be true or false' }).default(false),
  version: versionSchema.optional(),
});
export type TranslationSave = z.input<typeof translationSaveSchema>;

/** Each row of an admin list carries its translations' states (`translations: { es: 'draft' }`). */
export type TranslationStates = Record<TranslationLocale, TranslationState>;

// ---- the public answers ----

/**
 * A public content answer asked for in a language (`?lang=es`) marks each translatable thing
 * with the language its texts are in: `lang: 'es'` when a published translation was laid over
 * it, `'en'` when there is none yet (the page then marks that text lang="en" and says so).
 * Answers asked for without `lang` carry no mark and are English.
 */
export const contentLanguageSchema = z.enum(LOCALES);
export type ContentLanguage = z.infer<typeof contentLanguageSchema>;
export type WithLanguage<T> = T & { lang?: ContentLanguage };

/** The `lang` query parameter of a public content read: a translation language, else English. */
export const requestedLocale = (value: string | undefined): TranslationLocale | undefined =>
  (TRANSLATION_LOCALES as readonly string[]).includes(value ?? '') ? (value as TranslationLocale) : undefined;


// What each subject of a translation is in English (issue 36, item 4): where its rows are, the
// shape its admin form saves (a translation laid over it must still pass the same schema, so the
// English's limits hold in Spanish too) and its kind of content (contract/translations.ts).
// Read by the admin translation routes and by the test of the seeded Spanish.
import type { z } from 'zod';
import { blogPostInputSchema, eventInputSchema, serviceInputSchema } from '../contract/admin-content.ts';
import { PAGE_DOCUMENTS, siteSettingsSchema, type PageName } from '../contract/site-content.ts';
import { translationKind, type TranslationKind, type TranslationSubject } from '../contract/translations.ts';
import type { Tx } from '../db/pool.ts';
import { COLLECTIONS, columnsOf } from './site-content-tables.ts';

type Json = Record<string, unknown>;
/** One row of a subject: its translation key and its English, as its admin form saves it. */
export type EnglishRow = { key: string; english: Json };

type Subject = {
  /** The admin input schema of the subject's rows. */
  schema: (key: string) => z.ZodType;
  /** Whether a key can name a row at all (a malformed one is a 404 without asking the database). */
  validKey: (key: string) => boolean;
  /** Every row of the subject, or the one with `key`. */
  read: (tx: Tx, key?: string) => Promise<EnglishRow[]>;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A timestamp as ISO text, the way the admin forms send it back. */
const iso = (column: string) => `to_jsonb(${column}) #>> '{}'`;

/** A table whose rows are keyed by id; `columns` select its admin input fields by their wire names. */
function table(name: string, columns: string, schema: z.ZodType): Subject {
  return {
    schema: () => schema,
    validKey: (key) => UUID.test(key),
    read: async (tx, key) => {
      const rows = await tx.unsafe(`select id::text as "translationKey", ${columns} from public.${name}
        ${key === undefined ? '' : 'where id = $1'} order by id`, key === undefined ? [] : [key]);
      return rows.map(({ translationKey, ...english }) => ({ key: String(translationKey), english }));
    },
  };
}

const FEATURED = 'featured_image_id::text as "featuredImageId"';

const SUBJECTS: Record<string, Subject> = {
  services: table('services', `title, slug, description, overview, approach, key_components as "keyComponents",
    staff_training as "staffTraining", goals, commitment, published, ${FEATURED}`, serviceInputSchema),
  posts: table('blog_posts', `title, slug, excerpt, content, category, published, ${iso('publish_at')} as "publishAt", ${FEATURED}`,
    blogPostInputSchema),
  events: table('events', `title, slug, description, location, ${iso('event_date')} as "eventDate", ${iso('end_date')} as "endDate",
    ${iso('registration_deadline')} as "registrationDeadline", max_capacity as "maxCapacity", published,
    ${iso('publish_at')} as "publishAt", ${FEATURED}, location_id::text as "locationId", sensory_profile as "sensoryProfile"`, eventInputSchema),
  pages: {
    schema: (key) => PAGE_DOCUMENTS[key as PageName],
    validKey: (key) => Object.hasOwn(PAGE_DOCUMENTS, key),
    read: async (tx, key) => {
      const pages = key === undefined ? Object.keys(PAGE_DOCUMENTS) : [key];
      return tx<EnglishRow[]>`select page as key, body as english from public.page_documents where page in ${tx(pages)} order by page`;
    },
  },
  settings: {
    schema: () => siteSettingsSchema,
    validKey: (key) => key === 'site',
    read: (tx) => tx<EnglishRow[]>`select 'site' as key, body as english from public.site_settings`,
  },
  ...Object.fromEntries(COLLECTIONS.map((c) => [c.name, table(c.table, columnsOf(c), c.schema)])),
};

/** The subjects a translation can be of: 'services', 'posts', 'events', 'pages', 'settings' and each collection. */
export const TRANSLATION_SUBJECTS = Object.keys(SUBJECTS);

/** One subject row in English, ready to be translated: its kind, English and schema. */
export type SubjectEnglish = { kind: TranslationKind; english: Json; schema: z.ZodType };

/** The English of what `target` names, or undefined when there is no such subject or row. */
export async function englishOf(tx: Tx, target: TranslationSubject): Promise<SubjectEnglish | undefined> {
  const subject = Object.hasOwn(SUBJECTS, target.subject) ? SUBJECTS[target.subject]! : undefined;
  const kind = translationKind(target);
  if (!subject || !kind || !subject.validKey(target.key)) return undefined;
  const [row] = await subject.read(tx, target.key);
  return row && { kind, english: row.english, schema: subject.schema(target.key) };
}

/** Every row of every subject, in English (for the admin lists' translation states). */
export async function everyEnglish(tx: Tx): Promise<(TranslationSubject & { kind: TranslationKind; english: Json })[]> {
  const all = [];
  for (const [subject, { read }] of Object.entries(SUBJECTS)) {
    for (const { key, english } of await read(tx)) {
      const kind = translationKind({ subject, key });
      if (kind) all.push({ subject, key, kind, english });
    }
  }
  return all;
}

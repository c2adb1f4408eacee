// /api/admin/translations (issue 36, item 4): staff content in Spanish, edited beside the English.
//   GET    /{subject}/{key}/{locale}  the English's translatable texts and the translation, if any
//   PUT    /{subject}/{key}/{locale}  save it (draft or published) with the version it was edited from
//   DELETE /{subject}/{key}/{locale}  remove it (visitors see the English again)
//   GET    /?locale=es                every subject row's state, for the admin lists' badges
// Subjects and keys as contract/translations.ts names them; 404 for a subject row that does not
// exist. Every statement runs as the caller, so row-level security decides.
import { Hono } from 'hono';
import {
  requestedLocale, translatableTexts, translationSaveSchema, type TranslationAnswer, type TranslationState,
} from '../contract/translations.ts';
import { requireAdmin } from '../auth/admin.ts';
import { checkedTranslation } from '../content/translation-fields.ts';
import {
  auditTranslation, deleteTranslation, readTranslation, saveTranslation, translationState, type StoredTranslation,
  type TranslationTarget,
} from '../content/translation-store.ts';
import { englishOf, everyEnglish, TRANSLATION_SUBJECTS, type SubjectEnglish } from '../content/translation-subjects.ts';
import type { Tx } from '../db/pool.ts';
import { withCaller } from '../db/with-caller.ts';
import type { AppContext, AppEnv } from '../http/context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { readJson } from '../http/validate.ts';
import { parseFields } from '../content/site-content-tables.ts';

export const TRANSLATION_SUBJECT_NOT_FOUND = 'Not found: it may have been deleted';
export const UNKNOWN_LOCALE = 'Choose a language content can be translated into';

function targetOf(c: AppContext): TranslationTarget {
  const locale = requestedLocale(c.req.param('locale'));
  if (!locale) throw notFound(TRANSLATION_SUBJECT_NOT_FOUND);
  return { subject: c.req.param('subject')!, key: c.req.param('key')!, locale };
}

async function subjectOf(tx: Tx, t: TranslationTarget): Promise<SubjectEnglish> {
  const subject = await englishOf(tx, t);
  if (!subject) throw notFound(TRANSLATION_SUBJECT_NOT_FOUND);
  return subject;
}

function answerOf(t: TranslationTarget, s: SubjectEnglish, stored: StoredTranslation | undefined): TranslationAnswer {
  return {
    ...t,
    english: translatableTexts(s.kind, s.english),
    state: translationState(s.kind, s.english, stored),
    translation: stored ?? null,
  };
}

/** What the audit trail calls the row: its title, name, question or label, as for the English. */
function titleOf(english: Record<string, unknown>): string | undefined {
  const title = english.title ?? english.name ?? english.question ?? english.label;
  return typeof title === 'string' ? title : undefined;
}

export function adminTranslationsRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', requireAdmin);

  app.get('/', async (c) => {
    const locale = requestedLocale(c.req.query('locale'));
    if (!locale) throw new HttpError(400, { error: 'Validation failed', message: UNKNOWN_LOCALE, fieldErrors: { locale: [UNKNOWN_LOCALE] } });
    const states = await withCaller(c, async (tx) => {
      const stored = await tx<{ subject: string; key: string; status: StoredTranslation['status']; source: Record<string, unknown> }[]>`
        select subject, subject_key as key, status, source from public.content_translations where locale = ${locale}`;
      const byKey = new Map(stored.map((row) => [`${row.subject}\n${row.key}`, row]));
      const states: Record<string, Record<string, TranslationState>> = Object.fromEntries(TRANSLATION_SUBJECTS.map((s) => [s, {}]));
      for (const row of await everyEnglish(tx)) {
        states[row.subject]![row.key] = translationState(row.kind, row.english, byKey.get(`${row.subject}\n${row.key}`));
      }
      return states;
    });
    return c.json({ states });
  });

  app.get('/:subject/:key/:locale', async (c) => {
    const t = targetOf(c);
    return c.json(await withCaller(c, async (tx) => answerOf(t, await subjectOf(tx, t), await readTranslation(tx, t))));
  });

  app.put('/:subject/:key/:locale', async (c) => {
    const t = targetOf(c);
    const save = parseFields(translationSaveSchema, await readJson(c));
    return c.json(await withCaller(c, async (tx) => {
      const subject = await subjectOf(tx, t);
      const fields = checkedTranslation(subject.kind, subject.english, save.fields, subject.schema);
      const { before, after } = await saveTranslation(tx, t, save.version, {
        fields, source: translatableTexts(subject.kind, subject.english), status: save.status, needsReview: save.needsReview,
      });
      await auditTranslation(tx, t, before?.status, after.status, titleOf(subject.english));
      return answerOf(t, subject, after);
    }));
  });

  app.delete('/:subject/:key/:locale', async (c) => {
    const t = targetOf(c);
    await withCaller(c, async (tx) => {
      const subject = await subjectOf(tx, t);
      const deleted = await deleteTranslation(tx, t);
      await auditTranslation(tx, t, deleted?.status, 'deleted', titleOf(subject.english));
    });
    return c.body(null, 204);
  });
  return app;
}

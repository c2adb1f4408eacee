// The rows of public.content_translations as the admin routes read and write them (issue 36,
// item 4), under the caller's role: row-level security lets admins alone write, and the
// database records every change in content_revisions. Saves take the version the admin edited
// from: a stale one (or none while a translation exists) answers 409 and changes nothing.
import { CONFLICT_MESSAGE } from '../contract/site-content.ts';
import {
  isOutOfDate, type TranslationAnswer, type TranslationKind, type TranslationLocale, type TranslationState,
} from '../contract/translations.ts';
import type { Tx } from '../db/pool.ts';
import { HttpError } from '../http/errors.ts';
import { logAudit, type LoggedAction } from '../db/audit.ts';

export type TranslationTarget = { subject: string; key: string; locale: TranslationLocale };
export type StoredTranslation = NonNullable<TranslationAnswer['translation']>;
type StoredRow = Omit<StoredTranslation, 'updatedAt'> & { updatedAt: Date };

const COLUMNS = 'fields, source, status, needs_review as "needsReview", version, updated_at as "updatedAt"';
const toWire = (row: StoredRow | undefined): StoredTranslation | undefined => row && { ...row, updatedAt: new Date(row.updatedAt).toISOString() };

/** A translation's state: none yet, made from English that has changed since, or its status. */
export function translationState(kind: TranslationKind, english: unknown, stored: Pick<StoredTranslation, 'source' | 'status'> | undefined): TranslationState {
  if (!stored) return 'missing';
  return isOutOfDate(kind, english, stored.source) ? 'out-of-date' : stored.status;
}

export async function readTranslation(tx: Tx, t: TranslationTarget, forUpdate = false): Promise<StoredTranslation | undefined> {
  const [row] = await tx<StoredRow[]>`select ${tx.unsafe(COLUMNS)} from public.content_translations
    where subject = ${t.subject} and subject_key = ${t.key} and locale = ${t.locale} ${forUpdate ? tx`for update` : tx``}`;
  return toWire(row);
}

export type TranslationWrite = Pick<StoredTranslation, 'fields' | 'source' | 'status' | 'needsReview'>;

/**
 * Writes the translation if it is still at `version` (undefined: there is none yet); 409 when
 * someone saved or deleted it since. Answers what was there before and what is there now.
 */
export async function saveTranslation(tx: Tx, t: TranslationTarget, version: number | undefined, w: TranslationWrite) {
  const before = await readTranslation(tx, t, true);
  if (before?.version !== version) throw new HttpError(409, { error: CONFLICT_MESSAGE });
  const [row] = before
    ? await tx<StoredRow[]>`update public.content_translations
        set fields = ${tx.json(w.fields as never)}, source = ${tx.json(w.source as never)}, status = ${w.status},
          needs_review = ${w.needsReview}
        where subject = ${t.subject} and subject_key = ${t.key} and locale = ${t.locale} returning ${tx.unsafe(COLUMNS)}`
    : await tx<StoredRow[]>`insert into public.content_translations (subject, subject_key, locale, fields, source, status, needs_review)
        values (${t.subject}, ${t.key}, ${t.locale}, ${tx.json(w.fields as never)}, ${tx.json(w.source as never)}, ${w.status}, ${w.needsReview})
        on conflict do nothing returning ${tx.unsafe(COLUMNS)}`;
  // no row: another admin's first save came in between this one's read and insert
  if (!row) throw new HttpError(409, { error: CONFLICT_MESSAGE });
  return { before, after: toWire(row)! };
}

/** Deletes one translation; answers it, or undefined when there was none. */
export async function deleteTranslation(tx: Tx, t: TranslationTarget): Promise<StoredTranslation | undefined> {
  const [row] = await tx<StoredRow[]>`delete from public.content_translations
    where subject = ${t.subject} and subject_key = ${t.key} and locale = ${t.locale} returning ${tx.unsafe(COLUMNS)}`;
  return toWire(row);
}

/**
 * Deletes a service, post, event or collection row (`deleteRow`: its delete statement, returning
 * what it deleted) and, when it did, the row's translations with it, in the same transaction.
 */
export async function deleteWithTranslations<T extends readonly unknown[]>(tx: Tx, subject: string, key: string, deleteRow: Promise<T>): Promise<T> {
  const deleted = await deleteRow;
  if (deleted.length > 0) await tx`delete from public.content_translations where subject = ${subject} and subject_key = ${key}`;
  return deleted;
}

type Status = StoredTranslation['status'];
/** The audit trail's word for a change, as for the English (content.*): drafts are staff's own business. */
function auditAction(before: Status | undefined, after: Status | 'deleted'): Extract<LoggedAction, `content.${string}`> | undefined {
  if (after === 'deleted') return before && 'content.deleted';
  if (after === 'published') return before === 'published' ? 'content.updated' : 'content.published';
  return before === 'published' ? 'content.unpublished' : undefined;
}

/**
 * Records a translation's change in the audit trail, as the caller. The English's changes are
 * recorded by the database's triggers; a translation's by /api, through public.log_audit() on
 * /api's own role (staff may record only exports and second-step changes themselves).
 */
export async function auditTranslation(tx: Tx, t: TranslationTarget, before: Status | undefined, after: Status | 'deleted', title?: string) {
  const action = auditAction(before, after);
  if (!action) return;
  const details = { locale: t.locale, ...(title && { title }) };
  await logAudit(tx, action, 'content_translations', `${t.subject}:${t.key}:${t.locale}`, details);
}

// Forms the browser posted itself without the proof-of-work solution (issue 56 with 57.7: sent
// before the app had started, or with JavaScript off). Such a form is validated as any other and
// kept once in private.held_submissions (migration 20261208110100), and the form's address is
// mailed a link that confirms it (mail/templates/held-submission-confirmation.ts). The answer
// page, /forms/held, confirms it with the challenge when the app runs there; the token is in the
// address's fragment, which no request carries. A held form takes effect only when confirmed
// (routes/held.ts), through the same code as a form sent by the app; until then it takes no
// seat, notifies nobody and is on no list, and the notify drain deletes it after 24 hours.
import type { Sql } from '../db/pool.ts';
import { HELD_PURPOSE } from '../contract/held.ts';
import type { Config } from '../config.ts';
import type { AppContext } from '../http/context.ts';
import { proofAccepted } from '../http/human-check.ts';
import { limitByIp, tooManyRequests } from '../http/rate-limit.ts';
import type { Locale } from '../mail/templates/language.ts';
import { CV_BUCKET } from '../storage/buckets.ts';
import { deleteObject } from '../storage/client.ts';
import { signId, verifySignedId } from '../signed-token.ts';

export type HeldForm = 'contact' | 'registration' | 'waitlist' | 'application' | 'series_registration';
/** The form whose result pages a held form's outcome names (a series registration's are a registration's). */
export const outcomeForm = (form: HeldForm) => (form === 'series_registration' ? 'registration' : form);
/** How long a held form waits for its confirmation (the notify drain deletes it then). */
export const HELD_HOURS = 24;
/** Held forms (and so mails) an address may have in an hour; a client address may make FORM_MAX_PER_HOUR, all forms together. */
const HELD_PER_ADDRESS_PER_HOUR = 3;

export type StoredCv = { path: string; type: string };
export interface Hold {
  form: HeldForm;
  fields: Record<string, string>;
  email: string;
  locale: Locale;
  eventId?: string;
  /** Puts a held application's CV in Storage, once the limits have let the form through. */
  storeCv?: () => Promise<StoredCv | null>;
}
export interface HeldRow {
  id: string;
  form: HeldForm;
  event_id: string | null;
  fields: Record<string, string>;
  email: string;
  locale: Locale;
  cv_path: string | null;
  cv_type: string | null;
  created_at: Date;
}

/**
 * A form the browser posted: a filled honeypot is dropped (nothing stored, the sent page), one
 * with an accepted solution is sent as the app's would be, one without is held; answers the held
 * page's outcome then.
 */
export async function sendOrHold(
  c: AppContext, body: { altcha?: string; website?: string }, hold: () => Hold | Promise<Hold>, send: () => Promise<unknown>,
): Promise<string | void> {
  if (body.website) return;
  if (await proofAccepted(c, body.altcha)) {
    await send();
    return;
  }
  return holdSubmission(c, await hold());
}

/** The form's fields as they are kept: the check's field and the honeypot are not. */
const keptFields = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).filter(([key]) => key !== 'altcha' && key !== 'website'));

/**
 * Keeps the form and queues its confirmation mail, in one transaction; answers the outcome of the
 * page that confirms it, `held#<signed id>`. More than a few held forms for one address or from
 * one client in an hour: 429 (the try-later page).
 */
export async function holdSubmission(c: AppContext, hold: Hold): Promise<string> {
  const { sql, config } = c.get('deps');
  await limitByIp(c, 'held-ip', config.FORM_MAX_PER_HOUR, 3600);
  const id = await sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(hashtext(${`held:${hold.email.toLowerCase()}`}))`;
    const [recent] = await tx<{ n: number }[]>`
      select count(*)::int as n from private.held_submissions
      where lower(email) = ${hold.email.toLowerCase()} and created_at > now() - interval '1 hour'`;
    if ((recent?.n ?? 0) >= HELD_PER_ADDRESS_PER_HOUR) throw tooManyRequests(3600);
    const cv = (await hold.storeCv?.()) ?? null;
    const [row] = await tx<{ id: string }[]>`
      insert into private.held_submissions (form, event_id, fields, email, locale, cv_path, cv_type)
      values (${hold.form}, ${hold.eventId ?? null}, ${tx.json(keptFields(hold.fields))}, ${hold.email}, ${hold.locale},
        ${cv?.path ?? null}, ${cv?.type ?? null})
      returning id`;
    await tx`insert into public.email_outbox (kind, recipient, payload)
      values ('held_submission_confirmation', ${hold.email}, jsonb_build_object('heldId', ${row!.id}::text))`;
    return row!.id;
  });
  return `held#${await heldToken(config, id)}`;
}

/** A held form's signed id for `purpose`: its answer page's (HELD_PURPOSE) or its mail's (HELD_MAIL_PURPOSE). */
export const heldToken = (config: Config, id: string, purpose = HELD_PURPOSE) => signId(config.LINK_SIGNING_SECRET, purpose, id);

/**
 * The held form a token of `purpose` names, taken out (it is released once); null when the token
 * is forged, of another purpose, or the form is gone.
 */
export async function takeHeld(c: AppContext, token: string, purpose: string): Promise<HeldRow | null> {
  const { sql, config } = c.get('deps');
  const id = await verifySignedId(config.LINK_SIGNING_SECRET, purpose, token);
  if (!id || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await sql<HeldRow[]>`
    delete from private.held_submissions
    where id = ${id}::uuid and created_at > now() - make_interval(hours => ${HELD_HOURS})
    returning *`;
  return row ?? null;
}

/** Puts a taken form back, as it was, when its release failed for a reason of ours (it may be confirmed again). */
export async function putBack(sql: Sql, row: HeldRow): Promise<void> {
  await sql`insert into private.held_submissions (id, form, event_id, fields, email, locale, cv_path, cv_type, created_at)
    values (${row.id}, ${row.form}, ${row.event_id}, ${sql.json(row.fields)}, ${row.email}, ${row.locale},
      ${row.cv_path}, ${row.cv_type}, ${row.created_at})
    on conflict (id) do nothing`;
}

/** The notify drain's retention: deletes held forms older than 24 hours, and the CVs they held. */
export async function deleteExpiredHeld(sql: Sql, config: Config, withStorage: boolean): Promise<number> {
  const rows = await sql<{ cv_path: string | null }[]>`
    delete from private.held_submissions where created_at <= now() - make_interval(hours => ${HELD_HOURS}) returning cv_path`;
  if (withStorage) {
    for (const { cv_path: path } of rows) if (path) await deleteObject(config, CV_BUCKET, path);
  }
  return rows.length;
}

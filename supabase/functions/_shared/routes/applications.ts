// POST /api/applications (public, multipart/form-data): a job, general or volunteer application
// with, for job and general, the CV as the file field `cv` (PDF or DOCX by its bytes, at most
// 5 MB: 413 from Content-Length before the body is read). Same spam defence as the contact form:
// the honeypot `website` (a filled one is answered as a success and nothing is stored) and the
// per-address limit FORM_MAX_PER_HOUR. The row is inserted by private.submit_application() on
// the service connection, which queues the confirmation and the staff notice; the CV is stored
// in the same transaction's course, so a refused application stores nothing. The form's own
// post (sent before the app has started, or without JavaScript) is answered 303 to a page of
// the site instead of JSON (http/form-post.ts).
// POST /api/applications/withdraw { token } (public): the confirmation e-mail's link; marks the
// application withdrawn and deletes the CV at once. A used or forged token is INVALID_LINK.
import { Hono } from 'hono';
import {
  APPLICATION_SENT, APPLICATION_WITHDRAWN, DUPLICATE_APPLICATION, JOB_CLOSED, JOB_NOT_FOUND, ROLE_NOT_FOUND,
} from '../contract/applications-admin.ts';
import { type ApplicationFields, applicationFieldsSchema } from '../contract/applications.ts';
import { CV_MAX_BYTES, CV_REQUIRED, CV_TOO_LARGE, CV_TYPES, CV_WRONG_TYPE, takesCv } from '../contract/application-rules.ts';
import { INVALID_LINK, signedLinkRequestSchema } from '../contract/signed-links.ts';
import { sniffCv, type CvType } from '../applications/cv-bytes.ts';
import { withdrawTokenId } from '../applications/links.ts';
import { storageDown } from '../applications/storage-errors.ts';
import type { AppContext, AppEnv } from '../http/context.ts';
import { answerFormPost, isNativeForm } from '../http/form-post.ts';
import { HttpError } from '../http/errors.ts';
import { requireHuman } from '../http/human-check.ts';
import { sendOrHold, type StoredCv } from '../held/held-submissions.ts';
import { limitPublicPosts } from '../http/rate-limit.ts';
import { parseWith, validBody } from '../http/validate.ts';
import { withCaller } from '../db/with-caller.ts';
import { CV_BUCKET } from '../storage/buckets.ts';
import { deleteObject, putObject } from '../storage/client.ts';
import { readLimitedBody } from '../media/upload-check.ts';
import type { Locale } from '../mail/templates/language.ts';
import { visitorLocale } from '../mail/visitor-locale.ts';

/** Room for the text fields and the multipart framing around the CV. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
const MALFORMED_FORM = 'The application could not be read. Please try again.';

const cvError = (status: 400 | 413 | 415, message: string) =>
  new HttpError(status, { error: message, fieldErrors: { cv: [message] } });

/** A checked CV; without its bytes, one already in Storage (a held application's). */
type Cv = { bytes?: Uint8Array<ArrayBuffer>; type: CvType; path: string };

async function readForm(c: AppContext): Promise<FormData> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) throw new HttpError(400, { error: MALFORMED_FORM });
  const bytes = await readLimitedBody(c, CV_MAX_BYTES + FORM_OVERHEAD_BYTES, () => cvError(413, CV_TOO_LARGE));
  try {
    return await new Response(bytes, { headers: { 'content-type': type } }).formData();
  } catch {
    throw new HttpError(400, { error: MALFORMED_FORM });
  }
}

/** The text fields as the schema reads them: a blank optional field is left out. */
function fieldsOf(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string' && key !== 'cv' && !(key in fields)) fields[key] = value;
  }
  for (const key of ['jobId', 'volunteerRoleId']) if (fields[key] === '') delete fields[key];
  return fields;
}

async function checkedCv(form: FormData): Promise<Required<Cv>> {
  const file = form.get('cv');
  if (!file || typeof file === 'string' || file.size === 0) throw cvError(400, CV_REQUIRED);
  if (file.size > CV_MAX_BYTES) throw cvError(413, CV_TOO_LARGE);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffCv(bytes);
  if (!type) throw cvError(415, CV_WRONG_TYPE);
  return { bytes, type, path: `${crypto.randomUUID()}.${CV_TYPES[type]}` };
}

const REFUSALS: Record<string, () => HttpError> = {
  job_not_found: () => new HttpError(404, { error: JOB_NOT_FOUND, fieldErrors: { jobId: [JOB_NOT_FOUND] } }),
  job_closed: () => new HttpError(409, { error: JOB_CLOSED, fieldErrors: { jobId: [JOB_CLOSED] } }),
  role_not_found: () => new HttpError(404, { error: ROLE_NOT_FOUND, fieldErrors: { volunteerRoleId: [ROLE_NOT_FOUND] } }),
  duplicate: () => new HttpError(409, { error: DUPLICATE_APPLICATION, fieldErrors: { email: [DUPLICATE_APPLICATION] } }),
};

/**
 * Inserts the application and stores its CV; a refusal or a failed upload leaves nothing behind.
 * The row keeps the language of the page it was sent from (its applicant's mail follows it), set
 * in the same transaction as the insert, before the queued mail can be sent.
 */
async function submit(c: AppContext, body: ApplicationFields, cv: Cv | null, locale: Locale): Promise<void> {
  const { sql, config } = c.get('deps');
  await sql.begin(async (tx) => {
    const [row] = await tx<{ r: { result: string; id?: string } }[]>`select private.submit_application(
      ${body.kind}, ${body.jobId ?? null}, ${body.volunteerRoleId ?? null}, ${body.name}, ${body.email}, ${body.phone},
      ${body.heardAbout}, ${body.availability}, ${body.note ?? ''}, ${cv?.path ?? null}, ${cv?.type ?? null}) as r`;
    const outcome = row?.r;
    if (outcome?.result !== 'created' || !outcome.id) {
      const refusal = outcome?.result ? REFUSALS[outcome.result] : undefined;
      if (!refusal) throw new Error(`submit_application answered ${JSON.stringify(outcome)}`);
      throw refusal();
    }
    await tx`update public.applications set locale = ${locale} where id = ${outcome.id}::uuid`;
    if (cv?.bytes) await putObject(config, CV_BUCKET, cv.path, cv.bytes, cv.type, { bytes: cv.bytes.length }).catch(storageDown(c));
  });
}

/**
 * The browser's own post names the opening by its slug too (the prerendered page may be older
 * than the row's id): the open, published opening of that slug is the one applied for.
 */
async function withJobOfSlug(c: AppContext, fields: Record<string, string>): Promise<Record<string, string>> {
  const slug = fields.jobSlug;
  if (fields.kind !== 'job' || !slug) return fields;
  const [row] = await withCaller(c, (tx) => tx<{ id: string }[]>`select id from public.job_openings where slug = ${slug.slice(0, 200)}`);
  return row ? { ...fields, jobId: row.id } : fields;
}

/** Validates the fields, checks the CV and stores (a filled honeypot stores nothing); the hit was counted before the body was read. */
async function apply(c: AppContext, form: FormData, fields: Record<string, string>, locale: Locale): Promise<void> {
  const body = parseWith(applicationFieldsSchema, fields);
  await requireHuman(c, body.altcha);
  if (body.website) return;
  await submit(c, body, takesCv(body.kind) ? await checkedCv(form) : null, locale);
}

/** The browser's own post: as apply(), or held without the check, its CV put in Storage now (held/held-submissions.ts). */
async function applyOrHold(c: AppContext, form: FormData, fields: Record<string, string>, locale: Locale): Promise<string | void> {
  const body = parseWith(applicationFieldsSchema, fields);
  const cv = takesCv(body.kind) && !body.website ? await checkedCv(form) : null;
  const storeCv = async () => {
    if (!cv) return null;
    await putObject(c.get('deps').config, CV_BUCKET, cv.path, cv.bytes, cv.type, { bytes: cv.bytes.length }).catch(storageDown(c));
    return { path: cv.path, type: cv.type };
  };
  const hold = () => ({ form: 'application' as const, fields, email: body.email, locale, storeCv });
  return sendOrHold(c, body, hold, () => submit(c, body, cv, locale));
}

/** A held application, confirmed (routes/held.ts): its CV is already in Storage. */
export async function submitHeldApplication(c: AppContext, fields: Record<string, string>, cv: StoredCv | null, locale: Locale): Promise<void> {
  await submit(c, parseWith(applicationFieldsSchema, fields), cv && { ...cv, type: cv.type as CvType }, locale);
}

export function applicationRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/', limitPublicPosts('application-ip'), async (c) => {
    if (isNativeForm(c)) {
      let form = new FormData();
      const read = async () => withJobOfSlug(c, fieldsOf(form = await readForm(c)));
      return answerFormPost(c, 'application', read, (fields, locale) => applyOrHold(c, form, fields, locale));
    }
    const form = await readForm(c);
    await apply(c, form, fieldsOf(form), visitorLocale(c));
    c.header('Cache-Control', 'no-store');
    return c.json({ message: APPLICATION_SENT }, 201);
  });

  app.post('/withdraw', limitPublicPosts('application-withdraw-ip'), async (c) => {
    const { token } = await validBody(c, signedLinkRequestSchema);
    const { sql, config } = c.get('deps');
    const id = await withdrawTokenId(config, token);
    if (!id) throw new HttpError(400, { error: INVALID_LINK });
    const [row] = await sql<{ withdrawn: boolean; cv_path: string | null }[]>`select * from private.withdraw_application(${id}::uuid)`;
    if (!row?.withdrawn) throw new HttpError(400, { error: INVALID_LINK });
    // the row no longer names the file; if Storage is down now, the drain's sweep removes it
    if (row.cv_path) {
      await deleteObject(config, CV_BUCKET, row.cv_path).catch((err: unknown) =>
        c.get('deps').log('applications: CV not deleted at withdrawal; the sweep will', { error: String(err) }));
    }
    c.header('Cache-Control', 'no-store');
    return c.json({ message: APPLICATION_WITHDRAWN });
  });
  return app;
}

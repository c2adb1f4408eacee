// /api/admin/applications (admins; visitors 401, signed-in non-admins 403; RLS decides again):
//   GET    /            one page of applications (?kind=&jobId=&status=&q=&page=)
//   GET    /:id         one in full
//   PATCH  /:id         { status?, notes? } (a status change is audited by the table's trigger)
//   DELETE /:id         the application and its CV (audited)
//   POST   /:id/email   { subject, message } to the applicant, through the outbox (409 once their details are cleared)
//   POST   /:id/cv-link a link to the CV valid CV_LINK_MINUTES (audited)
//   GET    /:id/cv?token=  the CV itself, for an admin holding an unexpired link (audited)
// The CV link is served from the site's own origin through /api (the host proxies /api), so the
// Content-Security-Policy needs no Storage origin and the file never leaves through a URL anyone
// could reuse: the link is signed, names one application, expires, and still needs an admin
// session; /api reads the file with the service key after those checks.
import { Hono } from 'hono';
import {
  APPLICANT_DETAILS_CLEARED, APPLICANT_EMAIL_QUEUED, APPLICATION_NOT_FOUND, APPLICATION_PAGE_SIZE, CV_LINK_EXPIRED, CV_LINK_MINUTES, NO_CV,
} from '../contract/applications-admin.ts';
import { applicantEmailSchema, applicationFiltersSchema, applicationUpdateSchema } from '../contract/applications.ts';
import { readCvToken, cvToken } from '../applications/links.ts';
import { readOne, readPage } from '../applications/rows.ts';
import { storageDown } from '../applications/storage-errors.ts';
import { requireAdmin } from '../auth/admin.ts';
import { logAudit } from '../db/audit.ts';
import { withCaller } from '../db/with-caller.ts';
import type { AppEnv } from '../http/context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { parseWith, uuidParam, validBody } from '../http/validate.ts';
import { CV_BUCKET } from '../storage/buckets.ts';
import { deleteObject, getServiceObject } from '../storage/client.ts';
import { privileged } from '../db/privileged.ts';

const EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx' };
const fileName = (name: string, type: string) =>
  `${name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'applicant'}-resume.${EXTENSIONS[type] ?? 'bin'}`;

type CvRow = { cv_path: string; cv_type: string; name: string };

export function adminApplicationsRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', requireAdmin);

  app.get('/', async (c) => {
    const { page, ...filters } = parseWith(applicationFiltersSchema, c.req.query());
    return c.json(await withCaller(c, (tx) => readPage(tx, filters, page, APPLICATION_PAGE_SIZE)));
  });

  app.get('/:id', async (c) => {
    const id = uuidParam(c, 'id', APPLICATION_NOT_FOUND);
    const row = await withCaller(c, (tx) => readOne(tx, id));
    if (!row) throw notFound(APPLICATION_NOT_FOUND);
    return c.json(row);
  });

  app.patch('/:id', async (c) => {
    const id = uuidParam(c, 'id', APPLICATION_NOT_FOUND);
    const change = await validBody(c, applicationUpdateSchema);
    const row = await withCaller(c, async (tx) => {
      const updated = await tx`update public.applications set ${tx({
        ...(change.status !== undefined ? { status: change.status } : {}),
        ...(change.notes !== undefined ? { notes: change.notes } : {}),
      })} where id = ${id} returning id`;
      return updated.length ? readOne(tx, id) : null;
    });
    if (!row) throw notFound(APPLICATION_NOT_FOUND);
    return c.json(row);
  });

  app.delete('/:id', async (c) => {
    const id = uuidParam(c, 'id', APPLICATION_NOT_FOUND);
    const [row] = await withCaller(c, (tx) => tx<{ cv_path: string | null }[]>`
      delete from public.applications where id = ${id} returning cv_path`);
    if (!row) throw notFound(APPLICATION_NOT_FOUND);
    if (row.cv_path) {
      await deleteObject(c.get('deps').config, CV_BUCKET, row.cv_path).catch((err: unknown) =>
        c.get('deps').log('applications: CV not deleted with its application; the sweep will', { error: String(err) }));
    }
    return c.body(null, 204);
  });

  app.post('/:id/email', async (c) => {
    const id = uuidParam(c, 'id', APPLICATION_NOT_FOUND);
    const { subject, message } = await validBody(c, applicantEmailSchema);
    // the outbox is /api's own (the admin check and RLS's read decided already); the mail is
    // queued and recorded in one transaction
    await withCaller(c, async (tx) => {
      const row = await readOne(tx, id);
      if (!row) throw notFound(APPLICATION_NOT_FOUND);
      if (!row.email) throw new HttpError(409, { error: APPLICANT_DETAILS_CLEARED });
      await privileged(tx, () => tx`insert into public.email_outbox (kind, recipient, payload)
        values ('generic', ${row.email}, ${tx.json({ subject, text: message })})`);
      await logAudit(tx, 'application.emailed', 'application', id);
    });
    return c.json({ message: APPLICANT_EMAIL_QUEUED }, 202);
  });

  app.post('/:id/cv-link', async (c) => {
    const id = uuidParam(c, 'id', APPLICATION_NOT_FOUND);
    const { config, clock } = c.get('deps');
    const [cv] = await withCaller(c, async (tx) => {
      const exists = await tx`select 1 from public.applications where id = ${id}`;
      if (!exists.length) throw notFound(APPLICATION_NOT_FOUND);
      return tx<CvRow[]>`select * from public.application_cv(${id}, 'link')`;
    });
    if (!cv) throw notFound(NO_CV);
    const expiresAt = new Date(clock().getTime() + CV_LINK_MINUTES * 60_000);
    const token = await cvToken(config, id, expiresAt);
    return c.json({ url: `/api/admin/applications/${id}/cv?token=${encodeURIComponent(token)}`, expiresAt: expiresAt.toISOString() });
  });

  app.get('/:id/cv', async (c) => {
    const id = uuidParam(c, 'id', APPLICATION_NOT_FOUND);
    const { config, clock } = c.get('deps');
    const check = await readCvToken(config, c.req.query('token') ?? '', clock());
    if (!check || check.id !== id) throw notFound(NO_CV);
    if (check.expired) throw new HttpError(410, { error: CV_LINK_EXPIRED });
    const [cv] = await withCaller(c, (tx) => tx<CvRow[]>`select * from public.application_cv(${id}, 'download')`);
    if (!cv) throw notFound(NO_CV);
    const stored = await getServiceObject(config, CV_BUCKET, cv.cv_path).catch(storageDown(c));
    if (!stored) throw notFound(NO_CV);
    return new Response(stored.body, {
      status: 200,
      headers: {
        'content-type': cv.cv_type,
        'content-disposition': `attachment; filename="${fileName(cv.name, cv.cv_type)}"`,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'",
      },
    });
  });
  return app;
}

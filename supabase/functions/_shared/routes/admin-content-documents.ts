// /api/admin/content/pages/{page} and /api/admin/content/settings: a page's document and the
// site settings, each one JSON body checked by its zod schema. Read, save with the version it
// was edited from (a stale one answers 409 and changes nothing), history, restore.
import { Hono } from 'hono';
import type { z } from 'zod';
import { PAGE_DOCUMENTS, documentSaveSchema, restoreRequestSchema, siteSettingsSchema } from '../contract/site-content.ts';
import { withCaller } from '../db/with-caller.ts';
import type { Tx } from '../db/pool.ts';
import type { AppEnv } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { readJson } from '../http/validate.ts';
import { listRevisions, revisionData, staleSave } from '../content/revisions.ts';
import { parseFields } from '../content/site-content-tables.ts';

type DocumentRow = { table: 'page_documents' | 'site_settings'; keyColumn: 'page' | 'id'; key: string; schema: z.ZodType };

const COLUMNS = 'body, version, updated_at as "updatedAt"';

async function saveAt(tx: Tx, d: DocumentRow, version: number, body: unknown) {
  const [row] = await tx.unsafe(`update public.${d.table} set body = $1 where ${d.keyColumn}::text = $2 and version = $3 returning ${COLUMNS}`,
    [tx.json(body as never), d.key, version] as never[]);
  if (row) return row;
  const [current] = await tx.unsafe(`select ${COLUMNS} from public.${d.table} where ${d.keyColumn}::text = $1`, [d.key]);
  throw staleSave(current!);
}

function documentRoutes(d: DocumentRow) {
  const app = new Hono<AppEnv>();
  const saveSchema = documentSaveSchema(d.schema);

  app.get('/', async (c) => {
    const [row] = await withCaller(c, (tx) => tx.unsafe(`select ${COLUMNS} from public.${d.table} where ${d.keyColumn}::text = $1`, [d.key]));
    if (!row) throw notFound();
    return c.json(row);
  });

  app.put('/', async (c) => {
    const { body, version } = parseFields(saveSchema, await readJson(c));
    return c.json(await withCaller(c, (tx) => saveAt(tx, d, version, body)));
  });

  app.get('/revisions', async (c) => c.json(await listRevisions(c, d.table, d.key, (row) => ({ body: row.body }))));

  app.post('/revisions/:revisionId/restore', async (c) => {
    const { version } = parseFields(restoreRequestSchema, await readJson(c));
    const data = await revisionData(c, d.table, d.key, c.req.param('revisionId'));
    const body = parseFields(d.schema, data.body);
    return c.json(await withCaller(c, (tx) => saveAt(tx, d, version, body)));
  });
  return app;
}

export function adminContentDocumentsRoutes() {
  const app = new Hono<AppEnv>();
  app.route('/settings', documentRoutes({ table: 'site_settings', keyColumn: 'id', key: 'true', schema: siteSettingsSchema }));
  for (const [page, schema] of Object.entries(PAGE_DOCUMENTS)) {
    app.route(`/pages/${page}`, documentRoutes({ table: 'page_documents', keyColumn: 'page', key: page, schema }));
  }
  return app;
}

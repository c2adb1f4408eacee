// /api/admin/{area} for each content type with its own addresses (posts, services, events), derived
// from its declaration (content/content-type-tables.ts): list, create, save at the version it was edited
// from (a stale one answers 409 with the row as it is now, and changes nothing), publish/unpublish,
// delete, its History and the restore of an earlier version (which re-creates a deleted row).
// Row-level security decides: the statements run under the caller's role.
import { Hono } from 'hono';
import { publishRequestSchema } from '../contract/admin-content.ts';
import { restoreRequestSchema } from '../contract/site-content.ts';
import { requireAdmin } from '../auth/admin.ts';
import { deleteWithTranslations } from '../content/translation-store.ts';
import { withCaller } from '../db/with-caller.ts';
import { sqlState, type Tx } from '../db/pool.ts';
import type { AppContext, AppEnv } from '../http/context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { parseWith, readJson, uuidParam } from '../http/validate.ts';
import { withSlugCheck } from '../content/slugs.ts';
import { listRevisions, revisionData } from '../content/revisions.ts';
import { checkImages, type Input, insertRow, readRow, saveRowAt } from '../content/content-rows.ts';
import { CONTENT_TABLES, type ContentTable, fieldsOf, type Row } from '../content/content-type-tables.ts';
import { snake } from '../content/site-content-tables.ts';
import type { ContentTypeName } from '../contract/content-types.ts';
import { adminEventActions } from './admin-events.ts';

/** A type's own actions under its path, besides the ones every type has. */
const TYPE_ACTIONS: Partial<Record<ContentTypeName, () => Hono<AppEnv>>> = { events: adminEventActions };

function typeRoutes(t: ContentTable) {
  const app = new Hono<AppEnv>();
  app.use('*', requireAdmin);
  const idOf = (c: AppContext) => uuidParam(c, 'id', t.notFound);
  const now = (c: AppContext) => c.get('deps').clock();
  const insert = (tx: Tx, c: AppContext, input: Input, id?: string) => insertRow(tx, t, input, now(c), id);
  const saveAt = (tx: Tx, c: AppContext, id: string, version: number, input: Input) => saveRowAt(tx, t, id, version, input, now(c));

  const readInput = (body: unknown) => parseWith(t.input, body) as Input;
  /** the version an edit or a restore was made from ({version}: the collections' restore body) */
  const readVersion = (body: unknown) => parseWith(restoreRequestSchema, body).version;

  app.get('/', async (c) => c.json(await withCaller(c, (tx) => t.read(tx, null, c.get('deps').clock()))));

  app.post('/', async (c) => {
    const input = readInput(await readJson(c));
    return c.json(await withSlugCheck(() => withCaller(c, (tx) => insert(tx, c, input))), 201);
  });

  app.put('/:id', async (c) => {
    const id = idOf(c);
    const body = await readJson(c);
    const input = readInput(body);
    const version = readVersion(body);
    return c.json(await withSlugCheck(() => withCaller(c, (tx) => saveAt(tx, c, id, version, input))));
  });

  app.patch('/:id/published', async (c) => {
    const id = idOf(c);
    const { published } = parseWith(publishRequestSchema, await readJson(c));
    const row = await withCaller(c, async (tx) => {
      const [image] = await tx.unsafe<Row[]>(`select ${t.imageFields.map((f) => `${snake(f)} as "${f}"`).join(', ')}
        from public.${t.table} where id = $1`, [id]);
      if (!image) return undefined;
      await checkImages(tx, t, { ...image, published });
      await tx.unsafe(`update public.${t.table} set published = $2 where id = $1`, [id, published]);
      return readRow(tx, t, id, now(c));
    });
    if (!row) throw notFound(t.notFound);
    return c.json(row);
  });

  app.delete('/:id', async (c) => {
    const id = idOf(c);
    const deleted = await withCaller(c, (tx) => deleteWithTranslations(tx, t.name, id, tx.unsafe(`delete from public.${t.table} where id = $1 returning id`, [id])))
      .catch((err: unknown) => {
        if (t.keptBy && sqlState(err) === t.keptBy.sqlState) throw new HttpError(409, { error: t.keptBy.message });
        throw err;
      });
    if (deleted.length === 0) throw notFound(t.notFound);
    return c.json({ message: t.deleted });
  });

  app.get('/:id/revisions', async (c) => {
    const id = idOf(c);
    return c.json(await listRevisions(c, t.table, id, (data) => Object.fromEntries(fieldsOf(t).map((k) => [k, data[snake(k)]]))));
  });

  // Restores an earlier version's fields: onto the row if it still exists (at the version the
  // admin was looking at), or as the row again if it was deleted.
  app.post('/:id/revisions/:revisionId/restore', async (c) => {
    const id = idOf(c);
    const version = readVersion(await readJson(c));
    const data = await revisionData(c, t.table, id, c.req.param('revisionId'));
    const input = readInput(Object.fromEntries(fieldsOf(t).map((k) => [k, data[snake(k)]])));
    const row = await withSlugCheck(() => withCaller(c, async (tx) => {
      const [exists] = await tx.unsafe(`select 1 from public.${t.table} where id = $1`, [id]);
      return exists ? saveAt(tx, c, id, version, input) : insert(tx, c, input, id);
    }));
    return c.json(row);
  });

  const actions = TYPE_ACTIONS[t.name];
  if (actions) app.route('/', actions());
  return app;
}

/** Every content type's routes under /api/admin/{area}. */
export function adminContentTypesRoutes() {
  const app = new Hono<AppEnv>();
  for (const t of CONTENT_TABLES) app.route(`/${t.area}`, typeRoutes(t));
  return app;
}

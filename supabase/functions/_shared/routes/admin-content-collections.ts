// /api/admin/content/{collection}: every content collection's admin routes, derived from its
// declaration (content/site-content-tables.ts): list, create, update (with the version it was edited
// from: a stale one answers 409 and changes nothing), delete, reorder, its history and the
// restore of an earlier version (which re-creates a deleted row).
import { Hono } from 'hono';
import { reorderRequestSchema, restoreRequestSchema, versionSchema } from '../contract/site-content.ts';
import { deleteWithTranslations } from '../content/translation-store.ts';
import { withCaller } from '../db/with-caller.ts';
import type { Tx } from '../db/pool.ts';
import type { AppEnv } from '../http/context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { readJson, uuidParam } from '../http/validate.ts';
import { withSlugCheck } from '../content/slugs.ts';
import { listRevisions, revisionData, staleSave } from '../content/revisions.ts';
import { checkRowImage, type Collection, columnsOf, fieldsOf, listRows, parseFields, rowOf, snake } from '../content/site-content-tables.ts';

export const ITEM_NOT_FOUND = 'Not found: it may have been deleted';

/** A stored row (snake_case columns) as the fields an admin saves. */
const toInput = (c: Collection, row: Record<string, unknown>) =>
  Object.fromEntries(fieldsOf(c).map((key) => [key, row[snake(key)]]));

/** Updates the row if it is still at `version`; 409 with the row as it is now when someone saved since, 404 when it is gone. */
async function saveAt(tx: Tx, c: Collection, id: string, version: number, input: Record<string, unknown>) {
  await checkRowImage(tx, c, input);
  const [row] = await tx.unsafe(`update public.${c.table} set ${fieldsOf(c).map((k, i) => `${snake(k)} = $${i + 3}`).join(', ')}
    where id = $1 and version = $2 returning ${columnsOf(c)}`, [id, version, ...Object.values(rowOf(tx, c, input)) as never[]]);
  if (row) return row;
  const [current] = await tx.unsafe(`select ${columnsOf(c)} from public.${c.table} where id = $1`, [id]);
  throw current ? staleSave(current) : notFound(ITEM_NOT_FOUND);
}

function collectionRoutes(c: Collection) {
  const app = new Hono<AppEnv>();
  // A collection with its own addresses (jobs): a slug already taken answers 409 on the slug field.
  const write = <T>(run: () => Promise<T>) => ('slug' in c.schema.shape ? withSlugCheck(run) : run());
  const updateSchema = c.schema.extend({ version: versionSchema });
  const idOf = (ctx: Parameters<typeof uuidParam>[0]) => uuidParam(ctx, 'id', ITEM_NOT_FOUND);

  app.get('/', async (ctx) => ctx.json(await withCaller(ctx, (tx) => listRows(tx, c))));

  app.post('/', async (ctx) => {
    const input = parseFields(c.schema, await readJson(ctx)) as Record<string, unknown>;
    const [row] = await write(() => withCaller(ctx, async (tx) => {
      await checkRowImage(tx, c, input);
      const row = rowOf(tx, c, input);
      const columns = Object.keys(row);
      return tx.unsafe(`insert into public.${c.table} (${columns.join(', ')}, position)
        values (${columns.map((_, i) => `$${i + 1}`).join(', ')}, (select coalesce(max(position), 0) + 1 from public.${c.table}))
        returning ${columnsOf(c)}`, Object.values(row) as never[]);
    }));
    return ctx.json(row, 201);
  });

  app.put('/:id', async (ctx) => {
    const id = idOf(ctx);
    const { version, ...input } = parseFields(updateSchema, await readJson(ctx)) as Record<string, unknown> & { version: number };
    return ctx.json(await write(() => withCaller(ctx, (tx) => saveAt(tx, c, id, version, input))));
  });

  app.delete('/:id', async (ctx) => {
    const id = idOf(ctx);
    const deleted = await withCaller(ctx, (tx) => deleteWithTranslations(tx, c.name, id, tx.unsafe(`delete from public.${c.table} where id = $1 returning id`, [id])));
    if (!deleted.length) throw notFound(ITEM_NOT_FOUND);
    return ctx.body(null, 204);
  });

  // The order of the list as given: positions 1, 2, 3… (ids not in the collection are ignored).
  app.post('/reorder', async (ctx) => {
    const { ids } = parseFields(reorderRequestSchema, await readJson(ctx));
    if (new Set(ids).size !== ids.length) throw new HttpError(400, { error: 'Validation failed', fieldErrors: { ids: ['Each id may appear only once'] } });
    const rows = await withCaller(ctx, async (tx) => {
      await tx.unsafe(`update public.${c.table} t set position = o.position
        from unnest($1::uuid[]) with ordinality as o(id, position)
        where t.id = o.id and t.position is distinct from o.position`, [ids as never]);
      return listRows(tx, c);
    });
    return ctx.json(rows);
  });

  app.get('/:id/revisions', async (ctx) => {
    const id = idOf(ctx);
    return ctx.json(await listRevisions(ctx, c.table, id, (row) => ({ ...toInput(c, row), position: row.position })));
  });

  // Restores an earlier version's fields: onto the row if it still exists (at the version the
  // admin was looking at), or as the row again if it was deleted.
  app.post('/:id/revisions/:revisionId/restore', async (ctx) => {
    const id = idOf(ctx);
    const { version } = parseFields(restoreRequestSchema, await readJson(ctx));
    const data = await revisionData(ctx, c.table, id, ctx.req.param('revisionId'));
    const input = parseFields(c.schema, toInput(c, data)) as Record<string, unknown>;
    const row = await write(() => withCaller(ctx, async (tx) => {
      const [exists] = await tx.unsafe(`select 1 from public.${c.table} where id = $1`, [id]);
      if (exists) return saveAt(tx, c, id, version, input);
      await checkRowImage(tx, c, input);
      const values = rowOf(tx, c, input);
      const columns = Object.keys(values);
      const [created] = await tx.unsafe(`insert into public.${c.table} (id, position, ${columns.join(', ')})
        values ($1, $2, ${columns.map((_, i) => `$${i + 3}`).join(', ')}) returning ${columnsOf(c)}`,
        [id, Number(data.position ?? 0), ...Object.values(values)] as never[]);
      return created;
    }));
    return ctx.json(row);
  });
  return app;
}

/** Every collection's routes under its own path. */
export function adminContentCollectionsRoutes(collections: Collection[]) {
  const app = new Hono<AppEnv>();
  for (const c of collections) app.route(`/${c.name}`, collectionRoutes(c));
  return app;
}

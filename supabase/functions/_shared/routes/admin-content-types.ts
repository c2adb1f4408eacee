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
import { checkFeaturedImage } from '../media/featured-image.ts';
import type { SensoryProfile } from '../contract/sensory.ts';
import { checkLocation, checkStepImages } from '../sensory/profiles.ts';
import { instantOrNull, resolveSlug, withSlugCheck } from '../content/slugs.ts';
import { listRevisions, revisionData, staleSave } from '../content/revisions.ts';
import { CONTENT_TABLES, type ContentTable, fieldsOf, type Row } from '../content/content-type-tables.ts';
import { snake } from '../content/site-content-tables.ts';
import type { ContentTypeName } from '../contract/content-types.ts';
import { adminEventActions } from './admin-events.ts';

type Input = Record<string, unknown>;

/** A type's own actions under its path, besides the ones every type has. */
const TYPE_ACTIONS: Partial<Record<ContentTypeName, () => Hono<AppEnv>>> = { events: adminEventActions };

/** The stored values of an admin's input, by column: the slug resolved, instants as dates, lists as jsonb. */
function columnValues(tx: Tx, t: ContentTable, input: Input): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const key of fieldsOf(t)) {
    const value = input[key];
    values[snake(key)] = key === 'slug' ? resolveSlug(input as { slug?: string; title: string })
      : t.instants.includes(key as never) ? instantOrNull(value as string | null | undefined)
      : value !== null && typeof value === 'object' ? tx.json(value as never)
      : value ?? null;
  }
  return values;
}

/**
 * Each library image (a featured one, a what-to-expect step's photo) must exist, and be public when
 * the row is published; an event's location must exist (400 otherwise).
 */
async function checkImages(tx: Tx, t: ContentTable, input: Input) {
  for (const field of t.imageFields) await checkFeaturedImage(tx, input[field] as string | null, input.published === true, field);
  await checkStepImages(tx, input.sensoryProfile as SensoryProfile | null | undefined, input.published === true);
  await checkLocation(tx, input.locationId as string | null | undefined);
}

function typeRoutes(t: ContentTable) {
  const app = new Hono<AppEnv>();
  app.use('*', requireAdmin);
  const idOf = (c: AppContext) => uuidParam(c, 'id', t.notFound);
  const one = async (tx: Tx, c: AppContext, id: string) => (await t.read(tx, id, c.get('deps').clock()))[0];

  async function insert(tx: Tx, c: AppContext, input: Input, id?: string) {
    await checkImages(tx, t, input);
    const values = { ...(id ? { id } : {}), ...columnValues(tx, t, input) };
    const columns = Object.keys(values);
    const created = Object.entries(t.created ?? {});
    const [row] = await tx.unsafe<{ id: string }[]>(`insert into public.${t.table} (${[...columns, ...created.map(([k]) => k)].join(', ')})
      values (${[...columns.map((_, i) => `$${i + 1}`), ...created.map(([, sql]) => sql)].join(', ')}) returning id`,
      Object.values(values) as never[]);
    return one(tx, c, row!.id);
  }

  /** Saves the row if it is still at `version`; 409 with the row as it is now when someone saved since, 404 when it is gone. */
  async function saveAt(tx: Tx, c: AppContext, id: string, version: number, input: Input) {
    await checkImages(tx, t, input);
    const values = columnValues(tx, t, input);
    const [saved] = await tx.unsafe(`update public.${t.table} set ${Object.keys(values).map((k, i) => `${k} = $${i + 3}`).join(', ')}
      where id = $1 and version = $2 returning id`, [id, version, ...Object.values(values)] as never[]);
    const row = await one(tx, c, id);
    if (saved) return row;
    throw row ? staleSave(row) : notFound(t.notFound);
  }

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
      return one(tx, c, id);
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

// GET /api/site (the settings and the locations: header, footer, contact cards, the
// organisation's JSON-LD) and GET /api/pages/{page} (a page's document and the published rows
// of the collections it shows). Public and cacheable; row-level security keeps drafts and
// closed jobs out.
import { Hono } from 'hono';
import { PAGE_COLLECTIONS, PAGE_DOCUMENTS, type PageName } from '../contract/site-content.ts';
import { withCaller } from '../db/with-caller.ts';
import type { AppEnv } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { cacheHeaders } from '../http/guards.ts';
import { COLLECTIONS, listRows } from './site-content-tables.ts';

export const PAGE_NOT_FOUND = 'The requested page could not be found.';

const collection = (name: string) => COLLECTIONS.find((c) => c.name === name)!;

export function siteRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', cacheHeaders(60));
  app.get('/', async (c) => {
    const content = await withCaller(c, async (tx) => {
      const [settings] = await tx<{ body: unknown }[]>`select body from public.site_settings`;
      return { settings: settings!.body, locations: await listRows(tx, collection('locations')) };
    });
    return c.json(content);
  });
  return app;
}

export function pageRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', cacheHeaders(60));
  app.get('/:page', async (c) => {
    const page = c.req.param('page');
    if (!Object.hasOwn(PAGE_DOCUMENTS, page)) throw notFound(PAGE_NOT_FOUND);
    const content = await withCaller(c, async (tx) => {
      const [row] = await tx<{ body: unknown }[]>`select body from public.page_documents where page = ${page}`;
      if (!row) throw notFound(PAGE_NOT_FOUND);
      const collections: Record<string, unknown> = {};
      for (const name of PAGE_COLLECTIONS[page as PageName]) collections[name] = await listRows(tx, collection(name));
      return { document: row.body, collections };
    });
    return c.json(content);
  });
  return app;
}

// GET /api/site (the settings and the locations: header, footer, contact cards, the
// organisation's JSON-LD) and GET /api/pages/{page} (a page's document and the published rows
// of the collections it shows). Public and cacheable; row-level security keeps drafts and
// closed jobs out. With ?lang=es, each thing in Spanish where a translation is published and
// marked with its language, the answer marked with its document's (issue 36; content/translated.ts).
import { Hono } from 'hono';
import { PAGE_COLLECTIONS, PAGE_DOCUMENTS, type PageName } from '../contract/site-content.ts';
import { requestedLocale, type TranslationKind } from '../contract/translations.ts';
import { laidOver, publishedTranslations, type TranslatedRows } from '../content/translated.ts';
import { withCaller } from '../db/with-caller.ts';
import type { AppEnv } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { sharedJson } from '../http/shared-cache.ts';
import { tableTag } from '../site/cache-tags.ts';
import { pageTags } from '../site/page-tags.ts';
import { COLLECTIONS, listRows } from '../content/site-content-tables.ts';

export const PAGE_NOT_FOUND = 'The requested page could not be found.';

type Row = Record<string, unknown>;
const collection = (name: string) => COLLECTIONS.find((c) => c.name === name)!;
/** A collection's rows are translated row by row (subject: the collection, key: the row's id). */
const collectionRows = (name: string): TranslatedRows<Row> => ({ subject: name, kind: name as TranslationKind, keyOf: (row) => String(row.id) });
/** A document is one thing (a page's: subject 'pages', key its name; the settings: 'settings', 'site'). */
const documentRows = (subject: string, key: string, kind: TranslationKind): TranslatedRows<Row> => ({ subject, kind, keyOf: () => key });
const SETTINGS = documentRows('settings', 'site', 'settings');
const LOCATIONS = collectionRows('locations');

export function siteRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    const locale = requestedLocale(c.req.query('lang'));
    const content = await withCaller(c, async (tx) => {
      const [settings] = await tx<{ body: Row }[]>`select body from public.site_settings`;
      const locations = await listRows(tx, collection('locations')) as Row[];
      const translations = await publishedTranslations(tx, locale, [
        { subject: SETTINGS.subject, keys: ['site'] },
        { subject: LOCATIONS.subject, keys: locations.map(LOCATIONS.keyOf) },
      ]);
      const [translated] = laidOver(translations, SETTINGS, [settings!.body]);
      return { settings: translated!, locations: laidOver(translations, LOCATIONS, locations), ...(locale && { lang: translated!.lang }) };
    });
    return sharedJson(c, content, [tableTag('site_settings'), tableTag('locations')], { byLanguage: true });
  });
  return app;
}

export function pageRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/:page', async (c) => {
    const page = c.req.param('page');
    if (!Object.hasOwn(PAGE_DOCUMENTS, page)) throw notFound(PAGE_NOT_FOUND);
    const locale = requestedLocale(c.req.query('lang'));
    const content = await withCaller(c, async (tx) => {
      const [row] = await tx<{ body: Row }[]>`select body from public.page_documents where page = ${page}`;
      if (!row) throw notFound(PAGE_NOT_FOUND);
      const names = PAGE_COLLECTIONS[page as PageName];
      const rows: Record<string, Row[]> = {};
      for (const name of names) rows[name] = await listRows(tx, collection(name)) as Row[];
      const documentOf = documentRows('pages', page, `pages/${page}` as TranslationKind);
      const translations = await publishedTranslations(tx, locale, [
        { subject: 'pages', keys: [page] },
        ...names.map((name) => ({ subject: name, keys: rows[name]!.map(collectionRows(name).keyOf) })),
      ]);
      const [document] = laidOver(translations, documentOf, [row.body]);
      const collections = Object.fromEntries(names.map((name) => [name, laidOver(translations, collectionRows(name), rows[name]!)]));
      return { document: document!, collections, ...(locale && { lang: document!.lang }) };
    });
    return sharedJson(c, content, pageTags(page as PageName), { byLanguage: true });
  });
  return app;
}

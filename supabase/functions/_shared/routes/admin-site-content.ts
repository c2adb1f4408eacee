// /api/admin/content/...: the site's content for admins (issue 32): the collections
// (admin-content-collections.ts), the pages' documents and the settings (admin-content-documents.ts).
// A change queues the CDN cache tags it touches (database triggers); /api sends them (site/cdn-purge.ts).
import { Hono } from 'hono';
import { requireAdmin } from '../auth/admin.ts';
import type { AppEnv } from '../http/context.ts';
import { adminContentCollectionsRoutes } from './admin-content-collections.ts';
import { adminContentDocumentsRoutes } from './admin-content-documents.ts';
import { COLLECTIONS } from '../content/site-content-tables.ts';

export function adminSiteContentRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', requireAdmin);
  app.route('/', adminContentDocumentsRoutes());
  app.route('/', adminContentCollectionsRoutes(COLLECTIONS));
  return app;
}

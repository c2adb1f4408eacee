// /api/admin/content/...: the site's content for admins (issue 32): the collections
// (admin-content-collections.ts), the pages' documents and the settings (admin-content-documents.ts).
// A change asks the static host to rebuild the prerendered pages.
import { Hono } from 'hono';
import { requireAdmin } from '../auth/admin.ts';
import type { AppEnv } from '../http/context.ts';
import { rebuildSiteOnChange } from '../site/build-hook.ts';
import { adminContentCollectionsRoutes } from './admin-content-collections.ts';
import { adminContentDocumentsRoutes } from './admin-content-documents.ts';
import { COLLECTIONS } from './site-content-tables.ts';

export function adminSiteContentRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', requireAdmin, rebuildSiteOnChange);
  app.route('/', adminContentDocumentsRoutes());
  app.route('/', adminContentCollectionsRoutes(COLLECTIONS));
  return app;
}

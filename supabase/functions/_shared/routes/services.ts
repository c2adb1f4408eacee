// GET /api/services, GET /api/services/{slug} (public, published only).
import { Hono } from 'hono';
import type { ServiceDetail, ServiceListItem } from '../contract/services.ts';
import { slugSchema } from '../contract/common.ts';
import { withCaller } from '../db/with-caller.ts';
import type { AppEnv } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { cacheHeaders } from '../http/guards.ts';

export const SERVICE_NOT_FOUND = 'The requested service could not be found.';

export function servicesRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', cacheHeaders(60));

  app.get('/', async (c) => {
    const rows = await withCaller(c, (tx) => tx<ServiceListItem[]>`
      select id, slug, title, description from public.services
      where published order by sort_order, title`);
    return c.json(rows);
  });

  app.get('/:slug', async (c) => {
    const slug = c.req.param('slug');
    if (!slugSchema.safeParse(slug).success) throw notFound(SERVICE_NOT_FOUND);
    const [row] = await withCaller(c, (tx) => tx<ServiceDetail[]>`
      select id, slug, title, description, overview, approach, key_components as "keyComponents",
        staff_training as "staffTraining", goals, commitment, created_at as "createdAt", updated_at as "updatedAt"
      from public.services where slug = ${slug} and published`);
    if (!row) throw notFound(SERVICE_NOT_FOUND);
    return c.json(row);
  });
  return app;
}

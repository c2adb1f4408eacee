// GET /api/services, GET /api/services/{slug} (public, published only), each with its featured image
// while visitors may see it (issue 33); with ?lang=es, in Spanish where a translation is published
// (issue 36; content/translated.ts).
import { Hono } from 'hono';
import type { ServiceDetail, ServiceListItem } from '../contract/services.ts';
import { slugSchema } from '../contract/common.ts';
import { requestedLocale } from '../contract/translations.ts';
import { inLanguage, type TranslatedRows } from '../content/translated.ts';
import { withCaller } from '../db/with-caller.ts';
import type { AppEnv } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { sharedJson } from '../http/shared-cache.ts';
import { rowTag, tableTag } from '../site/cache-tags.ts';
import { featuredImageColumn } from '../media/featured-image.ts';

export const SERVICE_NOT_FOUND = 'The requested service could not be found.';
const SERVICES: TranslatedRows<{ id: string }> = { subject: 'services', kind: 'services', keyOf: (row) => row.id };

export function servicesRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    const locale = requestedLocale(c.req.query('lang'));
    const rows = await withCaller(c, async (tx) => inLanguage(tx, locale, SERVICES, await tx<ServiceListItem[]>`
      select sv.id, sv.slug, sv.title, sv.description, ${tx.unsafe(featuredImageColumn('sv'))} from public.services sv
      where sv.published order by sv.sort_order, sv.title`));
    return sharedJson(c, rows, [tableTag('services')], { byLanguage: true });
  });

  app.get('/:slug', async (c) => {
    const slug = c.req.param('slug');
    if (!slugSchema.safeParse(slug).success) throw notFound(SERVICE_NOT_FOUND);
    const locale = requestedLocale(c.req.query('lang'));
    const [row] = await withCaller(c, async (tx) => inLanguage(tx, locale, SERVICES, await tx<ServiceDetail[]>`
      select sv.id, sv.slug, sv.title, sv.description, sv.overview, sv.approach, sv.key_components as "keyComponents",
        sv.staff_training as "staffTraining", sv.goals, sv.commitment, sv.created_at as "createdAt", sv.updated_at as "updatedAt",
        ${tx.unsafe(featuredImageColumn('sv'))}
      from public.services sv where sv.slug = ${slug} and sv.published`));
    if (!row) throw notFound(SERVICE_NOT_FOUND);
    return sharedJson(c, row, [rowTag('services', row.id)], { byLanguage: true });
  });
  return app;
}

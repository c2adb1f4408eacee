// /api/admin/services: every service (unpublished too) for admins; create, edit,
// publish/unpublish, a featured image (issue 33), delete. Key components are a JSON array of {name, description}.
import { Hono } from 'hono';
import { type AdminService, publishRequestSchema, serviceInputSchema } from '../contract/admin-content.ts';
import { requireAdmin } from '../auth/admin.ts';
import { deleteWithTranslations } from '../content/translation-store.ts';
import { withCaller } from '../db/with-caller.ts';
import type { AppEnv } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { uuidParam, validBody } from '../http/validate.ts';
import { resolveSlug, withSlugCheck } from './admin-slug.ts';
import { checkFeaturedImage, checkFeaturedImageOfRow } from '../media/featured-image.ts';

export const ADMIN_SERVICE_NOT_FOUND = 'Service not found';

const COLUMNS = `id, slug, title, description, overview, approach, key_components as "keyComponents",
  staff_training as "staffTraining", goals, commitment, published, featured_image_id as "featuredImageId", created_at as "createdAt", updated_at as "updatedAt"`;

export function adminServicesRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', requireAdmin);

  app.get('/', async (c) => {
    const rows = await withCaller(c, (tx) => tx<AdminService[]>`
      select ${tx.unsafe(COLUMNS)} from public.services order by sort_order, title`);
    return c.json(rows);
  });

  app.post('/', async (c) => {
    const input = await validBody(c, serviceInputSchema);
    const slug = resolveSlug(input);
    const [row] = await withSlugCheck(() => withCaller(c, async (tx) => {
      await checkFeaturedImage(tx, input.featuredImageId, input.published);
      return tx<AdminService[]>`
      insert into public.services (slug, title, description, overview, approach, key_components, staff_training,
        goals, commitment, published, featured_image_id, sort_order)
      values (${slug}, ${input.title}, ${input.description}, ${input.overview}, ${input.approach},
        ${tx.json(input.keyComponents)}, ${input.staffTraining}, ${input.goals}, ${input.commitment}, ${input.published},
        ${input.featuredImageId}, (select coalesce(max(sort_order), 0) + 1 from public.services))
      returning ${tx.unsafe(COLUMNS)}`;
    }));
    return c.json(row, 201);
  });

  app.put('/:id', async (c) => {
    const id = uuidParam(c, 'id', ADMIN_SERVICE_NOT_FOUND);
    const input = await validBody(c, serviceInputSchema);
    const slug = resolveSlug(input);
    const [row] = await withSlugCheck(() => withCaller(c, async (tx) => {
      await checkFeaturedImage(tx, input.featuredImageId, input.published);
      return tx<AdminService[]>`
      update public.services set slug = ${slug}, title = ${input.title}, description = ${input.description},
        overview = ${input.overview}, approach = ${input.approach}, key_components = ${tx.json(input.keyComponents)},
        staff_training = ${input.staffTraining}, goals = ${input.goals}, commitment = ${input.commitment},
        published = ${input.published}, featured_image_id = ${input.featuredImageId}
      where id = ${id} returning ${tx.unsafe(COLUMNS)}`;
    }));
    if (!row) throw notFound(ADMIN_SERVICE_NOT_FOUND);
    return c.json(row);
  });

  app.patch('/:id/published', async (c) => {
    const id = uuidParam(c, 'id', ADMIN_SERVICE_NOT_FOUND);
    const { published } = await validBody(c, publishRequestSchema);
    const [row] = await withCaller(c, async (tx) => {
      if (published) await checkFeaturedImageOfRow(tx, 'services', id);
      return tx<AdminService[]>`
      update public.services set published = ${published} where id = ${id} returning ${tx.unsafe(COLUMNS)}`;
    });
    if (!row) throw notFound(ADMIN_SERVICE_NOT_FOUND);
    return c.json(row);
  });

  app.delete('/:id', async (c) => {
    const id = uuidParam(c, 'id', ADMIN_SERVICE_NOT_FOUND);
    const deleted = await withCaller(c, (tx) => deleteWithTranslations(tx, 'services', id, tx`delete from public.services where id = ${id} returning id`));
    if (deleted.length === 0) throw notFound(ADMIN_SERVICE_NOT_FOUND);
    return c.json({ message: 'Service deleted.' });
  });
  return app;
}

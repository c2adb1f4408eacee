// /api/admin/blog: every post (drafts and scheduled too) for admins; create, edit, publish/unpublish,
// schedule (publishAt) and delete.
// Row-level security decides: the statements run under the caller's role.
import { Hono } from 'hono';
import { type AdminBlogPost, blogPostInputSchema, publishRequestSchema } from '../contract/admin-content.ts';
import { requireAdmin } from '../auth/admin.ts';
import { deleteWithTranslations } from '../content/translation-store.ts';
import { withCaller } from '../db/with-caller.ts';
import type { AppEnv } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { uuidParam, validBody } from '../http/validate.ts';
import { instantOrNull, resolveSlug, withSlugCheck } from './admin-slug.ts';
import { checkFeaturedImage, checkFeaturedImageOfRow } from '../media/featured-image.ts';

export const ADMIN_POST_NOT_FOUND = 'Blog post not found';

const COLUMNS = `id, slug, title, excerpt, content, category, published, published_at as "publishedAt",
  publish_at as "publishAt", featured_image_id as "featuredImageId",
  created_at as "createdAt", updated_at as "updatedAt"`;

export function adminBlogRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', requireAdmin);

  app.get('/', async (c) => {
    const rows = await withCaller(c, (tx) => tx<AdminBlogPost[]>`
      select ${tx.unsafe(COLUMNS)} from public.blog_posts order by created_at desc, id`);
    return c.json(rows);
  });

  app.post('/', async (c) => {
    const input = await validBody(c, blogPostInputSchema);
    const slug = resolveSlug(input);
    const [row] = await withSlugCheck(() => withCaller(c, async (tx) => {
      await checkFeaturedImage(tx, input.featuredImageId, input.published);
      return tx<AdminBlogPost[]>`
      insert into public.blog_posts (slug, title, excerpt, content, category, published, publish_at, featured_image_id)
      values (${slug}, ${input.title}, ${input.excerpt ?? ''}, ${input.content}, ${input.category}, ${input.published},
        ${instantOrNull(input.publishAt)}, ${input.featuredImageId})
      returning ${tx.unsafe(COLUMNS)}`;
    }));
    return c.json(row, 201);
  });

  app.put('/:id', async (c) => {
    const id = uuidParam(c, 'id', ADMIN_POST_NOT_FOUND);
    const input = await validBody(c, blogPostInputSchema);
    const slug = resolveSlug(input);
    const [row] = await withSlugCheck(() => withCaller(c, async (tx) => {
      await checkFeaturedImage(tx, input.featuredImageId, input.published);
      return tx<AdminBlogPost[]>`
      update public.blog_posts set slug = ${slug}, title = ${input.title}, excerpt = ${input.excerpt ?? ''},
        content = ${input.content}, category = ${input.category}, published = ${input.published},
        publish_at = ${instantOrNull(input.publishAt)}, featured_image_id = ${input.featuredImageId}
      where id = ${id} returning ${tx.unsafe(COLUMNS)}`;
    }));
    if (!row) throw notFound(ADMIN_POST_NOT_FOUND);
    return c.json(row);
  });

  app.patch('/:id/published', async (c) => {
    const id = uuidParam(c, 'id', ADMIN_POST_NOT_FOUND);
    const { published } = await validBody(c, publishRequestSchema);
    const [row] = await withCaller(c, async (tx) => {
      if (published) await checkFeaturedImageOfRow(tx, 'blog_posts', id);
      return tx<AdminBlogPost[]>`
      update public.blog_posts set published = ${published} where id = ${id} returning ${tx.unsafe(COLUMNS)}`;
    });
    if (!row) throw notFound(ADMIN_POST_NOT_FOUND);
    return c.json(row);
  });

  app.delete('/:id', async (c) => {
    const id = uuidParam(c, 'id', ADMIN_POST_NOT_FOUND);
    const deleted = await withCaller(c, (tx) => deleteWithTranslations(tx, 'posts', id, tx`delete from public.blog_posts where id = ${id} returning id`));
    if (deleted.length === 0) throw notFound(ADMIN_POST_NOT_FOUND);
    return c.json({ message: 'Post deleted.' });
  });
  return app;
}

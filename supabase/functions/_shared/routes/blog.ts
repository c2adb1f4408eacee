// GET /api/blog, GET /api/blog/{slug} (public, published only, newest first): whole posts both.
// A scheduled post is public from its publish_at (RLS says so for visitors; LIVE says it for
// admins reading the public pages too).
import { Hono } from 'hono';
import type { BlogPost } from '../contract/blog.ts';
import { slugSchema } from '../contract/common.ts';
import { withCaller } from '../db/with-caller.ts';
import type { AppEnv } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { cacheHeaders } from '../http/guards.ts';

export const POST_NOT_FOUND = 'Blog post not found';
const LIVE = 'published and (publish_at is null or publish_at <= now())';

export function blogRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', cacheHeaders(60));

  app.get('/', async (c) => {
    const rows = await withCaller(c, (tx) => tx<BlogPost[]>`
      select id, slug, title, excerpt, category, content, published_at as "publishedAt",
        created_at as "createdAt", updated_at as "updatedAt"
      from public.blog_posts where ${tx.unsafe(LIVE)}
      order by coalesce(published_at, created_at) desc, id`);
    return c.json(rows);
  });

  app.get('/:slug', async (c) => {
    const slug = c.req.param('slug');
    if (!slugSchema.safeParse(slug).success) throw notFound(POST_NOT_FOUND);
    const [row] = await withCaller(c, (tx) => tx<BlogPost[]>`
      select id, slug, title, excerpt, category, content, published_at as "publishedAt",
        created_at as "createdAt", updated_at as "updatedAt"
      from public.blog_posts where slug = ${slug} and ${tx.unsafe(LIVE)}`);
    if (!row) throw notFound(POST_NOT_FOUND);
    return c.json(row);
  });
  return app;
}

// GET /api/blog, GET /api/blog/{slug} (public, published only, newest first): whole posts both.
// A scheduled post is public from its publish_at (RLS says so for visitors; LIVE says it for
// admins reading the public pages too). With ?lang=es, in Spanish where a translation is
// published (issue 36; content/translated.ts).
import { Hono } from 'hono';
import type { BlogPost } from '../contract/blog.ts';
import { slugSchema } from '../contract/common.ts';
import { requestedLocale, type TranslationLocale } from '../contract/translations.ts';
import { inLanguage, type TranslatedRows } from '../content/translated.ts';
import type { Tx } from '../db/pool.ts';
import { withCaller } from '../db/with-caller.ts';
import type { AppEnv } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { sharedJson } from '../http/shared-cache.ts';
import { rowTag, tableTag } from '../site/cache-tags.ts';
import { featuredImageColumn } from '../media/featured-image.ts';

export const POST_NOT_FOUND = 'Blog post not found';
const LIVE = 'p.published and (p.publish_at is null or p.publish_at <= now())';
const COLUMNS = `p.id, p.slug, p.title, p.excerpt, p.category, p.content, p.published_at as "publishedAt",
  p.created_at as "createdAt", p.updated_at as "updatedAt", ${featuredImageColumn('p')}`;
const POSTS: TranslatedRows<{ id: string }> = { subject: 'posts', kind: 'posts', keyOf: (row) => row.id };

/** The live posts, newest first, in `locale` where a translation is published (the list and the feeds). */
export async function livePosts(tx: Tx, locale: TranslationLocale | undefined) {
  return inLanguage(tx, locale, POSTS, await tx<BlogPost[]>`
    select ${tx.unsafe(COLUMNS)} from public.blog_posts p where ${tx.unsafe(LIVE)}
    order by coalesce(p.published_at, p.created_at) desc, p.id`);
}

export function blogRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    const locale = requestedLocale(c.req.query('lang'));
    const rows = await withCaller(c, (tx) => livePosts(tx, locale));
    return sharedJson(c, rows, [tableTag('blog_posts')], { byLanguage: true });
  });

  app.get('/:slug', async (c) => {
    const slug = c.req.param('slug');
    if (!slugSchema.safeParse(slug).success) throw notFound(POST_NOT_FOUND);
    const locale = requestedLocale(c.req.query('lang'));
    const [row] = await withCaller(c, async (tx) => inLanguage(tx, locale, POSTS, await tx<BlogPost[]>`
      select ${tx.unsafe(COLUMNS)} from public.blog_posts p where p.slug = ${slug} and ${tx.unsafe(LIVE)}`));
    if (!row) throw notFound(POST_NOT_FOUND);
    return sharedJson(c, row, [rowTag('blog_posts', row.id)], { byLanguage: true });
  });
  return app;
}

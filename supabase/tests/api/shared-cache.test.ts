// Which /api answers the CDN may keep (issue 58; http/shared-cache.ts): every route of the app,
// read from the app itself, is either one of the public reads listed here, kept durably under
// the tags of what it shows, or private: `private, no-store` and no header a shared cache acts
// on. A public read is private too when its caller is signed in, and when it fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../functions/_shared/app.ts';
import { PRIVATE, SHARED_CACHE_HEADERS } from '../../functions/_shared/http/shared-cache.ts';
import { superuser } from '../../../scripts/testing/db.ts';
import { signedIn, uniqueEmail } from './accounts.ts';
import { Client, type Answer } from './http.ts';
import { libraryImage, type LibraryImage } from './media-images.ts';

/** The public reads the CDN keeps, as the app names them. */
const SHARED_ROUTES = [
  'GET /api/blog', 'GET /api/blog/:slug', 'GET /api/events', 'GET /api/events/:slug', 'GET /api/feeds/:locale/:kind', 'GET /api/media/:path',
  'GET /api/pages/:page', 'GET /api/services', 'GET /api/services/:slug', 'GET /api/site',
];

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';
/** Every route of the app (method and path, each once), read from the app as built. */
const routes = [...new Set(buildApp({} as never).routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path}`))];

const sql = superuser();
let staff: Client;
/** A published image of the library, whose files /media serves. */
let photo: LibraryImage;
beforeAll(async () => {
  staff = await signedIn(sql, 'admin', uniqueEmail('shared-cache'));
  photo = await libraryImage({ userId: '', email: '', call: staff.request.bind(staff) }, { alt: 'A garden path', published: true });
});
afterAll(() => sql.end());

function expectPrivate(res: Answer, what: string) {
  expect(res.headers.get('cache-control'), what).toBe(PRIVATE);
  for (const name of SHARED_CACHE_HEADERS) expect(res.headers.get(name), `${what}: ${name}`).toBeNull();
}

function expectShared(res: Answer, what: string) {
  expect(res.status, what).toBe(200);
  expect(res.headers.get('cache-control'), what).not.toMatch(/private|no-store/);
  expect(res.headers.get('netlify-cdn-cache-control'), what).toMatch(/^public, durable, s-maxage=\d+/);
  expect(res.headers.get('netlify-cache-tag'), what).toBe(res.headers.get('x-cache-tags'));
  return res.headers.get('x-cache-tags')!.split(',');
}

/** A real address for each shared route: the seeded content's first of each kind. */
async function sharedPaths(): Promise<Record<string, { path: string; tags: string[] }>> {
  const visitor = new Client();
  const [service] = (await visitor.get('/services')).body;
  const [post] = (await visitor.get('/blog')).body;
  const [event] = (await visitor.get('/events')).body;
  const home = (await visitor.get('/pages/home')).body;
  const slide = home.collections['hero-slides'].find((row: { image: unknown }) => row.image);
  const slideFile = slide.image.files[0].url.replace(/^\/media\//, '');
  const [image] = await sql<{ id: string }[]>`select media_id::text as id from public.media_files where path = ${slideFile}`;
  return {
    'GET /api/blog': { path: '/blog', tags: ['blog_posts'] },
    'GET /api/blog/:slug': { path: `/blog/${post.slug}`, tags: [`blog_posts:${post.id}`] },
    'GET /api/events': { path: '/events', tags: ['events'] },
    'GET /api/events/:slug': { path: `/events/${event.slug}?lang=es`, tags: [`events:${event.id}`] },
    'GET /api/feeds/:locale/:kind': { path: '/feeds/es/calendar', tags: ['events', 'site_settings', 'content_translations'] },
    'GET /api/media/:path': { path: `/media/${photo.files[0]!.path}`, tags: [`media_assets:${photo.id}`] },
    'GET /api/pages/:page': { path: '/pages/home', tags: ['page_documents:home', 'hero_slides', `media_assets:${image!.id}`] },
    'GET /api/services': { path: '/services', tags: ['services'] },
    'GET /api/services/:slug': { path: `/services/${service.slug}`, tags: [`services:${service.id}`] },
    'GET /api/site': { path: '/site', tags: ['site_settings', 'locations'] },
  };
}

describe('the CDN keeps public reads only', () => {
  it('lists each public read among the app\'s routes', () => {
    expect(routes.length).toBeGreaterThan(80);
    expect(routes.filter((route) => SHARED_ROUTES.includes(route)).sort()).toEqual(SHARED_ROUTES);
  });

  it('keeps each public read answered to a visitor under the tags of what it shows, by language where it has one', async () => {
    const paths = await sharedPaths();
    expect(Object.keys(paths).sort()).toEqual(SHARED_ROUTES);
    for (const [route, { path, tags }] of Object.entries(paths)) {
      const shown = expectShared(await new Client().get(path), route);
      expect(shown, route).toEqual(expect.arrayContaining(tags));
      const vary = (await new Client().get(path)).headers.get('netlify-vary');
      // an image is one in every language; a feed's language is in its path
      expect(vary, route).toBe(['GET /api/media/:path', 'GET /api/feeds/:locale/:kind'].includes(route) ? null : 'query=lang');
    }
  });

  it('answers the same public reads privately to a signed-in staff member', async () => {
    for (const [route, { path }] of Object.entries(await sharedPaths())) {
      const res = await staff.get(path);
      expect(res.status, route).toBe(200);
      expectPrivate(res, `${route} for staff`);
    }
  });

  it('answers a public read that fails (an unknown slug, a file that is not there) privately', async () => {
    for (const path of ['/blog/no-such-post', '/events/no-such-event', '/services/no-such-service', '/pages/no-such-page', `/media/${SAMPLE_ID}.webp`, '/feeds/fr/rss']) {
      const res = await new Client().get(path);
      expect(res.status, path).toBe(404);
      expectPrivate(res, path);
    }
  });

  it('answers every other route privately, whatever it answers', async () => {
    const others = routes.filter((route) => !SHARED_ROUTES.includes(route));
    for (const route of others) {
      const [method, path] = route.split(' ') as [string, string];
      const filled = path.replace(/^\/api/, '').replace(/:[A-Za-z]+(\{[^}]*\})?/g, SAMPLE_ID);
      // a staff member's reads too; writes only as a visitor (a staff member's would sign out, end sessions…)
      for (const caller of method === 'GET' ? [new Client(), staff] : [new Client()]) {
        const res = await caller.request(method, filled, method === 'GET' ? undefined : {});
        expectPrivate(res, `${route} (${res.status})`);
      }
    }
  });
});

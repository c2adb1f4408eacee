// Public reads: health, services, blog, events (published only, derived fields, caching).
import { afterAll, describe, expect, it } from 'vitest';
import { blogListSchema, blogPostSchema } from '@contract/blog.ts';
import { eventListSchema, eventSchema } from '@contract/events.ts';
import { healthResponseSchema } from '@contract/health.ts';
import { serviceDetailSchema, serviceListSchema } from '@contract/services.ts';
import { superuser } from '../../../scripts/testing/db.ts';
import { Client } from './http.ts';

const sql = superuser();
afterAll(() => sql.end());
const visitor = new Client();

describe('GET /api/health', () => {
  // the scheduler's part (and the status it may turn degraded) is scheduler-heartbeat.test.ts's
  it('answers 200 with the database up and its timeouts in place, unsigned when called directly, uncached', async () => {
    const res = await visitor.get('/health');
    expect(res.status).toBe(200);
    expect(healthResponseSchema.parse(res.body)).toMatchObject({ database: 'up', signedProxy: false, databaseTimeouts: true });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('services', () => {
  it('lists published services with CDN caching', async () => {
    const res = await visitor.get('/services');
    expect(res.status).toBe(200);
    const list = serviceListSchema.parse(res.body);
    expect(list.length).toBeGreaterThanOrEqual(13);
    expect(Object.keys(res.body[0]).sort()).toEqual(['description', 'featuredImage', 'id', 'slug', 'title']);
    expect(res.headers.get('netlify-cdn-cache-control')).toMatch(/^public, durable, s-maxage=\d+/);
    expect(res.headers.get('x-cache-tags')).toMatch(/^(media_assets:[0-9a-f-]{36},)*services$/);
  });

  it('answers one service with key components as an array', async () => {
    const [first] = (await visitor.get('/services')).body;
    const res = await visitor.get(`/services/${first.slug}`);
    expect(res.status).toBe(200);
    const detail = serviceDetailSchema.parse(res.body);
    expect(Array.isArray(detail.keyComponents)).toBe(true);
  });

  it('answers 404 for unknown, unpublished and malformed slugs', async () => {
    const [hidden] = await sql`insert into public.services (slug, title, description, overview, approach,
      key_components, staff_training, goals, commitment, published)
      values ('hidden-test-service', 'Hidden', 'd', 'o', 'a', '[]'::jsonb, 's', 'g', 'c', false) returning slug`;
    for (const slug of ['no-such-service', hidden!.slug, 'Bad%20Slug!', '..%2F..']) {
      const res = await visitor.get(`/services/${slug}`);
      expect(res.status, slug).toBe(404);
      expect(res.body.error).toBe('The requested service could not be found.');
    }
    await sql`delete from public.services where slug = 'hidden-test-service'`;
  });
});

describe('blog', () => {
  it('lists only published posts and answers one by slug', async () => {
    const res = await visitor.get('/blog');
    expect(res.status).toBe(200);
    const list = blogListSchema.parse(res.body);
    const drafts = await sql`select slug from public.blog_posts where not published`;
    for (const d of drafts) expect(list.map((p) => p.slug)).not.toContain(d.slug);
    if (list[0]) {
      const one = await visitor.get(`/blog/${list[0].slug}`);
      expect(blogPostSchema.parse(one.body).slug).toBe(list[0].slug);
    }
    for (const d of drafts) expect((await visitor.get(`/blog/${d.slug}`)).status).toBe(404);
    expect((await visitor.get('/blog/nope-nope')).status).toBe(404);
  });
});

describe('events', () => {
  it('lists published events with derived status, open flag and seats left', async () => {
    const res = await visitor.get('/events');
    expect(res.status).toBe(200);
    const list = eventListSchema.parse(res.body);
    const now = Date.now();
    for (const e of list) {
      expect(e.status).toBe(Date.parse(e.eventDate) > now ? 'upcoming' : 'past');
      if (e.status === 'past') expect(e.registrationOpen).toBe(false);
      if (e.maxCapacity === null) expect(e.seatsLeft).toBeNull();
    }
    expect(list.some((e) => e.status === 'upcoming')).toBe(true);
    // upcoming events come first, soonest first; then past ones, most recent first
    const upcoming = list.filter((e) => e.status === 'upcoming').map((e) => Date.parse(e.eventDate));
    const past = list.filter((e) => e.status === 'past').map((e) => Date.parse(e.eventDate));
    expect(list.map((e) => e.status)).toEqual([...upcoming.map(() => 'upcoming'), ...past.map(() => 'past')]);
    expect(upcoming).toEqual([...upcoming].sort((a, b) => a - b));
    expect(past).toEqual([...past].sort((a, b) => b - a));
    const one = await visitor.get(`/events/${list[0]!.slug}`);
    expect(eventSchema.parse(one.body).id).toBe(list[0]!.id);
    expect((await visitor.get('/events/no-such-event')).body).toEqual({ error: 'Event not found' });
  });
});

describe('unknown paths', () => {
  it('answer JSON 404', async () => {
    const res = await visitor.get('/nothing/here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Not found' });
  });
});

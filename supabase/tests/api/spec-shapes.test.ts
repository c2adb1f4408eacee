// Every list and detail answer of SPEC §7 carries the fields SPEC §3 and §7 name for it, so an
// existing client of the API keeps working. The shapes are written out here from SPEC, not taken
// from the zod contract: a contract that drops a field must fail this test. Extra fields may stay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { superuser } from '../../../scripts/testing/db.ts';
import { signedIn, uniqueEmail } from './accounts.ts';
import { Client, type Body } from './http.ts';

/** The fields an item must carry. Fields SPEC marks '(optional)' may be left out, so they are not listed. */
interface Shape {
  required: readonly string[];
}

// SPEC §3 "Shapes seen by the client" and §7 "The calls it makes".
const SERVICE_LIST_ITEM: Shape = { required: ['id', 'slug', 'title', 'description'] };
const SERVICE_DETAIL: Shape = {
  required: [...SERVICE_LIST_ITEM.required, 'overview', 'approach', 'keyComponents', 'staffTraining', 'goals', 'commitment'],
};
const BLOG_POST: Shape = { required: ['id', 'slug', 'title', 'excerpt', 'content', 'createdAt', 'updatedAt'] };
// Also registrationDeadline and maxCapacity, both '(optional)'.
const EVENT: Shape = { required: ['id', 'slug', 'title', 'description', 'location', 'eventDate'] };
const NEWSLETTER_SIGNUP: Shape = { required: ['id', 'email', 'createdAt'] };
const CONTACT_SUBMISSION: Shape = { required: ['id', 'name', 'email', 'phone', 'subject', 'message', 'status', 'createdAt'] };
const RECIPIENT: Shape = { required: ['id', 'name', 'email', 'active', 'createdAt'] };

/** The item is a JSON object holding every field of the shape (extra fields may stay). */
function expectShape(item: Body, shape: Shape, what: string) {
  expect(item !== null && typeof item === 'object' && !Array.isArray(item), `${what} is an object`).toBe(true);
  const missing = shape.required.filter((field) => !Object.hasOwn(item, field));
  expect(missing, `${what} lacks SPEC fields`).toEqual([]);
}

/** GET a list: 200, at least one item (the seed has some), every item of the shape. */
async function expectList(client: Client, path: string, shape: Shape): Promise<Body[]> {
  const res = await client.get(path);
  expect(res.status, path).toBe(200);
  expect(Array.isArray(res.body), `${path} answers a list`).toBe(true);
  expect(res.body.length, `${path} has items to check`).toBeGreaterThan(0);
  res.body.forEach((item: Body, i: number) => expectShape(item, shape, `${path}[${i}]`));
  return res.body;
}

async function expectDetail(client: Client, path: string, shape: Shape) {
  const res = await client.get(path);
  expect(res.status, path).toBe(200);
  expectShape(res.body, shape, path);
}

const sql = superuser();
afterAll(() => sql.end());
const visitor = new Client();

describe("public answers keep SPEC's shapes", () => {
  it('GET /api/services: each item is a service list item', async () => {
    await expectList(visitor, '/services', SERVICE_LIST_ITEM);
  });

  it('GET /api/services/{slug}: a service detail', async () => {
    const [first] = await expectList(visitor, '/services', SERVICE_LIST_ITEM);
    await expectDetail(visitor, `/services/${first.slug}`, SERVICE_DETAIL);
  });

  it('GET /api/blog: each item is a whole blog post, content included', async () => {
    await expectList(visitor, '/blog', BLOG_POST);
  });

  it('GET /api/blog/{slug}: a blog post', async () => {
    const [first] = await expectList(visitor, '/blog', { required: ['slug'] });
    await expectDetail(visitor, `/blog/${first.slug}`, BLOG_POST);
  });

  it('GET /api/events: each item is an event', async () => {
    await expectList(visitor, '/events', EVENT);
  });

  it('GET /api/events/{slug}: an event', async () => {
    const events = await expectList(visitor, '/events', EVENT);
    for (const event of events) await expectDetail(visitor, `/events/${event.slug}`, EVENT);
  });
});

describe("admin lists keep SPEC's shapes", () => {
  let admin: Client;
  beforeAll(async () => {
    admin = await signedIn(sql, 'admin', uniqueEmail('spec-shapes'));
  });

  it('GET /api/newsletter: each item is a signup', async () => {
    await expectList(admin, '/newsletter', NEWSLETTER_SIGNUP);
  });

  it('GET /api/contact: each item is a contact submission', async () => {
    await expectList(admin, '/contact', CONTACT_SUBMISSION);
  });

  it('GET /api/notification-recipients: each item is a recipient', async () => {
    await expectList(admin, '/notification-recipients', RECIPIENT);
  });
});

// The function's memo of public reads (http/public-read-memo.ts) against the real function and
// database: a kept answer is served while nothing changed; an edit committed, then a read, gives the
// edit; a signed-in caller's answer is neither served from memory nor kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMO_HEADER } from '../../functions/_shared/http/public-read-memo.ts';
import { superuser } from '../../../scripts/testing/db.ts';
import { signedIn, uniqueEmail } from './accounts.ts';
import { Client, type Answer } from './http.ts';

const sql = superuser();
const visitor = new Client();
let staff: Client;
let service: { id: string; slug: string; title: string };
beforeAll(async () => {
  staff = await signedIn(sql, 'admin', uniqueEmail('read-memo'));
  service = (await sql<{ id: string; slug: string; title: string }[]>`select id::text, slug, title from public.services where published order by sort_order limit 1`)[0]!;
});
afterAll(async () => {
  await sql`update public.services set title = ${service.title} where id = ${service.id}`;
  await sql.end();
});

/** Asks until the memo answers (other test files' writes each drop what it keeps); the answer it gave. */
async function memoAnswer(client: Client, path: string): Promise<Answer> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const res = await client.get(path);
    if (res.headers.get(MEMO_HEADER) === 'hit') return res;
  }
  throw new Error(`${path} was never answered from the memo`);
}

describe('the memo of public reads', () => {
  it('answers a public read again from memory, the same answer as the route made it', async () => {
    const made = await visitor.get(`/services/${service.slug}`);
    const kept = await memoAnswer(visitor, `/services/${service.slug}`);
    expect(kept.status).toBe(200);
    expect(kept.body).toEqual(made.body);
    for (const name of ['netlify-cdn-cache-control', 'netlify-cache-tag', 'netlify-vary', 'cache-control']) {
      expect(kept.headers.get(name), name).toBe(made.headers.get(name));
    }
    expect(kept.headers.get('x-request-id')).not.toBe(made.headers.get('x-request-id'));
    // sent again, the kept bytes are whole each time
    expect((await memoAnswer(visitor, `/services/${service.slug}`)).body).toEqual(made.body);
    expect((await memoAnswer(visitor, `/services/${service.slug}`)).body).toEqual(made.body);
  });

  it('gives an edit to the next read once it committed, in the list and the service', async () => {
    await memoAnswer(visitor, '/services');
    await memoAnswer(visitor, `/services/${service.slug}`);
    const title = `${service.title} (edited ${Date.now()})`;
    await sql`update public.services set title = ${title} where id = ${service.id}`;
    expect((await visitor.get(`/services/${service.slug}`)).body.title).toBe(title);
    expect((await visitor.get('/services')).body.find((row: { id: string }) => row.id === service.id).title).toBe(title);
  });

  it('never answers a signed-in caller from memory, and never keeps what it was answered', async () => {
    await memoAnswer(visitor, '/services');
    for (let n = 0; n < 3; n++) {
      const res = await staff.get('/services');
      expect(res.status).toBe(200);
      expect(res.headers.get(MEMO_HEADER)).toBeNull();
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }
    expect((await memoAnswer(visitor, '/services')).headers.get('cache-control')).not.toMatch(/private/);
  });
});

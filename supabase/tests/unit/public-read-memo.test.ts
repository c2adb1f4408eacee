// The function's memo of public reads (http/public-read-memo.ts) and the snapshot reader it relies
// on (db/snapshot.ts), on a small app whose "database" is a version number: a kept answer is served
// only while the snapshot is unchanged, a change then a read gives the new answer, and nothing that
// may be private is ever kept.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppDeps, AppEnv } from '../../functions/_shared/http/context.ts';
import { MEMO_HEADER, publicReadMemo } from '../../functions/_shared/http/public-read-memo.ts';
import { sharedAnswerHeaders } from '../../functions/_shared/http/shared-cache.ts';
import { sharedSnapshotReader } from '../../functions/_shared/db/snapshot.ts';

/** An app with the memo in front of routes reading `db`; `db.version` is its snapshot. */
function memoApp(config: Partial<AppDeps['config']> = {}) {
  const db = { version: 1, title: 'Respite care', reads: 0, time: 1_000_000 };
  const deps = { config: { PROXY_SIGNING_SECRET: undefined, ...config }, clock: () => new Date(db.time) } as unknown as AppDeps;
  const app = new Hono<AppEnv>().basePath('/api');
  app.use('*', publicReadMemo(deps, async () => `snapshot ${db.version}`));
  const answer = (body: unknown, headers: Record<string, string>) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json', ...headers } });
  app.get('/services', () => answer({ title: db.title, read: ++db.reads }, sharedAnswerHeaders(['services'], { byLanguage: true })));
  app.get('/events', () => answer({ read: ++db.reads }, sharedAnswerHeaders(['events'], { freshFor: 60 })));
  app.get('/private', () => answer({ read: ++db.reads }, { 'Cache-Control': 'private, no-store' }));
  app.get('/cookie', () => answer({ read: ++db.reads }, { ...sharedAnswerHeaders(['services']), 'Set-Cookie': 'a=b' }));
  app.get('/by-language', () => answer({ read: ++db.reads }, { ...sharedAnswerHeaders(['services']), Vary: 'Accept-Language' }));
  app.get('/media', () => new Response(JSON.stringify({ read: ++db.reads }), { headers: { ...sharedAnswerHeaders(['media_assets:1']), 'Content-Type': 'image/webp' } }));
  app.get('/feed', () => new Response(JSON.stringify({ read: ++db.reads }), { headers: { ...sharedAnswerHeaders(['blog_posts']), 'Content-Type': 'application/rss+xml; charset=utf-8' } }));
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await app.request(`http://function${path}`, { headers });
    return { memo: res.headers.get(MEMO_HEADER), body: (await res.json()) as { title?: string; read: number } };
  };
  return { db, get };
}

describe('the memo of public reads', () => {
  it('answers a shared read again from memory while the database is unchanged; a change, then a read, gives the new answer', async () => {
    const { db, get } = memoApp();
    const first = await get('/api/services');
    expect(first).toEqual({ memo: null, body: { title: 'Respite care', read: 1 } });
    expect(await get('/api/services')).toEqual({ memo: 'hit', body: first.body });
    db.title = 'Respite care for families';
    db.version++; // the save committed
    expect(await get('/api/services')).toEqual({ memo: null, body: { title: 'Respite care for families', read: 2 } });
    expect((await get('/api/services')).body.title).toBe('Respite care for families');
  });

  it('keys by the query and the accepted encoding', async () => {
    const { get } = memoApp();
    await get('/api/feed');
    expect((await get('/api/feed')).memo).toBe('hit');
    await get('/api/services');
    expect((await get('/api/services?lang=es')).memo).toBeNull();
    expect((await get('/api/services?lang=es')).memo).toBe('hit');
    expect((await get('/api/services', { 'accept-encoding': 'gzip' })).memo).toBeNull();
  });

  it('keeps an answer with a bounded lifetime no longer than the CDN does', async () => {
    const { db, get } = memoApp();
    await get('/api/events');
    db.time += 59_000;
    expect((await get('/api/events')).memo).toBe('hit');
    db.time += 2_000;
    expect(await get('/api/events')).toEqual({ memo: null, body: { read: 2 } });
  });

  it('never keeps a private answer, one setting a cookie or one varying by another header, and never answers a caller from memory', async () => {
    const { db, get } = memoApp();
    for (const path of ['/api/private', '/api/cookie', '/api/by-language', '/api/media']) {
      const before = db.reads;
      await get(path);
      expect(await get(path), path).toEqual({ memo: null, body: { read: before + 2 } });
    }
    await get('/api/services');
    const callers: Array<Record<string, string>> = [{ cookie: 'sb-access-token=a.b.c' }, { cookie: 'sb-refresh-token=r' }, { authorization: 'Bearer a.b.c' }];
    for (const headers of callers) {
      const reads = db.reads;
      expect(await get('/api/services', headers), JSON.stringify(headers)).toEqual({ memo: null, body: { title: 'Respite care', read: reads + 1 } });
    }
    // and what a caller was answered is not kept for the anonymous either
    const { get: fresh } = memoApp();
    await fresh('/api/services', { cookie: 'sb-access-token=a.b.c' });
    expect((await fresh('/api/services')).memo).toBeNull();
  });

  it('answers nothing from memory to a request the edge did not sign while the function requires it', async () => {
    const { get } = memoApp({ PROXY_SIGNING_SECRET: 'proxy-signing-secret-0123456789abcdefghij' });
    await get('/api/services');
    expect((await get('/api/services')).memo).toBeNull();
  });
});

describe('the shared snapshot reader', () => {
  it('gives a caller who arrives during a read the next read, started after it arrived, and runs one read at a time', async () => {
    const started: Array<(value: string) => void> = [];
    const read = sharedSnapshotReader(() => new Promise<string>((resolve) => started.push(resolve)));
    const first = read();
    const [second, third] = [read(), read()];
    expect(started).toHaveLength(1);
    started[0]!('s1');
    expect(await first).toBe('s1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toHaveLength(2);
    started[1]!('s2');
    expect([await second, await third]).toEqual(['s2', 's2']);
    const fourth = read();
    expect(started).toHaveLength(3);
    started[2]!('s3');
    expect(await fourth).toBe('s3');
  });

  it('fails only the callers of a failed read', async () => {
    let n = 0;
    const read = sharedSnapshotReader(async () => {
      if (++n === 1) throw new Error('database away');
      return `s${n}`;
    });
    const [first, second] = [read(), read()];
    await expect(first).rejects.toThrow('database away');
    expect(await second).toBe('s2');
  });
});

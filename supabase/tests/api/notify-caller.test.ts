// The `notify` entry point run the way Supabase's edge-runtime runs it (Deno.exit a no-op:
// scripts/stand-ins/edge-runtime-user-worker.ts): a bad configuration answers 503 to every request and
// drains nothing, and a drain needs notify's own secret in the x-notify-secret header (the
// pg_cron job reads it from Vault); the secret check itself, in process.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { parseEnv } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import { NOTIFY_SECRET_HEADER, notifyHandler, notifySecretProblem, sameSecret } from '../../functions/_shared/mail/notify-caller.ts';
import { root } from '../../../scripts/stack/functions.ts';
import { freePort, waitForHttp } from '../../../scripts/stack/ports.ts';
import { spawnUserWorker, type Worker } from './edge-runtime/spawn.ts';
import { runtimeDbUrl } from '../../../scripts/db/local-logins.ts';

const example = parseEnv(readFileSync(`${root}/.env.example`, 'utf8'));
const SECRET = 'notify-secret-0123456789abcdefghijklmnopqrstuvwxyz';

/** A notify worker on a free port; it drains a kind no row has, so it never sends other files' mail. */
async function notifyWorker(env: Record<string, string>): Promise<{ url: string; worker: Worker }> {
  const port = await freePort();
  const worker = spawnUserWorker('notify', {
    API_DB_URL: runtimeDbUrl(inject('dbUrl')), MAIL_TRANSPORT: 'file', MAIL_DIR: os.tmpdir(), MAIL_FROM: 'Site <no-reply@example.org>',
    SITE_URL: 'http://localhost:5173', NOTIFY_KINDS: 'none-in-this-test', PORT: String(port), ...env,
  });
  const url = `http://127.0.0.1:${port}/`;
  await waitForHttp(url, 60_000, () => !worker.exited()).catch((error: Error) => {
    throw new Error(`${error.message}\n${worker.output.join('\n')}`);
  });
  return { url, worker };
}

describe('notify under edge-runtime (Deno.exit does nothing)', () => {
  it('answers 503 to every request when the environment is unsafe for a public site, logs the variable and never drains', async () => {
    const { url, worker } = await notifyWorker({
      SITE_URL: 'https://www.example.org', JWT_SECRET: `jwt-${SECRET}`, LINK_SIGNING_SECRET: example.LINK_SIGNING_SECRET!,
      NOTIFY_SECRET: SECRET,
    });
    try {
      for (const init of [{ method: 'GET' }, { method: 'POST' }, { method: 'POST', headers: { [NOTIFY_SECRET_HEADER]: SECRET } }]) {
        const res = await fetch(url, init);
        expect(res.status, JSON.stringify(init)).toBe(503);
        expect(await res.json()).toEqual({ error: 'Server misconfigured' });
      }
      expect(worker.exited()).toBe(false);
      const log = worker.output.join('\n');
      expect(log).toContain('Server misconfigured: LINK_SIGNING_SECRET is a local default');
      expect(log).toContain('MAIL_TRANSPORT is file');
      expect(log).not.toContain(example.LINK_SIGNING_SECRET!);
    } finally {
      await worker.stop();
    }
  });

  it('answers 503 and names NOTIFY_SECRET when it has none to check callers with', async () => {
    const { url, worker } = await notifyWorker({});
    try {
      const res = await fetch(url, { method: 'POST' });
      expect(res.status).toBe(503);
      expect(worker.output.join('\n')).toContain('Server misconfigured: NOTIFY_SECRET is not set');
    } finally {
      await worker.stop();
    }
  });

  it('drains only for a caller with its secret: 401 without it or with another, 200 with it', async () => {
    const { url, worker } = await notifyWorker({ NOTIFY_SECRET: SECRET });
    try {
      for (const headers of [{}, { [NOTIFY_SECRET_HEADER]: `${SECRET}x` }, { authorization: `Bearer ${SECRET}` }] as Record<string, string>[]) {
        const res = await fetch(url, { method: 'POST', headers });
        expect(res.status, JSON.stringify(headers)).toBe(401);
        expect(await res.json()).toEqual({ error: 'Unauthorized' });
      }
      const res = await fetch(url, { method: 'POST', headers: { [NOTIFY_SECRET_HEADER]: SECRET } });
      expect(res.status, worker.output.join('\n')).toBe(200);
      expect(Object.keys(await res.json()).sort()).toEqual(['deferred', 'failed', 'retried', 'sent', 'skipped']);
    } finally {
      await worker.stop();
    }
  });
});

describe('the secret check', () => {
  it('compares whole values, whatever their lengths', async () => {
    expect(await sameSecret(SECRET, SECRET)).toBe(true);
    for (const other of [null, undefined, '', SECRET.slice(0, -1), `${SECRET} `, SECRET.toUpperCase()]) {
      expect(await sameSecret(other, SECRET), String(other)).toBe(false);
    }
  });

  it('names a missing or short NOTIFY_SECRET, never its value', () => {
    expect(notifySecretProblem(undefined)).toMatch(/^Server misconfigured: NOTIFY_SECRET is not set: /);
    expect(notifySecretProblem('  ')).toMatch(/NOTIFY_SECRET is not set/);
    const short = notifySecretProblem('short-notify-secret')!;
    expect(short).toContain('NOTIFY_SECRET is shorter than 32 characters');
    expect(short).not.toContain('short-notify-secret');
    expect(notifySecretProblem(SECRET)).toBeNull();
  });

  it('answers 405 to other methods and 503 when the drain fails, without draining for a stranger', async () => {
    let drains = 0;
    const logged: string[] = [];
    const handler = notifyHandler(SECRET, async () => {
      drains++;
      throw new Error('database down');
    }, (line) => logged.push(line));
    expect((await handler(new Request('http://fn/', { method: 'GET', headers: { [NOTIFY_SECRET_HEADER]: SECRET } }))).status).toBe(405);
    expect((await handler(new Request('http://fn/', { method: 'POST' }))).status).toBe(401);
    expect(drains).toBe(0);
    const failed = await handler(new Request('http://fn/', { method: 'POST', headers: { [NOTIFY_SECRET_HEADER]: SECRET } }));
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({ error: 'Drain failed' });
    expect(logged).toEqual(['notify: drain failed: database down']);
  });
});

// Outside localhost the functions refuse local secrets and file mail: the check itself, then the
// real Deno `api` (503 to every request, a log line naming the variable, never its value); a safe
// production configuration serves /api/health. `notify` does the same: notify-caller.test.ts.
import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import { LOCAL_SECRET_VALUES, misconfiguration } from '../../functions/_shared/config.ts';
import { root, spawnFunction } from '../../../scripts/stack/functions.ts';
import { freePort, waitForHttp } from '../../../scripts/stack/ports.ts';
import { runtimeDbUrl } from '../../../scripts/db/local-logins.ts';

const example = parseEnv(readFileSync(`${root}/.env.example`, 'utf8'));
const strong = (tag: string) => `${tag}-0123456789abcdefghijklmnopqrstuvwxyz`;
const SHORT_SECRET = 'short-link-secret-xyz';
const safe = {
  SITE_URL: 'https://www.example.org',
  JWT_SECRET: strong('jwt'),
  LINK_SIGNING_SECRET: strong('link'),
  PROXY_SIGNING_SECRET: strong('proxy'),
  MAIL_TRANSPORT: 'resend',
  RESEND_API_KEY: 're_test_key',
  API_DB_URL: 'postgresql://api_runtime.abcdefghijklmnopqrst:db-password-0123456789@aws-0-us-east-1.pooler.supabase.com:5432/postgres',
};

describe('misconfiguration()', () => {
  it('lets localhost run with the local defaults', () => {
    expect(misconfiguration({})).toBeNull();
    expect(misconfiguration({ ...example, SITE_URL: 'http://127.0.0.1:4173' })).toBeNull();
  });

  it('accepts strong secrets and a real mail transport on a public site', () => {
    expect(misconfiguration(safe)).toBeNull();
  });

  it('names each unsafe variable of a public site without its value', () => {
    const line = misconfiguration({ ...example, SITE_URL: 'https://www.example.org' })!;
    expect(line).toMatch(/^Server misconfigured: /);
    expect(line).toContain('JWT_SECRET is a local default');
    expect(line).toContain('LINK_SIGNING_SECRET is a local default');
    expect(line).toContain('MAIL_TRANSPORT is file');
    expect(line).not.toContain(example.JWT_SECRET!);
    expect(line).not.toContain(example.LINK_SIGNING_SECRET!);
  });

  it('refuses a missing, a built-in default and a short secret', () => {
    expect(misconfiguration({ ...safe, JWT_SECRET: undefined })).toContain('JWT_SECRET is not set');
    expect(misconfiguration({ ...safe, JWT_SECRET: LOCAL_SECRET_VALUES.JWT_SECRET[0] })).toContain('JWT_SECRET is a local default');
    const short = misconfiguration({ ...safe, LINK_SIGNING_SECRET: SHORT_SECRET })!;
    expect(short).toContain('LINK_SIGNING_SECRET is shorter than 32 characters');
    expect(short).not.toContain(SHORT_SECRET);
    expect(short).not.toContain('JWT_SECRET');
    expect(misconfiguration({ ...safe, MAIL_TRANSPORT: undefined })).toContain('MAIL_TRANSPORT is file');
  });

  it("refuses the stack's own CDN_PURGE_SECRET on a public site, and takes none (no CDN to purge)", () => {
    const line = misconfiguration({ ...safe, CDN_PURGE_SECRET: ` ${LOCAL_SECRET_VALUES.CDN_PURGE_SECRET[0]} ` })!;
    expect(line).toContain('CDN_PURGE_SECRET is a local default');
    expect(line).not.toContain(LOCAL_SECRET_VALUES.CDN_PURGE_SECRET[0]);
    expect(misconfiguration({ ...safe, CDN_PURGE_SECRET: undefined })).toBeNull();
    expect(misconfiguration({ ...safe, CDN_PURGE_SECRET: 'a-purge-secret-npm-run-deploy-made-0123456789' })).toBeNull();
    expect(misconfiguration({ CDN_PURGE_SECRET: LOCAL_SECRET_VALUES.CDN_PURGE_SECRET[0] })).toBeNull(); // localhost
  });

  it('needs a proxy signing secret on a public site, with or without the edge\'s client header (57.7: unsigned requests are refused)', () => {
    for (const header of [{}, { CLIENT_IP_HEADER: 'x-nf-client-connection-ip' }]) {
      expect(misconfiguration({ ...safe, ...header, PROXY_SIGNING_SECRET: undefined })).toContain('PROXY_SIGNING_SECRET is not set');
      expect(misconfiguration({ ...safe, ...header, PROXY_SIGNING_SECRET: example.PROXY_SIGNING_SECRET })).toContain('PROXY_SIGNING_SECRET is a local default');
      expect(misconfiguration({ ...safe, ...header })).toBeNull();
    }
  });

  it('refuses a public site whose functions would connect as audit_log\'s owner, or to no database of theirs', () => {
    const owner = misconfiguration({ ...safe, API_DB_URL: safe.API_DB_URL.replace('api_runtime.', 'postgres.') })!;
    expect(owner).toContain('API_DB_URL connects as postgres, not api_runtime');
    expect(owner).not.toContain('db-password-0123456789');
    expect(misconfiguration({ ...safe, API_DB_URL: undefined })).toContain('API_DB_URL is not set');
    expect(misconfiguration({ ...safe, API_DB_URL: 'api_runtime' })).toContain('API_DB_URL is not a postgresql:// URL');
    expect(misconfiguration({ ...safe, API_DB_URL: 'postgres://api_runtime:pw@db.abcdefghijklmnopqrst.supabase.co:5432/postgres' })).toBeNull();
  });

  it('knows the local secrets of .env.example', () => {
    expect(LOCAL_SECRET_VALUES.JWT_SECRET).toContain(example.JWT_SECRET);
    expect(LOCAL_SECRET_VALUES.LINK_SIGNING_SECRET).toContain(example.LINK_SIGNING_SECRET);
    expect(LOCAL_SECRET_VALUES.PROXY_SIGNING_SECRET).toContain(example.PROXY_SIGNING_SECRET);
  });
});

describe('the deployed functions refuse an unsafe configuration', () => {
  it('api answers every request 503 and logs the variable, not its value', async () => {
    const port = await freePort();
    const output: string[] = [];
    const api = spawnFunction('api', {
      ...safe, PORT: String(port), API_DB_URL: runtimeDbUrl(inject('dbUrl')), JWT_SECRET: example.JWT_SECRET!, LINK_SIGNING_SECRET: SHORT_SECRET,
    }, (line) => output.push(line));
    try {
      await waitForHttp(`http://127.0.0.1:${port}/api/health`, 90_000, api.alive);
      for (const [method, path] of [['GET', '/api/health'], ['GET', '/api/services'], ['POST', '/api/contact']] as const) {
        const res = await fetch(`http://127.0.0.1:${port}${path}`, { method, headers: { origin: safe.SITE_URL } });
        expect(res.status, `${method} ${path}`).toBe(503);
        expect(await res.json()).toEqual({ error: 'Server misconfigured' });
      }
      const log = output.join('\n');
      expect(log).toContain('JWT_SECRET is a local default');
      expect(log).toContain('LINK_SIGNING_SECRET is shorter than 32 characters');
      expect(log).not.toContain(example.JWT_SECRET!);
      expect(log).not.toContain(SHORT_SECRET);
    } finally {
      await api.stop();
    }
  });

  it('api serves a safe production configuration', async () => {
    const port = await freePort();
    const output: string[] = [];
    const api = spawnFunction('api', { ...safe, PORT: String(port), API_DB_URL: runtimeDbUrl(inject('dbUrl')) }, (line) => output.push(line));
    try {
      await waitForHttp(`http://127.0.0.1:${port}/api/health`, 90_000, api.alive);
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(res.status, output.join('\n')).toBe(200);
      expect(output.join('\n')).not.toContain('misconfigured');
    } finally {
      await api.stop();
    }
  });
});

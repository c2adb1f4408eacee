// The API in Supabase mode, in-process, against the test database and the GoTrue stand-in
// (scripts/stand-ins/supabase-auth.ts): what a deployed function does with Supabase Auth, without a network.
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../../functions/_shared/app.ts';
import { createSupabaseAuth } from '../../functions/_shared/auth/supabase.ts';
import { parseConfig } from '../../functions/_shared/config.ts';
import { createPool } from '../../functions/_shared/db/pool.ts';
import { superuser } from '../../../scripts/testing/db.ts';
import { addTestAuthenticator } from '../../../scripts/testing/test-authenticator.ts';
import { createAccount, PASSWORD, signInWithCode, uniqueEmail } from './accounts.ts';
import { ANON_KEY, createGoTrue, type GoTrueOptions, SERVICE_ROLE_KEY, SUPABASE_URL } from '../../../scripts/stand-ins/supabase-auth.ts';
import { Client } from './http.ts';
import { runtimeDbUrl } from '../../../scripts/db/local-logins.ts';

export interface Logged {
  message: string;
  detail?: Record<string, unknown>;
}

export async function supabaseMode(options: GoTrueOptions) {
  const admin = superuser();
  // GoTrue keeps MFA factors in the project's database: here, the test database
  const gotrue = await createGoTrue({ sql: admin, ...options });
  const sql = createPool(runtimeDbUrl(inject('dbUrl')), 2);
  const logged: Logged[] = [];
  const log = (message: string, detail?: Record<string, unknown>) => void logged.push({ message, detail });
  const config = parseConfig({
    API_DB_URL: runtimeDbUrl(inject('dbUrl')), AUTH_MODE: 'supabase', SUPABASE_URL, SUPABASE_ANON_KEY: ANON_KEY,
    SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY, SITE_URL: 'http://localhost:5173',
  });
  const auth = createSupabaseAuth({
    url: SUPABASE_URL, anonKey: ANON_KEY, serviceRoleKey: SERVICE_ROLE_KEY, siteUrl: config.SITE_URL, fetch: gotrue.fetch, log,
  });
  const app = buildApp({ config, sql, auth, clock: () => new Date(), log });
  /** A browser of its own (address, cookie jar) talking to the in-process app. */
  const client = () => new Client(undefined, (path, init) => app.request(`/api${path}`, init));

  return {
    gotrue, auth, logged, client, app,
    /**
     * An admin known to both the database (admin_users) and GoTrue, with the same id; with an
     * authenticator (scripts/testing/test-authenticator.ts) unless `authenticator: false`.
     */
    async account(label: string, kind: 'admin' | 'super_admin' | 'member' = 'admin', { authenticator = kind !== 'member' } = {}) {
      const email = uniqueEmail(label);
      const userId = await createAccount(admin, kind, email);
      if (authenticator) await addTestAuthenticator(admin, userId);
      gotrue.addUser({ id: userId, email, password: PASSWORD });
      return { email, userId };
    },
    /**
     * A signed-in browser of a new admin: password and code (aal2), or with `authenticator:
     * false` an account that has none yet, signed in with its password alone.
     */
    async signedIn(label: string, kind: 'admin' | 'super_admin' = 'admin', options: { authenticator?: boolean } = {}) {
      const account = await this.account(label, kind, options);
      const browser = client();
      await signInWithCode(browser, account.email);
      return { ...account, browser, access: browser.cookies.get('sb-access-token')! };
    },
    async close() {
      await sql.end({ timeout: 1 });
      await admin.end({ timeout: 1 });
    },
  };
}

export type SupabaseMode = Awaited<ReturnType<typeof supabaseMode>>;

/** Supabase mode for one test file: started before its tests, closed after them. Call the getter inside a test. */
export function useSupabaseMode(options: GoTrueOptions): () => SupabaseMode {
  let mode: SupabaseMode | undefined;
  beforeAll(async () => {
    mode = await supabaseMode(options);
  });
  afterAll(() => mode?.close());
  return () => mode!;
}

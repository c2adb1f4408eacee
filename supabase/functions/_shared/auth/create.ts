// Picks the auth adapter for AUTH_MODE. Local mode's GoTrue stand-in writes auth.* over its own
// pool, connected as GoTrue's role (AUTH_DB_URL); /api's own role reads auth.* only through the
// private functions made for it.
import type { Config } from '../config.ts';
import { createPool, type Sql } from '../db/pool.ts';
import { createLocalAuth } from './local.ts';
import type { AuthPort } from './port.ts';
import type { AuthLog } from './gotrue-errors.ts';
import { createSupabaseAuth } from './supabase.ts';

export function createAuth(config: Config, sql: Sql, clock: () => Date, log?: AuthLog): AuthPort {
  if (config.AUTH_MODE === 'supabase') {
    return createSupabaseAuth({
      url: config.SUPABASE_URL!,
      anonKey: config.SUPABASE_ANON_KEY!,
      serviceRoleKey: config.SUPABASE_SERVICE_ROLE_KEY,
      siteUrl: config.SITE_URL,
      log,
    });
  }
  return createLocalAuth({ sql, auth: createPool(config.AUTH_DB_URL, 4), jwtSecret: config.JWT_SECRET, clock });
}

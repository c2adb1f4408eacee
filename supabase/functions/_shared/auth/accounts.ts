// Creating and deleting sign-in identities for admin accounts, in both auth modes (AuthPort's
// `accounts`). Local mode writes auth.users the way Supabase Auth does (bcrypt via pgcrypto,
// empty-string token columns, an email identity) so GoTrue would accept the same rows; it writes
// them over the stand-in's connection (GoTrue's own role), the hash made over /api's (pgcrypto
// lives in `extensions`, which GoTrue's role does not use). Callers run these only after the
// requester's super_admin status was verified.
import { GoTrueAdminApi } from '@supabase/auth-js';
import { apiKeyHeaders } from './key-headers.ts';
import { PASSWORD_MAX_BYTES, passwordBytes } from '../contract/auth.ts';
import type { Sql, Tx } from '../db/pool.ts';
import type { AccountsPort } from './port.ts';

export interface NewIdentity {
  email: string;
  password: string;
}

/** A bcrypt hash of the password (pgcrypto's 'bf', as GoTrue stores them). */
export async function hashPassword(sql: Sql | Tx, password: string): Promise<string> {
  // the contracts refuse these first; bcrypt would silently use only the first 72 bytes
  if (passwordBytes(password) > PASSWORD_MAX_BYTES) throw new Error(`a password may have at most ${PASSWORD_MAX_BYTES} bytes`);
  const [row] = await sql<{ hash: string }[]>`select extensions.crypt(${password}, extensions.gen_salt('bf')) as hash`;
  return row!.hash;
}

/** Inserts an auth.users row (+ identity) with this bcrypt hash; null when the e-mail is taken. */
export async function insertLocalAuthUser(db: Sql | Tx, email: string, passwordHash: string): Promise<string | null> {
  const [taken] = await db`select 1 from auth.users where lower(email) = lower(${email})`;
  if (taken) return null;
  const id = crypto.randomUUID();
  await db`insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
      confirmation_token, recovery_token, email_change_token_new, email_change, email_change_token_current,
      phone_change, phone_change_token, reauthentication_token,
      raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at)
    values ('00000000-0000-0000-0000-000000000000', ${id}, 'authenticated', 'authenticated', ${email},
      ${passwordHash}, now(), '', '', '', '', '', '', '', '',
      ${db.json({ provider: 'email', providers: ['email'] })}, ${db.json({})}, false, now(), now())`;
  await db`insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
    values (${id}, ${id}, ${db.json({ sub: id, email, email_verified: true })}, 'email', now(), now())`;
  return id;
}

/** The local stand-in's accounts: rows written over `auth` (GoTrue's role), hashes made over `sql`. */
export function localAccounts(sql: Sql, auth: Sql): AccountsPort {
  return {
    async create({ email, password }) {
      const hash = await hashPassword(sql, password);
      return auth.begin((tx) => insertLocalAuthUser(tx, email, hash)) as Promise<string | null>;
    },
    async remove(userId) {
      await auth`delete from auth.users where id = ${userId}`;
    },
  };
}

/** Supabase mode: the Auth admin API (service role key). */
export function supabaseAccounts(url: string, serviceRoleKey: string | undefined): AccountsPort {
  // auth-js's admin API directly (supabase-js would also build a Realtime client)
  const adminApi = () => {
    if (!serviceRoleKey) throw new Error('SUPABASE_SERVICE_ROLE_KEY is needed to manage admin accounts');
    return new GoTrueAdminApi({ url: `${url.replace(/\/+$/, '')}/auth/v1`, headers: apiKeyHeaders(serviceRoleKey) });
  };
  return {
    async create({ email, password }) {
      const { data, error } = await adminApi().createUser({ email, password, email_confirm: true });
      if (error) {
        if (error.status === 422 || /already/i.test(error.message)) return null;
        throw error;
      }
      if (!data.user) throw new Error('Supabase Auth created no user');
      return data.user.id;
    },
    async remove(userId) {
      const { error } = await adminApi().deleteUser(userId);
      if (error && error.status !== 404) throw error;
    },
  };
}

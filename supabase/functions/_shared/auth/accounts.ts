// Creating and deleting sign-in identities for admin accounts, in both auth modes.
// Local mode writes auth.users the way Supabase Auth does (bcrypt via pgcrypto, empty-string
// token columns, an email identity) so GoTrue would accept the same rows. Callers run these
// only after the requester's super_admin status was verified in their own transaction.
import { GoTrueAdminApi } from '@supabase/auth-js';
import { apiKeyHeaders } from './key-headers.ts';
import type { Config } from '../config.ts';
import { PASSWORD_MAX_BYTES, passwordBytes } from '../contract/auth.ts';
import type { Tx } from '../db/pool.ts';

export interface NewIdentity {
  email: string;
  password: string;
}

/** Inserts an auth.users row (+ identity) and returns its id; null when the e-mail is taken. Needs a privileged role. */
export async function createLocalAuthUser(tx: Tx, { email, password }: NewIdentity): Promise<string | null> {
  // the contracts refuse these first; bcrypt would silently use only the first 72 bytes
  if (passwordBytes(password) > PASSWORD_MAX_BYTES) throw new Error(`a password may have at most ${PASSWORD_MAX_BYTES} bytes`);
  const [taken] = await tx`select 1 from auth.users where lower(email) = lower(${email})`;
  if (taken) return null;
  const id = crypto.randomUUID();
  await tx`insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
      confirmation_token, recovery_token, email_change_token_new, email_change, email_change_token_current,
      phone_change, phone_change_token, reauthentication_token,
      raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at)
    values ('00000000-0000-0000-0000-000000000000', ${id}, 'authenticated', 'authenticated', ${email},
      extensions.crypt(${password}, extensions.gen_salt('bf')), now(), '', '', '', '', '', '', '', '',
      ${tx.json({ provider: 'email', providers: ['email'] })}, ${tx.json({})}, false, now(), now())`;
  await tx`insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
    values (${id}, ${id}, ${tx.json({ sub: id, email, email_verified: true })}, 'email', now(), now())`;
  return id;
}

/** Supabase mode: the Auth admin API (service role key). Null when the e-mail is taken. */
export async function createSupabaseAuthUser(config: Config, { email, password }: NewIdentity): Promise<string | null> {
  const { data, error } = await adminApi(config).createUser({ email, password, email_confirm: true });
  if (error) {
    if (error.status === 422 || /already/i.test(error.message)) return null;
    throw error;
  }
  if (!data.user) throw new Error('Supabase Auth created no user');
  return data.user.id;
}

export async function deleteSupabaseAuthUser(config: Config, userId: string): Promise<void> {
  const { error } = await adminApi(config).deleteUser(userId);
  if (error && error.status !== 404) throw error;
}

/** auth-js's admin API directly (supabase-js would also build a Realtime client). */
function adminApi(config: Config) {
  const key = config.SUPABASE_SERVICE_ROLE_KEY;
  if (!config.SUPABASE_URL || !key) throw new Error('SUPABASE_SERVICE_ROLE_KEY is needed to manage admin accounts');
  return new GoTrueAdminApi({
    url: `${config.SUPABASE_URL.replace(/\/+$/, '')}/auth/v1`,
    headers: apiKeyHeaders(key),
  });
}

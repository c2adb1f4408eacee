// Test accounts: an admin, a super admin and a signed-in non-admin, each with a logged-in client.
// Two-step sign-in is required of staff (issue 57), so a staff account made here has an
// authenticator with a known key (scripts/testing/test-authenticator.ts) and signs in with its
// password and a code.
import type postgres from 'postgres';
import { ensureLocalAdmin } from '../../../scripts/admin/local-admin.ts';
import { addTestAuthenticator, unusedTestCode } from '../../../scripts/testing/test-authenticator.ts';
import { Client } from './http.ts';

export const PASSWORD = 'correct horse battery';

export async function createAccount(sql: postgres.Sql, kind: 'admin' | 'super_admin' | 'member', email: string) {
  const result = await ensureLocalAdmin(sql, { email, password: PASSWORD, role: kind === 'member' ? 'admin' : kind });
  if (kind === 'member') await sql`delete from public.admin_users where user_id = ${result.userId}`;
  return result.userId;
}

/** A staff account (with its authenticator) or a non-admin one: its id. */
export async function createStaffOrMember(sql: postgres.Sql, kind: 'admin' | 'super_admin' | 'member', email: string) {
  const userId = await createAccount(sql, kind, email);
  if (kind !== 'member') await addTestAuthenticator(sql, userId);
  return userId;
}

/** Signs the client in with the password and, when the account asks for it, a code. */
export async function signInWithCode(
  client: Client, email: string, { password = PASSWORD, headers }: { password?: string; headers?: Record<string, string> } = {},
) {
  const res = await client.post('/login', { email, password }, headers);
  if (res.status !== 200) throw new Error(`login of ${email} answered ${res.status} ${JSON.stringify(res.body)}`);
  if (res.body.user?.secondStep !== 'code') return res;
  const verified = await client.post('/auth/two-step/verify', { code: await unusedTestCode(email) }, headers);
  if (verified.status !== 200) throw new Error(`the code of ${email} answered ${verified.status} ${JSON.stringify(verified.body)}`);
  return res;
}

export async function signedIn(sql: postgres.Sql, kind: 'admin' | 'super_admin' | 'member', email: string) {
  await createStaffOrMember(sql, kind, email);
  const client = new Client();
  await signInWithCode(client, email);
  return client;
}

/** A staff account that has no authenticator yet (a new staff member), signed in with its password alone. */
export async function signedInWithoutAuthenticator(sql: postgres.Sql, kind: 'admin' | 'super_admin', email: string) {
  const userId = await createAccount(sql, kind, email);
  const client = new Client();
  await signInWithCode(client, email);
  return { client, userId };
}

export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;

// Test accounts: an admin, a super admin and a signed-in non-admin, each with a logged-in client.
import type postgres from 'postgres';
import { ensureLocalAdmin } from '../../../scripts/admin/local-admin.ts';
import { Client } from './http.ts';

export const PASSWORD = 'correct horse battery';

export async function createAccount(sql: postgres.Sql, kind: 'admin' | 'super_admin' | 'member', email: string) {
  const result = await ensureLocalAdmin(sql, { email, password: PASSWORD, role: kind === 'member' ? 'admin' : kind });
  if (kind === 'member') await sql`delete from public.admin_users where user_id = ${result.userId}`;
  return result.userId;
}

export async function signedIn(sql: postgres.Sql, kind: 'admin' | 'super_admin' | 'member', email: string) {
  await createAccount(sql, kind, email);
  const client = new Client();
  const res = await client.post('/login', { email, password: PASSWORD });
  if (res.status !== 200) throw new Error(`login of ${email} answered ${res.status} ${JSON.stringify(res.body)}`);
  return client;
}

export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;

// admin:create: SPEC §5 validation, create then update (password + role), and the CLI itself.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { ensureLocalAdmin } from '../../../scripts/admin/local-admin.ts';
import { superuser } from '../../../scripts/testing/db.ts';
import { uniqueEmail } from './accounts.ts';
import { Client } from './http.ts';

const sql = superuser();
afterAll(() => sql.end());
const run = promisify(execFile);

describe('admin:create', () => {
  it("refuses invalid input with SPEC's words", async () => {
    await expect(ensureLocalAdmin(sql, { email: 'nope', password: 'short' })).rejects.toThrow(
      'Please enter a valid email address\nPassword must be at least 12 characters',
    );
    await expect(ensureLocalAdmin(sql, { email: uniqueEmail('r'), password: 'long enough!!', role: 'owner' as 'admin' })).rejects.toThrow(
      'Role must be admin or super_admin',
    );
  });

  it('creates a GoTrue-compatible user, then updates password and role in place', async () => {
    const email = uniqueEmail('cli');
    const first = await ensureLocalAdmin(sql, { email, password: 'first password' });
    expect(first).toMatchObject({ created: true, role: 'admin' });
    const [user] = await sql`select encrypted_password, confirmation_token, recovery_token, email_change_token_new, aud, role
      from auth.users where id = ${first.userId}`;
    expect(user).toMatchObject({ confirmation_token: '', recovery_token: '', email_change_token_new: '', aud: 'authenticated', role: 'authenticated' });
    expect(user!.encrypted_password).toMatch(/^\$2[ab]\$/);
    const second = await ensureLocalAdmin(sql, { email: email.toUpperCase(), password: 'second password', role: 'super_admin' });
    expect(second).toMatchObject({ created: false, userId: first.userId, role: 'super_admin' });
    const login = await new Client().post('/login', { email, password: 'second password' });
    expect(login.body.user.role).toBe('super_admin');
    expect((await new Client().post('/login', { email, password: 'first password' })).status).toBe(401);
  });

  it('runs as a CLI and exits 1 with the message on bad input', async () => {
    const env = { ...process.env, SUPABASE_DB_URL: inject('dbUrl') };
    const email = uniqueEmail('npm');
    const ok = await run('node_modules/.bin/tsx', ['scripts/admin-create.ts', '--email', email, '--password', 'cli password 1', '--role', 'super_admin'], { env });
    expect(ok.stdout).toContain(`Created super_admin ${email}`);
    const bad = await run('node_modules/.bin/tsx', ['scripts/admin-create.ts', '--email', email, '--password', 'short'], { env }).catch((e) => e);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('Password must be at least 12 characters');
    const common = await run('node_modules/.bin/tsx', ['scripts/admin-create.ts', '--email', email, '--password', 'Password2025!'], { env }).catch((e) => e);
    expect(common.code).toBe(1);
    expect(common.stderr).toContain('This password is too common. Choose one that is harder to guess.');
  });
});

// /api/admin/team (super_admin only): list admins, add one (e-mail + password + role), change
// a role, remove one. admin_users writes run under the caller's role, so RLS and the
// keep-last-super-admin trigger decide; identities are the identity provider's (AuthPort's
// accounts), made or removed only after private.is_super_admin() said yes.
import { Hono } from 'hono';
import { addAdminRequestSchema, changeRoleRequestSchema, TEAM_MESSAGES, type TeamMember } from '../contract/admin-team.ts';
import { requireAdmin } from '../auth/admin.ts';
import { withCaller } from '../db/with-caller.ts';
import { privileged } from '../db/privileged.ts';
import { sqlState, type Tx } from '../db/pool.ts';
import type { AppContext, AppEnv } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { uuidParam, validBody } from '../http/validate.ts';

export async function assertSuperAdmin(tx: Tx) {
  const [row] = await tx<{ ok: boolean }[]>`select private.is_super_admin() as ok`;
  if (!row?.ok) throw new HttpError(403, { error: TEAM_MESSAGES.superAdminRequired });
}

/** The team with e-mails (private.staff_accounts(), /api's own role; call after assertSuperAdmin). */
function listTeam(tx: Tx) {
  return privileged(tx, () => tx<TeamMember[]>`
    select a.user_id as "userId", coalesce(s.email, '') as email, a.username, a.role, a.created_at as "createdAt"
    from public.admin_users a left join private.staff_accounts() s on s.user_id = a.user_id order by a.created_at, a.user_id`);
}

function lastSuperAdminGuard(err: unknown): never {
  if (sqlState(err) === 'P0001') throw new HttpError(409, { error: TEAM_MESSAGES.lastSuperAdmin });
  throw err;
}

const superAdminCaller = (c: AppContext) => withCaller(c, assertSuperAdmin);

export function adminTeamRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', requireAdmin);

  app.get('/', async (c) => {
    const rows = await withCaller(c, async (tx) => {
      await assertSuperAdmin(tx);
      return listTeam(tx);
    });
    return c.json(rows);
  });

  app.post('/', async (c) => {
    const input = await validBody(c, addAdminRequestSchema);
    const { accounts } = c.get('deps').auth;
    await superAdminCaller(c);
    // the identity provider makes the account; the admin_users row follows, or the account goes
    const userId = await accounts.create(input);
    if (!userId) throw new HttpError(409, { error: TEAM_MESSAGES.emailTaken, fieldErrors: { email: [TEAM_MESSAGES.emailTaken] } });
    const member = await withCaller(c, async (tx) => {
      await tx`insert into public.admin_users (user_id, username, role) values (${userId}, ${input.email}, ${input.role})`;
      return (await listTeam(tx)).find((m) => m.userId === userId);
    }).catch(async (err) => {
      await accounts.remove(userId);
      throw err;
    });
    return c.json(member, 201);
  });

  app.patch('/:userId', async (c) => {
    const userId = uuidParam(c, 'userId', TEAM_MESSAGES.notFound);
    const { role } = await validBody(c, changeRoleRequestSchema);
    const member = await withCaller(c, async (tx) => {
      await assertSuperAdmin(tx);
      const updated = await tx`update public.admin_users set role = ${role} where user_id = ${userId} returning user_id`
        .catch(lastSuperAdminGuard);
      if (!updated.length) throw new HttpError(404, { error: TEAM_MESSAGES.notFound });
      return (await listTeam(tx)).find((m) => m.userId === userId);
    });
    return c.json(member);
  });

  app.delete('/:userId', async (c) => {
    const userId = uuidParam(c, 'userId', TEAM_MESSAGES.notFound);
    if (userId === c.get('caller')?.userId) throw new HttpError(409, { error: TEAM_MESSAGES.notYourself });
    await withCaller(c, async (tx) => {
      await assertSuperAdmin(tx);
      const removed = await tx`delete from public.admin_users where user_id = ${userId} returning user_id`
        .catch(lastSuperAdminGuard);
      if (!removed.length) throw new HttpError(404, { error: TEAM_MESSAGES.notFound });
    });
    // The identity goes too, so the address can be added again later.
    await c.get('deps').auth.accounts.remove(userId);
    return c.json({ message: 'Admin removed' });
  });
  return app;
}

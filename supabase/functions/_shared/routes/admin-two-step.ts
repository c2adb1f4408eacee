// /api/admin/two-step (super_admin; issue 34, item 1): whether every staff account must use
// two-step sign-in, how many authenticators each staff member has, and resetting someone's
// second step (their authenticators removed through the identity provider's admin API; if the
// rule is on they set one up again at their next sign-in). The setting is written under the
// caller's role, so RLS (is_super_admin(), with its aal rule) decides.
import { Hono } from 'hono';
import { requireAdmin } from '../auth/admin.ts';
import { requireTwoStepRequestSchema, type StaffTwoStep, TWO_STEP_MESSAGES } from '../contract/two-step.ts';
import { recordTwoStepChange } from '../db/audit.ts';
import { withCaller } from '../db/with-caller.ts';
import type { Tx } from '../db/pool.ts';
import type { AppContext, AppEnv } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { uuidParam, validBody } from '../http/validate.ts';
import { privileged } from '../db/privileged.ts';
import { assertSuperAdmin } from './admin-team.ts';
import { mfaHttpError } from './two-step.ts';

function staffList(tx: Tx) {
  return privileged(tx, () => tx<StaffTwoStep['staff']>`
    select a.user_id as "userId", coalesce(s.email, a.username) as email, a.role, coalesce(s.authenticators, 0) as authenticators
    from public.admin_users a left join private.staff_accounts() s on s.user_id = a.user_id order by a.created_at, a.user_id`);
}

async function overview(c: AppContext): Promise<StaffTwoStep> {
  return withCaller(c, async (tx) => {
    await assertSuperAdmin(tx);
    const [setting] = await tx<{ required: boolean }[]>`select require_two_step as required from public.staff_security_settings`;
    return { required: setting?.required ?? true, staff: [...(await staffList(tx))] };
  });
}

export function adminTwoStepRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', requireAdmin);

  app.get('/', async (c) => c.json(await overview(c)));

  app.put('/required', async (c) => {
    const { required } = await validBody(c, requireTwoStepRequestSchema);
    const caller = c.get('caller')!;
    await withCaller(c, async (tx) => {
      await assertSuperAdmin(tx);
      if (required) {
        const [own] = await privileged(tx, () => tx`select 1 from private.verified_factors(${caller.userId}::uuid)`);
        if (!own) throw new HttpError(409, { error: TWO_STEP_MESSAGES.setupYourselfFirst });
      }
      await tx`update public.staff_security_settings set require_two_step = ${required}, updated_by = ${caller.userId}`;
    });
    await recordTwoStepChange(c, required ? 'mfa.required' : 'mfa.not_required', 'staff_security_settings', null);
    return c.json(await overview(c));
  });

  app.delete('/staff/:userId', async (c) => {
    const userId = uuidParam(c, 'userId', TWO_STEP_MESSAGES.staffNotFound);
    const found = await withCaller(c, async (tx) => {
      await assertSuperAdmin(tx);
      const [row] = await tx`select 1 from public.admin_users where user_id = ${userId}`;
      return row !== undefined;
    });
    if (!found) throw new HttpError(404, { error: TWO_STEP_MESSAGES.staffNotFound });
    try {
      await c.get('deps').auth.mfa.removeAllFactors(userId);
    } catch (err) {
      throw mfaHttpError(err);
    }
    await recordTwoStepChange(c, 'mfa.reset', 'admin_user', userId);
    return c.json({ message: TWO_STEP_MESSAGES.reset });
  });
  return app;
}

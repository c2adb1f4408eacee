// /api/admin/team (super_admin only): list admins, add one, change a role, remove one.
import { z } from 'zod';
import { emailSchema, timestampSchema } from './common.ts';
import { adminRoleSchema, newPasswordSchema, passwordNotFromEmail } from './auth.ts';

export const TEAM_MESSAGES = {
  superAdminRequired: 'Super admin privileges required.',
  lastSuperAdmin: 'The last super admin cannot be removed or demoted.',
  emailTaken: 'An account with that email already exists.',
  notFound: 'Admin not found',
  notYourself: 'You cannot remove your own account.',
} as const;

export const teamMemberSchema = z.object({
  userId: z.string(),
  email: z.string(),
  username: z.string(),
  role: adminRoleSchema,
  createdAt: timestampSchema,
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const teamListSchema = z.array(teamMemberSchema);

export const addAdminRequestSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  role: adminRoleSchema.default('admin'),
}).superRefine(passwordNotFromEmail);
export type AddAdminRequest = z.infer<typeof addAdminRequestSchema>;
export type AddAdminFormValues = z.input<typeof addAdminRequestSchema>;

export const changeRoleRequestSchema = z.object({ role: adminRoleSchema });
export type ChangeRoleRequest = z.infer<typeof changeRoleRequestSchema>;

// Two-step sign-in (issue 34, item 1):
//   GET    /api/auth/two-step                      the caller's authenticators and what sign-in still needs
//   POST   /api/auth/two-step/authenticators        start setting one up (key, otpauth URI, QR code)
//   POST   /api/auth/two-step/authenticators/:id/confirm   its first code
//   DELETE /api/auth/two-step/authenticators/:id   remove one of one's own
//   POST   /api/auth/two-step/verify                the code after the password
//   GET    /api/admin/two-step                      (super_admin) the rule and each staff member's count
//   PUT    /api/admin/two-step/required             (super_admin) require it for every staff account
//   DELETE /api/admin/two-step/staff/:userId        (super_admin) reset someone's second step
import { z } from 'zod';
import { adminRoleSchema, resetPasswordRequestSchema } from './auth.ts';

export const CODE_MESSAGE = 'Enter the 6-digit code from your authenticator app';

/** Six digits; spaces people type between the groups ("123 456") are dropped. */
export const totpCodeSchema = z
  .string({ error: CODE_MESSAGE })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: CODE_MESSAGE }));

export const codeRequestSchema = z.object({ code: totpCodeSchema });

/**
 * POST /api/auth/reset-password for an account with two-step sign-in: the code as well, once the
 * API answered that the link checked out and a code is needed (400, fieldErrors.code).
 */
export const resetPasswordCodeRequestSchema = resetPasswordRequestSchema.extend({ code: totpCodeSchema.optional() });
export type ResetPasswordCodeRequest = z.input<typeof resetPasswordCodeRequestSchema>;
export type CodeRequest = z.input<typeof codeRequestSchema>;

export const AUTHENTICATOR_NAME_MESSAGE = 'Give this authenticator a name, such as "Work phone"';
export const enrollRequestSchema = z.object({
  friendlyName: z
    .string({ error: AUTHENTICATOR_NAME_MESSAGE })
    .trim()
    .min(1, { error: AUTHENTICATOR_NAME_MESSAGE })
    .max(60, { error: 'Use at most 60 characters for the name' }),
});
export type EnrollRequest = z.infer<typeof enrollRequestSchema>;

export const enrollResponseSchema = z.object({
  factorId: z.string(),
  /** The key in base32, for typing into an app or a password manager. */
  secret: z.string(),
  /** otpauth://totp/… : what the QR code holds. */
  uri: z.string(),
  /** Supabase Auth's QR code as an SVG data URL; null when the SPA draws it from `uri`. */
  qrCode: z.string().nullable(),
});
export type EnrollResponse = z.infer<typeof enrollResponseSchema>;

export const authenticatorSchema = z.object({ id: z.string(), friendlyName: z.string(), createdAt: z.string() });
export type Authenticator = z.infer<typeof authenticatorSchema>;

/** What sign-in still needs: the code after the password, or setting one up (required for staff). */
export const secondStepSchema = z.enum(['code', 'setup']).nullable();
export type SecondStep = z.infer<typeof secondStepSchema>;

export const twoStepStatusSchema = z.object({
  authenticators: z.array(authenticatorSchema),
  /** A super_admin requires two-step sign-in for every staff account. */
  required: z.boolean(),
  secondStep: secondStepSchema,
});
export type TwoStepStatus = z.infer<typeof twoStepStatusSchema>;

export const requireTwoStepRequestSchema = z.object({
  required: z.boolean({ error: 'Say whether two-step sign-in is required' }),
});

export const staffTwoStepSchema = z.object({
  required: z.boolean(),
  staff: z.array(z.object({
    userId: z.string(),
    email: z.string(),
    role: adminRoleSchema,
    authenticators: z.number().int(),
  })),
});
export type StaffTwoStep = z.infer<typeof staffTwoStepSchema>;

export const TWO_STEP_MESSAGES = {
  wrongCode: 'That code is not correct. Enter the code your authenticator app shows now.',
  usedCode: 'That code has already been used. Wait for your authenticator app to show a new one.',
  notFound: 'That authenticator was not found.',
  staffNotFound: 'That staff member was not found.',
  nameTaken: 'You already have an authenticator with this name. Choose another name.',
  tooManyAuthenticators: 'You have set up as many authenticators as allowed. Remove one before adding another.',
  codeFirst: 'Enter a code from your authenticator app first.',
  setupExpired: 'Setting up took too long. Please start again.',
  noAuthenticator: 'Two-step sign-in is not set up for this account.',
  codeNeeded: 'Enter the code from your authenticator app to continue.',
  /** A reset link that checked out, for an account with two-step sign-in. */
  resetCodeNeeded: 'Your account uses two-step sign-in. Enter the 6-digit code from your authenticator app to reset your password.',
  setupNeeded: 'Set up two-step sign-in to continue.',
  lastRequired: 'Two-step sign-in is required for every staff account. Add another authenticator before removing this one.',
  setupYourselfFirst: 'Set up two-step sign-in for your own account before requiring it for everyone.',
  confirmed: 'Two-step sign-in is set up.',
  removed: 'The authenticator was removed.',
  reset: 'Two-step sign-in was reset. They will set it up again at their next sign-in if it is required.',
} as const;

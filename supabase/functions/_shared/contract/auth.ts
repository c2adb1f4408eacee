// POST /api/login, POST /api/logout, GET /api/user,
// POST /api/auth/forgot-password, POST /api/auth/reset-password; admin:create CLI.
import { z } from 'zod';
import { emailSchema } from './common.ts';
import { emailWords, guessablePassword, type GuessableReason } from './password-rules.ts';

/** New passwords only (issue 34): sign-in still takes an older, shorter one. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MIN_MESSAGE = 'Password must be at least 12 characters';

export const adminRoleSchema = z.enum(['admin', 'super_admin'], { error: 'Role must be admin or super_admin' });
export type AdminRole = z.infer<typeof adminRoleSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required' }).min(1, { error: 'Password is required' }).max(1000),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** GET /api/user answers this object itself (401 {error} without a session). */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  /** null for a signed-in account that is not an admin. */
  role: adminRoleSchema.nullable(),
  /** Issue 34: 'code' until the second step is done, 'setup' while staff must set one up first. */
  secondStep: z.enum(['code', 'setup']).nullable().optional(),
});
export type User = z.infer<typeof userSchema>;

export const loginResponseSchema = z.object({ user: userSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/**
 * Supabase Auth stores passwords with bcrypt, which reads at most 72 bytes; GoTrue refuses a
 * longer one (supabase/auth internal/api/password.go, MaxPasswordLength, counted in UTF-8 bytes)
 * and the local adapter's pgcrypto would silently cut it. Letters with accents take 2 bytes,
 * many symbols and emoji 3 or 4.
 */
export const PASSWORD_MAX_BYTES = 72;
export const PASSWORD_MAX_MESSAGE =
  'Password must be at most 72 bytes (72 plain letters or digits; accented letters and emoji take 2 to 4 each)';

/** UTF-8 length of a password, the measure bcrypt and GoTrue use. */
export const passwordBytes = (password: string) => new TextEncoder().encode(password).length;

/** Why a guessable password is refused, in words that say what to do. */
export const PASSWORD_GUESSABLE_MESSAGES: Record<GuessableReason, string> = {
  common: 'This password is too common. Choose one that is harder to guess.',
  pattern: 'This password is a repeated or sequential pattern (like aaaa or 1234). Choose one that is harder to guess.',
  personal: "This password is too close to the e-mail address or the organisation's name. Choose one that is harder to guess.",
};

/**
 * A new password: at least 12 characters (counted as people count them, so an emoji is one),
 * at most 72 UTF-8 bytes, and not one a guesser tries first (password-rules.ts).
 */
export const newPasswordSchema = z
  .string({ error: PASSWORD_MIN_MESSAGE })
  .refine((v) => [...v].length >= PASSWORD_MIN_LENGTH, { error: PASSWORD_MIN_MESSAGE, abort: true })
  .max(PASSWORD_MAX_BYTES, { error: PASSWORD_MAX_MESSAGE, abort: true })
  .refine((v) => passwordBytes(v) <= PASSWORD_MAX_BYTES, { error: PASSWORD_MAX_MESSAGE, abort: true })
  .check((ctx) => {
    const reason = guessablePassword(ctx.value);
    if (reason) ctx.issues.push({ code: 'custom', message: PASSWORD_GUESSABLE_MESSAGES[reason], input: ctx.value });
  });

/**
 * Refinement for a form that names the account: a password built from its own e-mail address
 * is refused too. Runs once the password passed on its own, so it never repeats a message.
 */
export function passwordNotFromEmail(value: { email: string; password: string; username?: string }, ctx: z.RefinementCtx) {
  if (!newPasswordSchema.safeParse(value.password).success) return;
  const personal = [...emailWords(value.email), ...(value.username ? [value.username] : [])];
  if (guessablePassword(value.password, personal) === 'personal') {
    ctx.addIssue({ code: 'custom', message: PASSWORD_GUESSABLE_MESSAGES.personal, path: ['password'], input: value.password });
  }
}

/** Server schema of POST /api/auth/reset-password. */
export const resetPasswordRequestSchema = z.object({
  token: z.string({ error: 'Reset token is required' }).trim().min(1, { error: 'Reset token is required' }).max(500),
  password: newPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** The reset form (token comes from the query string, not from a field). */
export const resetPasswordFormSchema = z
  .object({
    password: newPasswordSchema,
    confirmPassword: z.string({ error: 'Please confirm your password' }).min(1, { error: 'Please confirm your password' }),
  })
  .refine((v) => v.password === v.confirmPassword, { error: "Passwords don't match", path: ['confirmPassword'] });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/** Messages the API answers with (SPEC §8 words). */
export const AUTH_MESSAGES = {
  loginFailed: 'Invalid email or password',
  forgotPasswordSent: 'If an account with that email exists, a password reset link has been sent.',
  resetSucceeded: 'Your password has been reset successfully.',
  resetFailed: 'Failed to reset password. The link may have expired.',
  loggedOut: 'Logged out',
  notSignedIn: 'Authentication required',
  notAdmin: 'Admin privileges required.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  signInUnavailable: 'Sign-in is temporarily unavailable. Please try again shortly.',
  /** GoTrue's same_password, after the reset link was accepted (the link stays usable). */
  samePassword: 'Your new password must be different from your current password. Please choose another one.',
  /** GoTrue's weak_password (e.g. a password found in known breaches). */
  weakPassword: 'This password is too easy to guess. Please choose a different one.',
} as const;

/** admin:create CLI input (SPEC §5 "Create admin user"). */
export const createAdminSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  role: adminRoleSchema.default('admin'),
  username: z.string().trim().min(2, { error: 'Username must be at least 2 characters' }).max(100).optional(),
}).superRefine(passwordNotFromEmail);
export type CreateAdmin = z.infer<typeof createAdminSchema>;

// Local auth adapter over auth.users / auth.sessions / auth.refresh_tokens (the layout
// Supabase uses): bcrypt via pgcrypto, HS256 access tokens, rotating refresh tokens with
// GoTrue's reuse interval (refresh-tokens.ts), hashed single-use recovery tokens that expire
// after an hour, passwords of at most 72 bytes (bcrypt's limit, as GoTrue enforces it). An
// account with a verified second factor resets as on GoTrue (internal/api/user.go: no password
// change from an aal1 session): the link opens an aal1 recovery session (amr `otp`), a code
// raises it to aal2 (mfa-local.ts), and only then is the password set and the link spent.
// The stand-in writes auth.* over `auth`, GoTrue's own role's connection (supabase_auth_admin,
// AUTH_DB_URL), never over /api's role; bcrypt runs over /api's `sql` (pgcrypto is in
// `extensions`, which GoTrue's role has no use of), and so does the recovery mail's queueing.
import { PASSWORD_MAX_BYTES, passwordBytes } from '../contract/auth.ts';
import type { Sql } from '../db/pool.ts';
import { hashPassword, localAccounts } from './accounts.ts';
import type { AuthSession } from './auth-session.ts';
import type { AuthPort, RecoveryHold } from './port.ts';
import { rotateRefreshToken } from './refresh-tokens.ts';
import { randomToken, sha256Hex, signAccessToken, verifyAccessToken } from './tokens.ts';
import { addAmrClaim, createLocalMfa, sessionAssurance } from './mfa-local.ts';

export const RECOVERY_TOKEN_TTL_SECONDS = 3600;

export interface LocalAuthOptions {
  /** /api's pool: bcrypt, the outbox */
  sql: Sql;
  /** GoTrue's role's pool, for auth.* (a test on a superuser's pool may leave it out) */
  auth?: Sql;
  jwtSecret: string;
  clock: () => Date;
}

export function createLocalAuth({ sql, auth = sql, jwtSecret, clock }: LocalAuthOptions): AuthPort {
  const nowSeconds = () => Math.floor(clock().getTime() / 1000);
  /** A bcrypt hash compared when the account does not exist, so both paths cost the same. */
  let dummyHash: Promise<string> | undefined;
  const dummy = () =>
    (dummyHash ??= sql<{ h: string }[]>`select extensions.crypt('not-a-password', extensions.gen_salt('bf')) as h`
      .then((r) => r[0]!.h)
      .catch((e) => {
        dummyHash = undefined;
        throw e;
      }));

  async function issue(userId: string, email: string, sessionId: string): Promise<AuthSession> {
    const refreshToken = randomToken(32);
    await auth`insert into auth.refresh_tokens (token, user_id, session_id, revoked, created_at, updated_at)
      values (${refreshToken}, ${userId}, ${sessionId}, false, now(), now())`;
    const assurance = await sessionAssurance(auth, sessionId);
    const { token, expiresAt } = await signAccessToken(jwtSecret, { id: userId, email }, sessionId, nowSeconds(), assurance);
    return { accessToken: token, refreshToken, expiresAt };
  }

  /** The held recovery session's id when it is a live session of this account. */
  async function liveSessionOf(userId: string, held: RecoveryHold): Promise<{ aal: string | null } | undefined> {
    const claims = await verifyAccessToken(jwtSecret, held.accessToken, nowSeconds());
    if (claims?.sub !== userId || typeof claims.session_id !== 'string') return undefined;
    const [row] = await auth<{ aal: string | null }[]>`select aal from auth.sessions
      where id = ${claims.session_id} and user_id = ${userId} and (not_after is null or not_after > now())`;
    return row;
  }

  async function isAal2Session(userId: string, held: RecoveryHold | undefined) {
    return !!held && (await liveSessionOf(userId, held))?.aal === 'aal2';
  }

  /** What GoTrue's POST /verify {type: recovery} opens: an aal1 session signed in by `otp`. */
  async function recoverySession(userId: string, email: string): Promise<RecoveryHold> {
    const sessionId = crypto.randomUUID();
    await auth`insert into auth.sessions (id, user_id, created_at, updated_at, aal) values (${sessionId}, ${userId}, now(), now(), 'aal1')`;
    await addAmrClaim(auth, sessionId, 'otp');
    return issue(userId, email, sessionId);
  }

  return {
    accounts: localAccounts(sql, auth),
    mfa: createLocalMfa({ sql: auth, clock, jwtSecret, issue }),

    async signIn(email, password) {
      const [user] = await auth<{ id: string; email: string; hash: string | null }[]>`
        select id, email, encrypted_password as hash from auth.users
        where lower(email) = lower(${email}) and deleted_at is null
          and (banned_until is null or banned_until < now()) limit 1`;
      const hash = user?.hash || (await dummy());
      const [check] = await sql<{ ok: boolean }[]>`select extensions.crypt(${password}, ${hash}) = ${hash} as ok`;
      if (!user || !user.hash || !check?.ok) return null;
      const sessionId = crypto.randomUUID();
      await auth`insert into auth.sessions (id, user_id, created_at, updated_at, aal)
        values (${sessionId}, ${user.id}, now(), now(), 'aal1')`;
      await addAmrClaim(auth, sessionId, 'password');
      await auth`update auth.users set last_sign_in_at = now() where id = ${user.id}`;
      return issue(user.id, user.email, sessionId);
    },

    async verify(accessToken) {
      const claims = await verifyAccessToken(jwtSecret, accessToken, nowSeconds());
      if (!claims || typeof claims.session_id !== 'string') return null;
      const [live] = await auth`select 1 from auth.sessions
        where id = ${claims.session_id} and user_id = ${claims.sub} and (not_after is null or not_after > now())`;
      return live ? claims : null;
    },

    async refresh(refreshToken) {
      const rotated = await rotateRefreshToken(auth, refreshToken);
      if (!rotated) return null;
      const { userId, email, sessionId } = rotated;
      const assurance = await sessionAssurance(auth, sessionId);
      const { token, expiresAt } = await signAccessToken(jwtSecret, { id: userId, email }, sessionId, nowSeconds(), assurance);
      return { accessToken: token, refreshToken: rotated.refreshToken, expiresAt };
    },

    async signOut(accessToken) {
      const claims = await verifyAccessToken(jwtSecret, accessToken, nowSeconds());
      if (claims?.session_id) await auth`delete from auth.sessions where id = ${String(claims.session_id)}`;
    },

    async requestPasswordReset(email) {
      const token = randomToken(32);
      const digest = await sha256Hex(token);
      const [user] = await auth<{ id: string; email: string }[]>`
        update auth.users set recovery_token = ${digest}, recovery_sent_at = now(), updated_at = now()
        where lower(email) = lower(${email}) and deleted_at is null returning id, email`;
      if (!user) return;
      await sql`insert into public.email_outbox (kind, recipient, payload)
        values ('password_reset', ${user.email}, ${sql.json({ token })})`;
    },

    async resetPassword(token, password, held) {
      // bcrypt (pgcrypto's 'bf') reads only 72 bytes: refuse more, as GoTrue does, before the
      // link is touched.
      if (passwordBytes(password) > PASSWORD_MAX_BYTES) return { outcome: 'password-refused', reason: 'too-long' };
      const digest = await sha256Hex(token);
      const [account] = await auth<{ id: string; email: string; enrolled: boolean }[]>`
        select u.id, u.email,
          exists (select 1 from auth.mfa_factors f where f.user_id = u.id and f.status = 'verified') as enrolled
        from auth.users u
        where u.recovery_token = ${digest} and u.recovery_token <> ''
          and u.recovery_sent_at > now() - make_interval(secs => ${RECOVERY_TOKEN_TTL_SECONDS})`;
      if (!account) return { outcome: 'link-invalid' };
      if (account.enrolled && !(await isAal2Session(account.id, held))) {
        // GoTrue (user.go) refuses the change from the aal1 recovery session of an account with a
        // verified factor: the code raises that session to aal2 first. The link stays unspent.
        const hold = held && (await liveSessionOf(account.id, held)) ? held : await recoverySession(account.id, account.email);
        return { outcome: 'code-needed', userId: account.id, hold };
      }
      const hash = await hashPassword(sql, password);
      const done = await auth.begin(async (tx) => {
        const [user] = await tx<{ id: string }[]>`
          update auth.users set encrypted_password = ${hash},
            recovery_token = '', recovery_sent_at = null, updated_at = now()
          where recovery_token = ${digest} and recovery_token <> ''
            and recovery_sent_at > now() - make_interval(secs => ${RECOVERY_TOKEN_TTL_SECONDS})
          returning id`;
        if (!user) return null;
        await tx`delete from auth.sessions where user_id = ${user.id}`;
        await tx`update auth.refresh_tokens set revoked = true where user_id = ${user.id}`;
        return user.id;
      });
      return done ? { outcome: 'reset', userId: done } : { outcome: 'link-invalid' };
    },
  };
}

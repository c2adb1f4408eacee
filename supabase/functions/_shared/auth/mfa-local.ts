// The local adapter's second step, over the tables Supabase Auth keeps (auth.mfa_factors,
// auth.mfa_challenges, auth.mfa_amr_claims; the shim creates them), following GoTrue's
// internal/api/mfa.go step by step: validateFactors (expired unverified factors dropped, name
// conflict, at most 10 factors, a second factor only from an aal2 session), enrollTOTPFactor,
// challengeTOTPFactor + verifyTOTPFactor (skew 1; the session becomes aal2 with `totp` in its
// amr, the account's aal1 sessions end, unverified factors go, a fresh token pair is issued),
// UnenrollFactor (aal2 needed for a verified factor; sessions on it back to aal1), and the
// admin API's factor deletion. The API answers the same error codes GoTrue does.
import type { Sql, Tx } from '../db/pool.ts';
import {
  CHALLENGE_EXPIRY_SECONDS, FACTOR_EXPIRY_SECONDS, MAX_ENROLLED_FACTORS, MfaRefusedError, type MfaPort, type SessionTokens,
} from './mfa.ts';
import type { AuthSession } from './auth-session.ts';
import { type Assurance, verifyAccessToken } from './tokens.ts';
import { matchTotp, newTotpSecret, totpUri } from './totp.ts';

interface LocalMfaOptions {
  sql: Sql;
  clock: () => Date;
  jwtSecret: string;
  /** A new refresh token and access token for the session (local.ts). */
  issue: (userId: string, email: string, sessionId: string) => Promise<AuthSession>;
}

interface LiveSession {
  id: string;
  userId: string;
  email: string;
  aal: string | null;
}

/** models.AddClaimToSession: one row per session and method, its time refreshed on reuse. */
export async function addAmrClaim(sql: Sql | Tx, sessionId: string, method: 'password' | 'totp' | 'otp') {
  await sql`insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
    values (${crypto.randomUUID()}, ${sessionId}, now(), now(), ${method})
    on conflict (session_id, authentication_method) do update set updated_at = now()`;
}

/** The session's aal and amr (newest method first), for its access tokens. */
export async function sessionAssurance(sql: Sql, sessionId: string): Promise<Assurance> {
  const [row] = await sql<{ aal: string | null; amr: Assurance['amr'] }[]>`
    select s.aal, coalesce(
      json_agg(json_build_object('method', c.authentication_method, 'timestamp', extract(epoch from c.updated_at)::bigint)
        order by c.updated_at desc) filter (where c.id is not null), '[]') as amr
    from auth.sessions s left join auth.mfa_amr_claims c on c.session_id = s.id
    where s.id = ${sessionId} group by s.id`;
  return { aal: row?.aal === 'aal2' ? 'aal2' : 'aal1', amr: row?.amr ?? [] };
}

const factorNotFound = () => new MfaRefusedError('mfa_factor_not_found', 404, 'Factor not found');

export function createLocalMfa({ sql, clock, jwtSecret, issue }: LocalMfaOptions): MfaPort {
  /** requireAuthentication: the token's session must still be live. */
  async function live(tokens: SessionTokens): Promise<LiveSession> {
    const claims = await verifyAccessToken(jwtSecret, tokens.accessToken, Math.floor(clock().getTime() / 1000));
    const sessionId = typeof claims?.session_id === 'string' ? claims.session_id : null;
    const [session] = sessionId
      ? await sql<LiveSession[]>`select s.id, s.user_id as "userId", u.email, s.aal
          from auth.sessions s join auth.users u on u.id = s.user_id
          where s.id = ${sessionId} and s.user_id = ${claims!.sub} and (s.not_after is null or s.not_after > now())`
      : [];
    if (!session) throw new MfaRefusedError('session_not_found', 403, 'Session from session_id claim in JWT does not exist');
    return session;
  }

  async function ownFactor(userId: string, factorId: string) {
    const [factor] = await sql<{ id: string; status: string; secret: string }[]>`
      select id, status::text, secret from auth.mfa_factors where id = ${factorId} and user_id = ${userId}`;
    if (!factor) throw factorNotFound();
    return factor;
  }

  return {
    async enrollTotp(tokens, friendlyName, issuer) {
      const session = await live(tokens);
      await sql`delete from auth.mfa_factors
        where status = 'unverified' and created_at < now() - make_interval(secs => ${FACTOR_EXPIRY_SECONDS})`;
      const factors = await sql<{ friendlyName: string | null; status: string }[]>`
        select friendly_name as "friendlyName", status::text from auth.mfa_factors where user_id = ${session.userId}`;
      if (factors.some((f) => f.friendlyName === friendlyName)) {
        throw new MfaRefusedError('mfa_factor_name_conflict', 422,
          `A factor with the friendly name "${friendlyName}" for this user already exists`);
      }
      const verified = factors.filter((f) => f.status === 'verified').length;
      if (factors.length >= MAX_ENROLLED_FACTORS || verified >= MAX_ENROLLED_FACTORS) {
        throw new MfaRefusedError('too_many_enrolled_mfa_factors', 422, 'Maximum number of verified factors reached, unenroll to continue');
      }
      if (verified > 0 && session.aal !== 'aal2') {
        throw new MfaRefusedError('insufficient_aal', 403, 'AAL2 required to enroll a new factor');
      }
      const secret = newTotpSecret();
      const factorId = crypto.randomUUID();
      await sql`insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
        values (${factorId}, ${session.userId}, ${friendlyName}, 'totp', 'unverified', now(), now(), ${secret})`;
      return { factorId, secret, uri: totpUri(issuer, session.email, secret), qrCode: null };
    },

    async verifyTotp(tokens, factorId, code) {
      const session = await live(tokens);
      const factor = await ownFactor(session.userId, factorId);
      // challenge and verify are one call here, so GoTrue's address comparison cannot differ
      const challengeId = crypto.randomUUID();
      await sql`insert into auth.mfa_challenges (id, factor_id, created_at, ip_address)
        values (${challengeId}, ${factor.id}, now(), '127.0.0.1')`;
      if ((await matchTotp(factor.secret, code, clock())) === null) {
        throw new MfaRefusedError('mfa_verification_failed', 422, 'Invalid TOTP code entered');
      }
      await sql.begin(async (tx) => {
        const [challenge] = await tx`update auth.mfa_challenges set verified_at = now()
          where id = ${challengeId} and verified_at is null
            and created_at > now() - make_interval(secs => ${CHALLENGE_EXPIRY_SECONDS}) returning id`;
        if (!challenge) {
          throw new MfaRefusedError('mfa_challenge_expired', 422,
            `MFA challenge ${challengeId} has expired, verify against another challenge or create a new challenge.`);
        }
        await tx`update auth.mfa_factors set status = 'verified', updated_at = now() where id = ${factor.id}`;
        await tx`update auth.sessions set aal = 'aal2', factor_id = ${factor.id}, updated_at = now() where id = ${session.id}`;
        await addAmrClaim(tx, session.id, 'totp');
        // models.InvalidateSessionsWithAALLessThan: the account's password-only sessions end
        await tx`delete from auth.sessions where user_id = ${session.userId} and id <> ${session.id}
          and coalesce(aal, 'aal1') = 'aal1'`;
        await tx`delete from auth.mfa_factors where user_id = ${session.userId} and status = 'unverified' and factor_type = 'totp'`;
        await tx`update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = ${session.id} and not revoked`;
      });
      return issue(session.userId, session.email, session.id);
    },

    async unenroll(tokens, factorId) {
      const session = await live(tokens);
      const factor = await ownFactor(session.userId, factorId);
      if (factor.status === 'verified' && session.aal !== 'aal2') {
        throw new MfaRefusedError('insufficient_aal', 422, 'AAL2 required to unenroll verified factor');
      }
      await sql.begin(async (tx) => {
        await tx`update auth.sessions set aal = 'aal1', factor_id = null where factor_id = ${factor.id}`;
        await tx`delete from auth.mfa_factors where id = ${factor.id}`;
      });
    },

    async removeAllFactors(userId) {
      await sql.begin(async (tx) => {
        await tx`update auth.sessions set aal = 'aal1', factor_id = null where user_id = ${userId}`;
        await tx`delete from auth.mfa_factors where user_id = ${userId}`;
      });
    },
  };
}

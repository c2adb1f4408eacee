// A code accepted once is refused for the rest of its life (90 s: three 30-second steps),
// per account, in private.used_totp_codes (migration 20261127120000). Only a digest is kept.
import type { Sql } from '../db/pool.ts';
import { TOTP_PERIOD_SECONDS, TOTP_SKEW } from './totp.ts';
import { sha256Hex } from './tokens.ts';

const CODE_LIFETIME_SECONDS = TOTP_PERIOD_SECONDS * (2 * TOTP_SKEW + 1);

const digest = (userId: string, code: string) => sha256Hex(`${userId}:${code}`);

/** True when this account had this code accepted within its lifetime. */
export async function codeWasUsed(sql: Sql, userId: string, code: string): Promise<boolean> {
  const [row] = await sql`select 1 from private.used_totp_codes
    where user_id = ${userId} and code_digest = ${await digest(userId, code)}
      and used_at > now() - make_interval(secs => ${CODE_LIFETIME_SECONDS})`;
  return row !== undefined;
}

/** Records the code as used; false when another request did so first (a race on one code). */
export async function markCodeUsed(sql: Sql, userId: string, code: string): Promise<boolean> {
  await sql`delete from private.used_totp_codes
    where user_id = ${userId} and used_at <= now() - make_interval(secs => ${CODE_LIFETIME_SECONDS})`;
  const rows = await sql`insert into private.used_totp_codes (user_id, code_digest)
    values (${userId}, ${await digest(userId, code)}) on conflict do nothing returning 1`;
  return rows.length === 1;
}

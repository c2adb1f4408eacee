// The authenticator of the test staff accounts (issue 57: two-step sign-in is required of staff):
// a confirmed TOTP factor with a known key, written where both auth adapters keep factors
// (auth.mfa_factors), and codes of that key that an account has not used yet. /api refuses a
// code used in the last 90 seconds and accepts three at a time (the step before, now and the
// next), so one account signs in at most three times in 30 seconds: give each worker its own.
import type postgres from 'postgres'
import { totpCode } from './totp.ts'

/** The key (base32, as GoTrue keeps it) of every test staff account's authenticator. */
export const TEST_TOTP_SECRET = 'KRSXG5CTORQWMZTUN5ZGKZLUMVZXI4ZA'

/** Gives the account a confirmed authenticator with TEST_TOTP_SECRET. */
export async function addTestAuthenticator(sql: postgres.Sql, userId: string): Promise<void> {
  await sql`insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
    values (gen_random_uuid(), ${userId}, 'Test phone', 'totp', 'verified', now(), now(), ${TEST_TOTP_SECRET})`
}

const usedCodes = new Map<string, Set<string>>()

/** A code of TEST_TOTP_SECRET that `account` has not used in this process; waits for the next step when all three are spent. */
export async function unusedTestCode(account: string): Promise<string> {
  const used = usedCodes.get(account) ?? new Set<string>()
  usedCodes.set(account, used)
  for (;;) {
    const code = [0, 1, -1].map((offset) => totpCode(TEST_TOTP_SECRET, { offset })).find((c) => !used.has(c))
    if (code) {
      used.add(code)
      return code
    }
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 50))
  }
}

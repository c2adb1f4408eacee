// SUPABASE_SERVICE_ROLE_KEY as the deploy accepts it: either kind of server key Supabase issues
// (supabase.com/docs/guides/api/api-keys; supabase.com/docs/guides/functions/auth-headers):
// - a legacy service_role key: a JWT whose `role` claim is service_role. It goes in the `apikey`
//   header and, as a bearer token, in `Authorization`.
// - a secret key, sb_secret_…: not a JWT. It goes in the `apikey` header only; sent as a bearer
//   token it is refused ("the new API keys are not JWTs").
// Anything else is refused with a line that says what to set: the anon key or a publishable key
// (sb_publishable_…) cannot manage accounts, and a value of neither shape is a copy error.
import { z } from 'zod'
import { apiKeyHeaders } from '../../supabase/functions/_shared/auth/key-headers.ts'

export type ServiceKeyKind = 'legacy-jwt' | 'secret-key'

const WHERE = 'Project Settings → API keys: a secret key (sb_secret_…), or the legacy service_role key'
const SECRET_KEY = /^sb_secret_[A-Za-z0-9_-]{16,}$/

function jwtRole(key: string): string | null | undefined {
  const parts = key.split('.')
  if (parts.length !== 3 || !parts.every((part) => /^[A-Za-z0-9_-]+$/.test(part))) return undefined
  try {
    const claims = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as { role?: unknown }
    return typeof claims.role === 'string' ? claims.role : null
  } catch {
    return undefined
  }
}

/** The key's kind, or the line (after the variable's name) that says what is wrong and what to set. */
export function serviceKeyKind(key: string): ServiceKeyKind | { problem: string } {
  const value = key.trim()
  if (SECRET_KEY.test(value)) return 'secret-key'
  if (value.startsWith('sb_publishable_')) return { problem: `is a publishable key, which cannot manage accounts: set ${WHERE}` }
  const role = jwtRole(value)
  if (role === 'service_role') return 'legacy-jwt'
  if (role === 'anon') return { problem: `is the legacy anon key: set ${WHERE}` }
  if (role !== undefined) return { problem: `is a JWT without the service_role role: set ${WHERE}` }
  return { problem: `is neither a secret key (sb_secret_…) nor a legacy service_role JWT: set ${WHERE}` }
}

/** The headers Supabase documents for each kind of server key. */
export function serviceKeyHeaders(key: string): Record<string, string> {
  const value = key.trim()
  const kind = serviceKeyKind(value)
  if (typeof kind !== 'string') throw new Error(`SUPABASE_SERVICE_ROLE_KEY ${kind.problem}`)
  return apiKeyHeaders(value)
}

/** The deploy's check of SUPABASE_SERVICE_ROLE_KEY (scripts/deploy/env.ts). */
export const serviceKeySchema = z
  .string({ error: `is missing: ${WHERE}` })
  .trim()
  .min(1, `is empty: ${WHERE}`)
  .superRefine((value, ctx) => {
    const kind = serviceKeyKind(value)
    if (typeof kind !== 'string') ctx.addIssue({ code: 'custom', message: kind.problem })
  })

import { redirect, type ParsedLocation } from '@tanstack/react-router'
import type { AuthContext, CurrentUser } from '@/lib/auth-context'

export type GuardLevel = 'admin' | 'super_admin'
export type GuardOutcome = 'allowed' | 'signed-out' | 'not-admin' | 'not-super-admin' | 'code-needed' | 'setup-needed'

/** SPEC §6: admin means admin or super_admin; super admin means super_admin. */
export function isAdmin(user: CurrentUser | null | undefined): boolean {
  return user?.role === 'admin' || user?.role === 'super_admin'
}

export function guardOutcome(user: CurrentUser | null | undefined, level: GuardLevel): GuardOutcome {
  if (!user) return 'signed-out'
  if (!isAdmin(user)) return 'not-admin'
  // issue 34: nothing of the admin area before the second step (the API answers 403 anyway)
  if (user.secondStep === 'code') return 'code-needed'
  if (user.secondStep === 'setup') return 'setup-needed'
  if (level === 'super_admin' && user.role !== 'super_admin') return 'not-super-admin'
  return 'allowed'
}

/**
 * Only same-site paths are followed after sign-in, never another origin. Browsers read a backslash
 * as a slash (`/\evil.example` is `//evil.example`) and drop tabs and line breaks from a URL
 * (`/\t/evil.example` too), so a path holding either is refused with the protocol-relative ones.
 */
export function safeRedirect(target: string | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//')) return '/admin'
  return [...target].some(readAsOtherwise) ? '/admin' : target
}

/** A backslash, or a control character (C0 or DEL). */
const readAsOtherwise = (char: string) => char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f

interface GuardArgs {
  context: { auth: AuthContext }
  location: ParsedLocation
}

async function guard(level: GuardLevel, { context, location }: GuardArgs) {
  const user = await context.auth.getUser().catch(() => null)
  const outcome = guardOutcome(user, level)
  if (outcome === 'signed-out') throw redirect({ to: '/admin-login', search: { redirect: location.href } })
  if (outcome === 'not-admin') throw redirect({ to: '/' })
  if (outcome === 'not-super-admin') throw redirect({ to: '/admin' })
  if (outcome === 'code-needed') throw redirect({ to: '/admin/two-step', search: { redirect: location.href } })
  if (outcome === 'setup-needed') throw redirect({ to: '/admin/two-step-setup', search: { redirect: location.href } })
  return { user: user! }
}

/**
 * `beforeLoad` of guarded routes (a guard is UX; RLS is the boundary): signed out → /admin-login
 * keeping where the visitor was going; signed in without an admin role → /.
 */
export const requireAdmin = (args: GuardArgs) => guard('admin', args)

/** `beforeLoad` of super-admin pages: an admin who is not super_admin → /admin. */
export const requireSuperAdmin = (args: GuardArgs) => guard('super_admin', args)

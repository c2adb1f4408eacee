import { useEffect, useRef, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { currentUserQueryOptions } from '@/lib/auth-context'
import { guardOutcome, type GuardLevel } from '../lib/guard'
import { AccessDenied, AuthenticationRequired, GuardSkeleton, SuperAdminRequired } from './guard-screens'

/**
 * Keeps a guarded page guarded while it is open (e.g. after sign-out or a session expiry in
 * another tab): shows SPEC's texts and redirects, as the route's beforeLoad does on entry.
 */
export function AdminGuard({ level = 'admin', frame = (screen) => screen, children }: {
  level?: GuardLevel
  /** Where its own screens (loading, the three refusals) are placed, e.g. in a <main> when the page has no other. */
  frame?: (screen: ReactNode) => ReactNode
  children: ReactNode
}) {
  const { data: user, isPending } = useQuery(currentUserQueryOptions())
  const navigate = useNavigate()
  const router = useRouter()
  const outcome = isPending ? 'loading' : guardOutcome(user, level)
  // Redirect once per lost access: while the navigation runs this page is still mounted, and
  // reacting to the new location would nest `redirect` parameters without end.
  const redirected = useRef(false)

  useEffect(() => {
    if (outcome === 'loading' || outcome === 'allowed') {
      redirected.current = false
      return
    }
    if (redirected.current) return
    redirected.current = true
    const href = router.state.location.href
    if (outcome === 'signed-out') void navigate({ to: '/admin-login', search: { redirect: href }, replace: true })
    if (outcome === 'not-admin') void navigate({ to: '/', replace: true })
    if (outcome === 'not-super-admin') void navigate({ to: '/admin', replace: true })
    if (outcome === 'code-needed') void navigate({ to: '/admin/two-step', search: { redirect: href }, replace: true })
    if (outcome === 'setup-needed') void navigate({ to: '/admin/two-step-setup', search: { redirect: href }, replace: true })
  }, [outcome, navigate, router])

  if (outcome === 'allowed') return <>{children}</>
  return frame(
    outcome === 'loading' || outcome === 'code-needed' || outcome === 'setup-needed' ? <GuardSkeleton />
      : outcome === 'signed-out' ? <AuthenticationRequired />
        : outcome === 'not-admin' ? <AccessDenied />
          : <SuperAdminRequired role={user?.role ?? ''} />,
  )
}

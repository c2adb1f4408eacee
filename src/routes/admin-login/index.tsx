import { createFileRoute, redirect } from '@tanstack/react-router'
import { redirectSearchSchema } from '@/features/auth/lib/redirect-search'

/**
 * The guard's sign-in path (SPEC §2): the same screen as /admin/login, keeping `redirect`.
 * A folder index because the route generator gives /admin-login.tsx and /admin/login.tsx one name.
 */
export const Route = createFileRoute('/admin-login/')({
  validateSearch: redirectSearchSchema,
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/admin/login', search, replace: true })
  },
})

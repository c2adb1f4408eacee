import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { Stack } from '@chakra-ui/react/stack'
import { AdminSection } from '@/features/admin/components/admin-section'
import { StaffTwoStep } from '@/features/admin/components/staff-two-step'
import { OwnTwoStep } from '@/features/auth/components/own-two-step'
import { currentUserQueryOptions } from '@/lib/auth-context'
import { adminHead } from '@/lib/seo'

/** Issue 34: each staff member's authenticators; super admins also the staff-wide rule and resets. */
export const Route = createFileRoute('/admin/_shell/security')({
  head: () => adminHead('Two-step sign-in', '/admin/security'),
  component: SecurityPage,
})

function SecurityPage() {
  const { data: user } = useQuery(currentUserQueryOptions())
  return (
    <AdminSection title="Two-step sign-in">
      <Stack gap="10" maxW="3xl">
        <OwnTwoStep />
        {user?.role === 'super_admin' && <StaffTwoStep selfId={user.id} />}
      </Stack>
    </AdminSection>
  )
}

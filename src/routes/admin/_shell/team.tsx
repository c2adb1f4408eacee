import { createFileRoute } from '@tanstack/react-router'
import { AdminSection } from '@/features/admin/components/admin-section'
import { AdminGuard } from '@/features/auth/components/admin-guard'
import { requireSuperAdmin } from '@/features/auth/lib/guard'
import { TeamTab } from '@/features/cms/components/team-tab'
import { adminHead } from '@/lib/seo'

/** Super admins only: an admin is sent back to /admin on entry, and sees 'Super Admin Required' if demoted while here. */
export const Route = createFileRoute('/admin/_shell/team')({
  head: () => adminHead('Team', '/admin/team'),
  beforeLoad: requireSuperAdmin,
  component: () => (
    <AdminGuard level="super_admin">
      <AdminSection title="Team">
        <TeamTab />
      </AdminSection>
    </AdminGuard>
  ),
})

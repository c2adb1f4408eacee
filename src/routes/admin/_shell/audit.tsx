import { createFileRoute } from '@tanstack/react-router'
import { AdminSection } from '@/features/admin/components/admin-section'
import { AuditTrail } from '@/features/admin/components/audit-trail'
import { AdminGuard } from '@/features/auth/components/admin-guard'
import { requireSuperAdmin } from '@/features/auth/lib/guard'
import { adminHead } from '@/lib/seo'

/** Super admins only (issue 34): who did what, when, to which record, from where. */
export const Route = createFileRoute('/admin/_shell/audit')({
  head: () => adminHead('Audit Trail', '/admin/audit'),
  beforeLoad: requireSuperAdmin,
  component: () => (
    <AdminGuard level="super_admin">
      <AdminSection title="Audit Trail">
        <AuditTrail />
      </AdminSection>
    </AdminGuard>
  ),
})

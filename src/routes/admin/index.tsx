import { createFileRoute } from '@tanstack/react-router'
import { AdminDashboard } from '@/features/admin/components/admin-dashboard'
import type { AdminTab } from '@/features/admin/components/admin-tab'
import { contactsTab, donationsTab, newsletterTab, notificationsTab } from '@/features/admin/components/crm-tabs'
import { AdminGuard } from '@/features/auth/components/admin-guard'
import { blogTab, eventsTab, servicesTab, teamTab } from '@/features/cms/components/cms-tabs'
import { GuardSkeleton } from '@/features/auth/components/guard-screens'
import { SignOutButton } from '@/features/auth/components/sign-out-button'
import { requireAdmin } from '@/features/auth/lib/guard'
import { pageHead } from '@/lib/seo'

/** The dashboard's tabs, in order: add a tab by adding its entry (superAdminOnly hides it from admins). */
const tabs: AdminTab[] = [contactsTab, newsletterTab, notificationsTab, donationsTab, eventsTab, blogTab, servicesTab, teamTab]

export const Route = createFileRoute('/admin/')({
  head: () => pageHead({ title: 'Admin Dashboard', description: 'Contact submissions, newsletter and notifications.', path: '/admin' }),
  beforeLoad: requireAdmin,
  pendingComponent: GuardSkeleton,
  component: AdminPage,
})

function AdminPage() {
  return (
    <AdminGuard>
      <AdminDashboard tabs={tabs} actions={<SignOutButton />} />
    </AdminGuard>
  )
}

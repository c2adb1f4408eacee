import type { ReactNode } from 'react'
import { createFileRoute, Outlet } from '@tanstack/react-router'
import { MainLandmark } from '@/components/main-landmark'
import { AdminShell } from '@/features/admin/components/admin-shell'
import { AdminGuard } from '@/features/auth/components/admin-guard'
import { GuardSkeleton } from '@/features/auth/components/guard-screens'
import { InactivityGuard } from '@/features/auth/components/inactivity-guard'
import { RestoredDraftsNotice } from '@/features/auth/components/restored-drafts-notice'
import { SignOutButton } from '@/features/auth/components/sign-out-button'
import { requireAdmin } from '@/features/auth/lib/guard'

/**
 * The admin area's sections (/admin and each /admin/<section>): guarded on entry and while open,
 * in the admin shell instead of the public header and footer. A pathless layout, so the sign-in
 * pages beside it under /admin/ (login, forgot-password, reset-password) get neither.
 */
export const Route = createFileRoute('/admin/_shell')({
  beforeLoad: requireAdmin,
  pendingComponent: () => <MainLandmark><GuardSkeleton /></MainLandmark>,
  staticData: { ownLayout: true },
  component: AdminLayout,
})

const inMain = (screen: ReactNode) => <MainLandmark>{screen}</MainLandmark>

function AdminLayout() {
  return (
    <AdminGuard frame={inMain}>
      <AdminShell actions={<SignOutButton />}>
        <InactivityGuard />
        <RestoredDraftsNotice />
        <Outlet />
      </AdminShell>
    </AdminGuard>
  )
}

import { createFileRoute } from '@tanstack/react-router'
import { AdminSection } from '@/features/admin/components/admin-section'
import { NewsletterPanel } from '@/features/admin/components/newsletter-panel'
import { adminHead } from '@/lib/seo'

export const Route = createFileRoute('/admin/_shell/newsletter')({
  head: () => adminHead('Newsletter', '/admin/newsletter'),
  component: () => (
    <AdminSection title="Newsletter">
      <NewsletterPanel />
    </AdminSection>
  ),
})

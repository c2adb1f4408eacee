import { createFileRoute } from '@tanstack/react-router'
import { AdminSection } from '@/features/admin/components/admin-section'
import { NewsletterPanel } from '@/features/admin/components/newsletter-panel'
import { pageHead } from '@/lib/seo'

export const Route = createFileRoute('/admin/_shell/newsletter')({
  head: () => pageHead({ title: 'Newsletter · Admin', description: 'Everyone signed up for the newsletter.', path: '/admin/newsletter' }),
  component: () => (
    <AdminSection title="Newsletter">
      <NewsletterPanel />
    </AdminSection>
  ),
})

import { createFileRoute } from '@tanstack/react-router'
import { AdminSection } from '@/features/admin/components/admin-section'
import { ContactsSection } from '@/features/admin/components/contacts-section'
import { pageHead } from '@/lib/seo'

export const Route = createFileRoute('/admin/_shell/contacts')({
  head: () => pageHead({ title: 'Contacts · Admin', description: 'Contact submissions: read, filter, answer and mark them.', path: '/admin/contacts' }),
  component: () => (
    <AdminSection title="Contacts">
      <ContactsSection />
    </AdminSection>
  ),
})

import { createFileRoute } from '@tanstack/react-router'
import { AdminSection } from '@/features/admin/components/admin-section'
import { ContactsSection } from '@/features/admin/components/contacts-section'
import { adminHead } from '@/lib/seo'

export const Route = createFileRoute('/admin/_shell/contacts')({
  head: () => adminHead('Contacts', '/admin/contacts'),
  component: () => (
    <AdminSection title="Contacts">
      <ContactsSection />
    </AdminSection>
  ),
})

import { createFileRoute } from '@tanstack/react-router'
import { AdminSection } from '@/features/admin/components/admin-section'
import { DocumentEditor } from '@/features/cms/components/site-content/document-editor'
import { adminHead } from '@/lib/seo'
import { SettingsPreview } from './-content-previews'

/** The organisation's name, tagline, phones, e-mails, address, social links, counties and statistics. */
export const Route = createFileRoute('/admin/_shell/site-settings')({
  head: () => adminHead('Site Settings', '/admin/site-settings'),
  component: () => (
    <AdminSection title="Site Settings">
      <DocumentEditor document={{ kind: 'settings' }} label="the site settings" preview={<SettingsPreview />} />
    </AdminSection>
  ),
})

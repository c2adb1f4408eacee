import { createFileRoute } from '@tanstack/react-router'
import { AdminSection } from '@/features/admin/components/admin-section'
import { BlogTab } from '@/features/cms/components/blog-tab'
import { adminHead } from '@/lib/seo'

export const Route = createFileRoute('/admin/_shell/blog')({
  head: () => adminHead('Blog', '/admin/blog'),
  component: () => (
    <AdminSection title="Blog">
      <BlogTab />
    </AdminSection>
  ),
})

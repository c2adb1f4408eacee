import { createFileRoute } from '@tanstack/react-router'
import { AdminSection } from '@/features/admin/components/admin-section'
import { BlogTab } from '@/features/cms/components/blog-tab'
import { pageHead } from '@/lib/seo'

export const Route = createFileRoute('/admin/_shell/blog')({
  head: () => pageHead({ title: 'Blog · Admin', description: 'Blog posts: write, edit and publish.', path: '/admin/blog' }),
  component: () => (
    <AdminSection title="Blog">
      <BlogTab />
    </AdminSection>
  ),
})

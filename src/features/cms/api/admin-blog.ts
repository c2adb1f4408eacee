import { adminBlogListSchema, type AdminBlogPost, type BlogPostInput } from '@contract/admin-content.ts'
import { contentResource } from './content-resource'

/** /api/admin/blog: every post, drafts included. */
export const adminBlog = contentResource<AdminBlogPost, BlogPostInput>('blog', adminBlogListSchema)

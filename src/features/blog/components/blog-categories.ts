import type { BlogCategory } from '@contract/blog.ts'

/** SPEC 'Blog list': the four category badges, in this order (their names: ../messages.ts). */
export const blogCategories: readonly BlogCategory[] = ['organization-news', 'success-stories', 'industry-insights', 'events-activities']

/** The category's name in `labels` (blogMessages' categories in the page's language), if it has one. */
export function categoryLabel(value: BlogCategory | null, labels: Record<BlogCategory, string>): string | undefined {
  return value ? labels[value] : undefined
}

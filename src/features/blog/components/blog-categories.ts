import type { BlogCategory } from '@contract/blog.ts'

/** SPEC 'Blog list': the four category badges, in this order. */
export const blogCategories: ReadonlyArray<{ value: BlogCategory; label: string }> = [
  { value: 'organization-news', label: 'Organization News' },
  { value: 'success-stories', label: 'Success Stories' },
  { value: 'industry-insights', label: 'Industry Insights' },
  { value: 'events-activities', label: 'Events & Activities' },
]

export function categoryLabel(value: BlogCategory | null): string | undefined {
  return blogCategories.find((c) => c.value === value)?.label
}

/** SPEC §9: the read time is fixed. */
export const READ_TIME = '3 min read'

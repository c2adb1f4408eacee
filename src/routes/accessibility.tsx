import { createFileRoute } from '@tanstack/react-router'
import { AccessibilityPage } from '@/features/info/components/accessibility-page'
import { pageHead } from '@/lib/seo'
import { pageQueryOptions } from '@/lib/site-content'

export const Route = createFileRoute('/accessibility')({
  head: () =>
    pageHead({
      title: 'Accessibility Statement',
      description: 'Our commitment to WCAG 2.2 AA, the measures we take, known limitations and how to report an accessibility barrier.',
      path: '/accessibility',
    }),
  loader: ({ context }) => context.queryClient.ensureQueryData(pageQueryOptions('accessibility')),
  component: AccessibilityPage,
})

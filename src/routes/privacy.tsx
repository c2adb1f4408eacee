import { createFileRoute } from '@tanstack/react-router'
import { PolicyPage } from '@/features/info/components/policy-page'
import { pageHead } from '@/lib/seo'
import { pageQueryOptions } from '@/lib/site-content'

export const Route = createFileRoute('/privacy')({
  head: () => pageHead({ title: 'Privacy Policy', description: 'How we collect, use and protect the information you share with us.', path: '/privacy' }),
  loader: ({ context }) => context.queryClient.ensureQueryData(pageQueryOptions('privacy')),
  component: () => <PolicyPage page="privacy" />,
})

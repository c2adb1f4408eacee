import { createFileRoute } from '@tanstack/react-router'
import { PolicyPage } from '@/features/info/components/policy-page'
import { pageHead } from '@/lib/seo'
import { pageQueryOptions } from '@/lib/site-content'

export const Route = createFileRoute('/terms')({
  head: () => pageHead({ title: 'Terms of Service', description: 'The terms that apply when you use our website.', path: '/terms' }),
  loader: ({ context }) => context.queryClient.ensureQueryData(pageQueryOptions('terms')),
  component: () => <PolicyPage page="terms" />,
})

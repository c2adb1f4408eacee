import { createFileRoute } from '@tanstack/react-router'
import { PolicyPage } from '@/features/info/components/policy-page'
import { termsOfUse } from '@/content/legal'
import { pageHead } from '@/lib/seo'

export const Route = createFileRoute('/terms')({
  head: () => pageHead({ title: 'Terms of Service', description: 'The terms that apply when you use our website.', path: '/terms' }),
  component: () => <PolicyPage policy={termsOfUse} />,
})

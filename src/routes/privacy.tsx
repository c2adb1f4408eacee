import { createFileRoute } from '@tanstack/react-router'
import { PolicyPage } from '@/features/info/components/policy-page'
import { privacyPolicy } from '@/content/legal'
import { pageHead } from '@/lib/seo'

export const Route = createFileRoute('/privacy')({
  head: () => pageHead({ title: 'Privacy Policy', description: 'How we collect, use and protect the information you share with us.', path: '/privacy' }),
  component: () => <PolicyPage policy={privacyPolicy} />,
})

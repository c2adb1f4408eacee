import { createFileRoute } from '@tanstack/react-router'
import { GeneralApplicationPage } from '@/features/careers/components/general-application-page'
import { pageHead } from '@/lib/seo'

export const Route = createFileRoute('/careers/apply')({
  head: () =>
    pageHead({
      title: 'Send Us Your Resume',
      description: 'Apply to work with us: send your resume and tell us when you are available, and we will be in touch when a role fits.',
      path: '/careers/apply',
    }),
  component: GeneralApplicationPage,
})

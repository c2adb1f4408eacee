import { createFileRoute } from '@tanstack/react-router'
import { GetInvolvedPage } from '@/features/info/components/get-involved-page'
import { pageHead } from '@/lib/seo'
import { pageQueryOptions } from '@/lib/site-content'

export const Route = createFileRoute('/get-involved')({
  head: () =>
    pageHead({
      title: 'Get Involved - Careers & Volunteer Opportunities',
      description: 'Careers, volunteer roles and partnership opportunities supporting people with developmental disabilities in New Jersey.',
      path: '/get-involved',
      keywords: 'disability support jobs New Jersey, direct support professional, volunteer, nonprofit partnership',
    }),
  loader: ({ context }) => context.queryClient.ensureQueryData(pageQueryOptions('get-involved')),
  component: GetInvolvedPage,
})

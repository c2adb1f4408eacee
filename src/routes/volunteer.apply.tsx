import { createFileRoute } from '@tanstack/react-router'
import { VolunteerApplicationPage } from '@/features/careers/components/volunteer-application-page'
import { pageHead } from '@/lib/seo'
import { pageQueryOptions } from '@/lib/site-content'

export const Route = createFileRoute('/volunteer/apply')({
  head: () =>
    pageHead({
      title: 'Apply to Volunteer',
      description: 'Volunteer with us at events, in the office or in our programs: choose a role and tell us when you are free.',
      path: '/volunteer/apply',
    }),
  // the roles to choose from are the Get Involved page's
  loader: ({ context }) => context.queryClient.ensureQueryData(pageQueryOptions('get-involved')),
  component: VolunteerApplicationPage,
})

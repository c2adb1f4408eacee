import { createFileRoute } from '@tanstack/react-router'
import { findJob } from '@/features/careers/api/job-opening'
import { JobApplicationPage } from '@/features/careers/components/job-application-page'
import { pageHead } from '@/lib/seo'
import { pageQueryOptions } from '@/lib/site-content'

export const Route = createFileRoute('/jobs/$slug/apply')({
  // The opening is the Get Involved page's; a closed, unpublished or unknown one is the 404 page.
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(pageQueryOptions('get-involved')).then((content) => findJob(content, params.slug)).catch(() => null),
  head: ({ loaderData, params }) =>
    pageHead({
      title: loaderData ? `Apply: ${loaderData.title}` : 'Page Not Found',
      description: loaderData ? `Apply for ${loaderData.title} (${loaderData.employmentType}, ${loaderData.location}) with your resume.` : "The page you were looking for doesn't exist.",
      path: `/jobs/${params.slug}/apply`,
      ...(loaderData ? {} : { robots: 'noindex, follow' }),
    }),
  component: JobApplicationRoute,
})

function JobApplicationRoute() {
  const { slug } = Route.useParams()
  return <JobApplicationPage key={slug} slug={slug} />
}

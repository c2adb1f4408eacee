import { createFileRoute } from '@tanstack/react-router'
import { findJob } from '@/features/careers/api/job-opening'
import { JobApplicationPage } from '@/features/careers/components/job-application-page'
import { defineMessages, wordsIn } from '@/i18n/messages'
import { pageHead } from '@/lib/seo'
import { pageQueryOptions } from '@/lib/site-content'
import { isTranslated } from '@/i18n/content-language'

const messages = defineMessages({
  en: {
    title: (job: string) => `Apply: ${job}`,
    description: (job: string, type: string, location: string) => `Apply for ${job} (${type}, ${location}) with your resume.`,
    notFound: 'Page Not Found',
    notFoundDescription: "The page you were looking for doesn't exist.",
  },
  es: {
    title: (job: string) => `Solicitar: ${job}`,
    description: (job: string, type: string, location: string) => `Solicite el puesto de ${job} (${type}, ${location}) con su currículum.`,
    notFound: 'Página no encontrada',
    notFoundDescription: 'La página que busca no existe.',
  },
})

export const Route = createFileRoute('/jobs/$slug/apply')({
  // The opening is the Get Involved page's; a closed, unpublished or unknown one is the 404 page.
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(pageQueryOptions('get-involved', context.locale)).then((content) => findJob(content, params.slug)).catch(() => null),
  head: ({ loaderData, params, match }) => {
    const t = wordsIn(messages, match.context.locale)
    return pageHead({
      locale: match.context.locale,
      title: loaderData ? t.title(loaderData.title) : t.notFound,
      description: loaderData ? t.description(loaderData.title, loaderData.employmentType, loaderData.location) : t.notFoundDescription,
      path: `/jobs/${params.slug}/apply`,
      ...(loaderData ? {} : { robots: 'noindex, follow' }),
      translated: isTranslated(loaderData),
    })
  },
  component: JobApplicationRoute,
})

function JobApplicationRoute() {
  const { slug } = Route.useParams()
  return <JobApplicationPage key={slug} slug={slug} />
}

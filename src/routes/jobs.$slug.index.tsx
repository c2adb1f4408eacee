import { createFileRoute } from '@tanstack/react-router'
import type { JobOpening, SiteSettings } from '@contract/site-content.ts'
import { findJob } from '@/features/careers/api/job-opening'
import { JobPage } from '@/features/careers/components/job-page'
import { truncate } from '@/lib/format/truncate'
import { defineMessages, wordsIn } from '@/i18n/messages'
import { pageHead, siteOrigin } from '@/lib/seo'
import { fillAll, pageQueryOptions, siteOfMatches } from '@/lib/site-content'
import { detailPageBuilders } from '@/lib/structured-data/detail-page-builders'
import { jsonLdScript } from '@/lib/structured-data/json-ld'
import { isTranslated } from '@/i18n/content-language'
import type { Locale } from '@/i18n/locale'

const messages = defineMessages({
  en: {
    title: (job: string) => `${job} - Careers`,
    notFound: 'Page Not Found',
    notFoundDescription: "The page you were looking for doesn't exist.",
  },
  es: {
    title: (job: string) => `${job} - Empleos`,
    notFound: 'Página no encontrada',
    notFoundDescription: 'La página que busca no existe.',
  },
})

export const Route = createFileRoute('/jobs/$slug/')({
  // The openings are the Get Involved page's; a closed, unpublished or unknown one is the 404 page.
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(pageQueryOptions('get-involved', context.locale)).then((content) => findJob(content, params.slug)).catch(() => null),
  head: async ({ loaderData, params, match, matches }) => {
    const t = wordsIn(messages, match.context.locale)
    const settings = siteOfMatches(matches)
    const job = loaderData ? fillAll(loaderData, settings) : null
    return {
      ...pageHead({
        locale: match.context.locale,
        title: job ? t.title(job.title) : t.notFound,
        description: job ? truncate(`${job.title} (${job.employmentType}, ${job.location}): ${job.description}`, 155) : t.notFoundDescription,
        path: `/jobs/${params.slug}`,
        ...(job ? {} : { robots: 'noindex, follow' }),
        translated: isTranslated(job),
      }),
      scripts: job ? await jobScripts(job, settings, match.context.locale) : [],
    }
  },
  component: JobRoute,
})

/** The opening and the trail to it, as structured data (its builders load with it). */
async function jobScripts(job: JobOpening, settings: SiteSettings, locale: Locale) {
  const { jobPageJsonLd } = await detailPageBuilders()
  return jobPageJsonLd(siteOrigin(), job, settings, locale).map(jsonLdScript)
}

function JobRoute() {
  const { slug } = Route.useParams()
  return <JobPage key={slug} slug={slug} />
}

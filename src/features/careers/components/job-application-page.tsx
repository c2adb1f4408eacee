import { NotFoundPage } from '@/components/not-found-page'
import { defineMessages, useMessages } from '@/i18n/messages'
import { langOf } from '@/i18n/content-language'
import { useLocale } from '@/i18n/use-locale'
import { useJobOpening } from '../api/job-opening'
import { ApplicationPage } from './application-page'

const messages = defineMessages({
  en: { title: (job: string) => `Apply: ${job}`, back: (job: string) => `Back to ${job}` },
  es: { title: (job: string) => `Solicitar: ${job}`, back: (job: string) => `Volver a ${job}` },
})

/** /jobs/{slug}/apply: the application for one opening, named by its title. */
export function JobApplicationPage({ slug }: { slug: string }) {
  const job = useJobOpening(slug)
  const t = useMessages(messages)
  const locale = useLocale()
  if (!job) return <NotFoundPage />
  return (
    <ApplicationPage
      kind="job"
      jobId={job.id}
      jobSlug={job.slug}
      title={t.title(job.title)}
      subtitle={`${job.employmentType} · ${job.department} · ${job.location}`}
      // the job's facts, in English while it has no published Spanish
      subtitleLang={langOf(job, locale).lang}
      back={{ to: '/jobs/$slug', slug: job.slug, label: t.back(job.title) }}
    />
  )
}

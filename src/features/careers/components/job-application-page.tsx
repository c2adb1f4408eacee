import { NotFoundPage } from '@/components/not-found-page'
import { defineMessages, useMessages } from '@/i18n/messages'
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
  if (!job) return <NotFoundPage />
  return (
    <ApplicationPage
      kind="job"
      jobId={job.id}
      title={t.title(job.title)}
      subtitle={`${job.employmentType} · ${job.department} · ${job.location}`}
      back={{ to: '/jobs/$slug', slug: job.slug, label: t.back(job.title) }}
    />
  )
}

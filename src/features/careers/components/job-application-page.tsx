import { NotFoundPage } from '@/components/not-found-page'
import { useJobOpening } from '../api/job-opening'
import { ApplicationPage } from './application-page'

/** /jobs/{slug}/apply: the application for one opening, named by its title. */
export function JobApplicationPage({ slug }: { slug: string }) {
  const job = useJobOpening(slug)
  if (!job) return <NotFoundPage />
  return (
    <ApplicationPage
      kind="job"
      jobId={job.id}
      title={`Apply: ${job.title}`}
      subtitle={`${job.employmentType} · ${job.department} · ${job.location}`}
      back={{ to: '/jobs/$slug', slug: job.slug, label: `Back to ${job.title}` }}
    />
  )
}

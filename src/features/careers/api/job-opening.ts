import type { JobOpening, PageContent, VolunteerRole } from '@contract/site-content.ts'
import { useFilledPage } from '@/lib/site-content'

// The openings and volunteer roles are the Get Involved page's collections (GET
// /api/pages/get-involved): the job pages and the application forms read them from there, so a
// visitor coming from /get-involved has them already. Row-level security keeps drafts and
// openings past their closing date out of the answer.

/** The published, open job with this slug, or null. */
export const findJob = (content: Pick<PageContent<'get-involved'>, 'collections'>, slug: string): JobOpening | null =>
  content.collections.jobs.find((job) => job.slug === slug) ?? null

/** The job with this slug, its texts filled from the settings (the route has loaded the page's content). */
export function useJobOpening(slug: string): JobOpening | null {
  return findJob(useFilledPage('get-involved'), slug)
}

/** The published volunteer roles, in the page's order. */
export function useVolunteerRoles(): VolunteerRole[] {
  return useFilledPage('get-involved').collections['volunteer-roles']
}

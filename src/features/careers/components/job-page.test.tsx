// /jobs/{slug}: one opening from the Get Involved page's content, its JSON-LD as the real router
// renders it, and the 404 page for an opening the API does not answer (closed, draft, unknown).
import { configure, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { pageContent } from '@/testing/site-content-handlers'
import { server } from '@/testing/server'
import { renderRoute } from '@/testing/render'
import { siteOrigin } from '@/lib/seo'

configure({ asyncUtilTimeout: 5000 })

const content = pageContent('get-involved')
const [coordinator] = content.collections.jobs

/** The Get Involved answer with the first opening given a salary, a closing date and two paragraphs. */
function withDetails() {
  const job = { ...coordinator!, description: 'Guide families through DDD services.\n\nBuild plans and follow up.', closesOn: '2027-01-31', baseSalary: { min: 52000, max: 60000, unit: 'YEAR' as const } }
  server.use(
    http.get('/api/pages/get-involved', () => HttpResponse.json({ ...content, collections: { ...content.collections, jobs: [job, ...content.collections.jobs.slice(1)] } })),
    http.get('/api/services', () => HttpResponse.json([])),
  )
  return job
}

const blocks = () => [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '') as { '@type': string; [k: string]: unknown })

describe('a job opening page', { timeout: 30_000 }, () => {
  it('shows the full description, the facts and an Apply Now link to its form', async () => {
    withDetails()
    await renderRoute('/jobs/support-coordinator')
    expect(await screen.findByRole('heading', { level: 1, name: 'Support Coordinator' })).toBeInTheDocument()
    expect(screen.getByText('Guide families through DDD services.')).toBeInTheDocument()
    expect(screen.getByText('Build plans and follow up.')).toBeInTheDocument()
    const details = screen.getByRole('complementary', { name: 'Job Details' })
    for (const [term, value] of [['Type', 'Full-time'], ['Department', 'Clinical Services'], ['Location', 'Newark, NJ'],
      ['Salary', '$52,000 - $60,000 a year'], ['Posted', 'November 26, 2026'], ['Apply by', 'January 31, 2027']] as const) {
      expect(within(details).getByText(term).nextElementSibling).toHaveTextContent(value)
    }
    expect(screen.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/jobs/support-coordinator/apply')
    expect(document.title).toBe('Support Coordinator - Careers | Bright Path Support Services')
  })

  it('carries a JobPosting with the fields Google requires and recommends, and its breadcrumbs', async () => {
    const job = withDetails()
    await renderRoute('/jobs/support-coordinator')
    await waitFor(() => expect(blocks().map((b) => b['@type'])).toEqual(['NGO', 'JobPosting', 'BreadcrumbList']))
    const origin = siteOrigin()
    const [, posting, trail] = blocks()
    expect(posting).toMatchObject({
      title: 'Support Coordinator',
      description: '<p>Guide families through DDD services.</p><p>Build plans and follow up.</p>',
      datePosted: '2026-11-26',
      validThrough: '2027-01-31T23:59:59-05:00',
      employmentType: ['FULL_TIME'],
      hiringOrganization: { '@type': 'NGO', name: 'Bright Path Support Services', sameAs: `${origin}/` },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Newark', addressRegion: 'NJ', addressCountry: 'US' } },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'USD', value: { minValue: 52000, maxValue: 60000, unitText: 'YEAR' } },
      directApply: true,
      identifier: { value: job.id },
      url: `${origin}/jobs/support-coordinator`,
    })
    expect(trail).toMatchObject({ itemListElement: [{ name: 'Home' }, { name: 'Get Involved', item: `${origin}/get-involved` }, { name: 'Support Coordinator' }] })
  })

  it('is the 404 page, with no JobPosting, for an opening the site does not show', async () => {
    server.use(http.get('/api/services', () => HttpResponse.json([])))
    await renderRoute('/jobs/closed-last-week')
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Page Not Found | Bright Path Support Services'))
    expect(blocks().map((b) => b['@type'])).toEqual(['NGO'])
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow')
  })
})

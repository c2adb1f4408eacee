import { describe, expect, it } from 'vitest'
import { descriptionHtml, employmentTypes, endOfOrgDay, jobAddress, jobPostingJsonLd, type JobForPosting } from './job-posting'

const office = { street: '615 West Mt. Pleasant Ave Suite 8', city: 'Livingston', state: 'NJ', zip: '07039' }
const settings = { name: 'Bright Path Support Services', address: office }
const origin = 'https://www.example.org'
const job: JobForPosting = {
  id: '1691797c-f0b3-48ef-84c8-5635bd7aaf9c',
  slug: 'support-coordinator',
  title: 'Support Coordinator',
  description: 'Guide families through DDD services.\n\nPlans & follow-up <weekly>.',
  employmentType: 'Full-time',
  location: 'Newark, NJ',
  datePosted: '2026-11-20',
  closesOn: '2027-01-31',
  baseSalary: { min: 52000, max: 60000, unit: 'YEAR' },
  updatedAt: '2026-11-26T22:59:35.756Z',
}

describe('JobPosting JSON-LD (Google for Jobs)', () => {
  it("carries Google's required and recommended fields", () => {
    expect(jobPostingJsonLd(origin, job, settings)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Support Coordinator',
      description: '<p>Guide families through DDD services.</p><p>Plans &amp; follow-up &lt;weekly&gt;.</p>',
      identifier: { '@type': 'PropertyValue', name: 'Bright Path Support Services', value: job.id },
      datePosted: '2026-11-20',
      validThrough: '2027-01-31T23:59:59-05:00',
      employmentType: ['FULL_TIME'],
      hiringOrganization: {
        '@type': 'NGO', '@id': `${origin}/#organization`, name: 'Bright Path Support Services', url: `${origin}/`,
        sameAs: `${origin}/`, logo: `${origin}/favicon.svg`,
      },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Newark', addressRegion: 'NJ', addressCountry: 'US' } },
      baseSalary: {
        '@type': 'MonetaryAmount', currency: 'USD',
        value: { '@type': 'QuantitativeValue', minValue: 52000, maxValue: 60000, unitText: 'YEAR' },
      },
      directApply: true,
      url: `${origin}/jobs/support-coordinator`,
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${origin}/jobs/support-coordinator`, inLanguage: 'en' },
    })
  })

  it('on a Spanish page: the /es/ address, its page in Spanish, the same organisation', () => {
    const posting = jobPostingJsonLd(origin, { ...job, title: 'Coordinador de apoyo', lang: 'es' } as JobForPosting, settings, 'es')
    expect(posting).toMatchObject({
      title: 'Coordinador de apoyo',
      url: `${origin}/es/jobs/support-coordinator`,
      mainEntityOfPage: { '@id': `${origin}/es/jobs/support-coordinator`, inLanguage: 'es' },
      hiringOrganization: { '@id': `${origin}/#organization` },
    })
    // schema.org gives a JobPosting no inLanguage: its page carries it.
    expect(posting).not.toHaveProperty('inLanguage')
  })

  it('leaves out validThrough and baseSalary when staff give none; a fixed rate is one value', () => {
    const open = jobPostingJsonLd(origin, { ...job, closesOn: null, baseSalary: null }, settings)
    expect(open).not.toHaveProperty('validThrough')
    expect(open).not.toHaveProperty('baseSalary')
    const fixed = jobPostingJsonLd(origin, { ...job, baseSalary: { min: 19, max: 19, unit: 'HOUR' } }, settings)
    expect(fixed.baseSalary).toEqual({ '@type': 'MonetaryAmount', currency: 'USD', value: { '@type': 'QuantitativeValue', value: 19, unitText: 'HOUR' } })
    // a row from before the date posted was kept: the day it last changed
    expect(jobPostingJsonLd(origin, { ...job, datePosted: null }, settings).datePosted).toBe('2026-11-26')
  })

  it("maps the staff's type text to Google's employment types, in the order written", () => {
    expect(employmentTypes('Full-time')).toEqual(['FULL_TIME'])
    expect(employmentTypes('Part-time/Full-time')).toEqual(['PART_TIME', 'FULL_TIME'])
    expect(employmentTypes('part time')).toEqual(['PART_TIME'])
    expect(employmentTypes('Per diem')).toEqual(['PER_DIEM'])
    expect(employmentTypes('Temporary, summer')).toEqual(['TEMPORARY'])
    expect(employmentTypes('Internship')).toEqual(['INTERN'])
    expect(employmentTypes('Contract')).toEqual(['CONTRACTOR'])
    expect(employmentTypes('Whenever suits')).toEqual(['OTHER'])
  })

  it("places a job by its town, the office's town with its street, and one of various places at the office", () => {
    const atOffice = { '@type': 'PostalAddress', streetAddress: office.street, addressLocality: 'Livingston', addressRegion: 'NJ', postalCode: '07039', addressCountry: 'US' }
    expect(jobAddress('Various locations', office)).toEqual(atOffice)
    expect(jobAddress('Livingston, NJ', office)).toEqual(atOffice)
    expect(jobAddress('Bayonne, NJ 07002', office)).toEqual({ '@type': 'PostalAddress', addressLocality: 'Bayonne', addressRegion: 'NJ', postalCode: '07002', addressCountry: 'US' })
  })

  it('ends on the closing day in New Jersey, summer time or not', () => {
    expect(endOfOrgDay('2027-07-04')).toBe('2027-07-04T23:59:59-04:00')
    expect(endOfOrgDay('2027-12-31')).toBe('2027-12-31T23:59:59-05:00')
  })

  it('writes no markup of its own from the text', () => {
    expect(descriptionHtml('One\r\n\r\n  Two </script>')).toBe('<p>One</p><p>Two &lt;/script&gt;</p>')
  })
})

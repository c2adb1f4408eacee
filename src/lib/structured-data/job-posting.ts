import { formatISO } from 'date-fns'
import { TZDate } from '@date-fns/tz'
import type { JobPosting, PostalAddress, WithContext } from 'schema-dts'
import type { JobOpening, SiteSettings } from '@contract/site-content.ts'
import { site } from '@/content/site'
import { toParagraphs } from '@/lib/format/paragraphs'
import { organizationRef } from './organization'
import type { Locale } from '@/i18n/locale'
import { contentLanguage } from '@/i18n/content-language'
import { describingPage, pageUrl } from './language'

// A job opening as Google for Jobs reads it (developers.google.com/search/docs/appearance/
// structured-data/job-posting): the required title, description, datePosted, hiringOrganization
// and jobLocation, and the recommended validThrough, employmentType, baseSalary, directApply and
// identifier.

type EmploymentType = 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'TEMPORARY' | 'INTERN' | 'VOLUNTEER' | 'PER_DIEM' | 'OTHER'

const EMPLOYMENT_WORDS: [RegExp, EmploymentType][] = [
  [/full[\s-]*time/i, 'FULL_TIME'],
  [/part[\s-]*time/i, 'PART_TIME'],
  [/contract/i, 'CONTRACTOR'],
  [/temp|seasonal/i, 'TEMPORARY'],
  [/intern/i, 'INTERN'],
  [/volunteer/i, 'VOLUNTEER'],
  [/per[\s-]*diem/i, 'PER_DIEM'],
]

/** The staff's type ('Part-time/Full-time') as Google's values, in the order written; OTHER when none is named. */
export function employmentTypes(text: string): EmploymentType[] {
  const found = EMPLOYMENT_WORDS.flatMap(([pattern, type]) => {
    const at = text.search(pattern)
    return at < 0 ? [] : [{ at, type }]
  })
  return found.length ? found.sort((a, b) => a.at - b.at).map((f) => f.type) : ['OTHER']
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }

/** Google asks for the description as HTML: the plain-text paragraphs, escaped, each a <p>. */
export const descriptionHtml = (text: string) =>
  toParagraphs(text).map((p) => `<p>${p.replace(/[&<>"]/g, (c) => HTML_ESCAPES[c]!)}</p>`).join('')

/**
 * Where the job is: 'Newark, NJ' as its town and state (with the office's street when the town is
 * the office's); a place that names no town ('Various locations') is the organisation's office.
 */
export function jobAddress(location: string, office: SiteSettings['address']): PostalAddress {
  const town = /^\s*([^,]+?)\s*,\s*([A-Z]{2})\s*(\d{5}(?:-\d{4})?)?\s*$/.exec(location)
  const atOffice = !town || (town[1]!.toLowerCase() === office.city.toLowerCase() && town[2] === office.state)
  if (atOffice) {
    return {
      '@type': 'PostalAddress', streetAddress: office.street, addressLocality: office.city, addressRegion: office.state,
      postalCode: office.zip, addressCountry: 'US',
    }
  }
  return {
    '@type': 'PostalAddress', addressLocality: town[1]!, addressRegion: town[2]!,
    ...(town[3] ? { postalCode: town[3] } : {}), addressCountry: 'US',
  }
}

/** The last moment of the closing day in New Jersey (the site shows the job through that day). */
export function endOfOrgDay(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number]
  return formatISO(new TZDate(year, month - 1, day, 23, 59, 59, site.timeZone))
}

export type JobForPosting = Pick<
  JobOpening,
  'id' | 'slug' | 'title' | 'description' | 'employmentType' | 'location' | 'datePosted' | 'closesOn' | 'baseSalary' | 'updatedAt'
>

/** One job opening (schema.org JobPosting) of the organisation, applied for on this site, on the page in `locale`. */
export function jobPostingJsonLd(origin: string, job: JobForPosting, settings: Pick<SiteSettings, 'name' | 'address'>, locale: Locale = 'en'): WithContext<JobPosting> {
  const salary = job.baseSalary
  const url = pageUrl(origin, locale, `/jobs/${encodeURIComponent(job.slug)}`)
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionHtml(job.description),
    identifier: { '@type': 'PropertyValue', name: settings.name, value: job.id },
    datePosted: job.datePosted ?? job.updatedAt.slice(0, 10),
    ...(job.closesOn ? { validThrough: endOfOrgDay(job.closesOn) } : {}),
    employmentType: employmentTypes(job.employmentType),
    hiringOrganization: { ...organizationRef(origin), name: settings.name, sameAs: `${origin}/`, logo: `${origin}/favicon.svg` },
    jobLocation: { '@type': 'Place', address: jobAddress(job.location, settings.address) },
    ...(salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'USD',
            value: salary.min === salary.max
              ? { '@type': 'QuantitativeValue', value: salary.min, unitText: salary.unit }
              : { '@type': 'QuantitativeValue', minValue: salary.min, maxValue: salary.max, unitText: salary.unit },
          },
        }
      : {}),
    directApply: true,
    url,
    mainEntityOfPage: describingPage(url, contentLanguage(job, locale)),
  }
}

import { defineMessages } from '@/i18n/messages'

/**
 * What the code itself needs to know about the site, fixed at build time. The organisation's
 * identity and contact details (name, phones, e-mails, address, counties, statistics…) are the
 * site settings in the database, read through /api/site (src/lib/site-content.ts); the pages'
 * texts are their documents and collections (/api/pages/{page}).
 */

/** Footer service shortcuts (SPEC 'Site header and footer'): links to service pages, by slug. */
export const footerServices = defineMessages<readonly { slug: string; title: string }[]>({
  en: [
    { slug: 'community-based-support', title: 'Community-Based Support' },
    { slug: 'community-inclusion', title: 'Community Inclusion' },
    { slug: 'career-planning', title: 'Career Planning' },
    { slug: 'day-habilitation', title: 'Day Habilitation' },
    { slug: 'occupational-therapy', title: 'Occupational Therapy' },
  ],
  es: [
    { slug: 'community-based-support', title: 'Apoyo en la comunidad' },
    { slug: 'community-inclusion', title: 'Inclusión en la comunidad' },
    { slug: 'career-planning', title: 'Planificación profesional' },
    { slug: 'day-habilitation', title: 'Habilitación diurna' },
    { slug: 'occupational-therapy', title: 'Terapia ocupacional' },
  ],
})

export const site = {
  /**
   * The name in page titles and in the structured data's references to the organisation, which
   * route heads write before any content is loaded. Keep it equal to the settings' name.
   */
  name: 'Bright Path Support Services',
  /** The public origin when VITE_SITE_URL is not set. */
  url: 'https://www.brightpathsupport.org',
  /** Event times, submission times and the admin's date filters are New Jersey time, wherever the reader is. */
  timeZone: 'America/New_York',
  /** Default Every.org nonprofit slug for the donate widget. */
  everyOrgSlug: 'bright-path-support-services',
} as const

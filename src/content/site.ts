/**
 * The one site configuration: organisation name, phones, addresses, e-mail addresses,
 * statistics, hours and service area. Every page reads these values from here, so a
 * change (for example the organisation's real name) is made in one place.
 */

export interface Stat {
  value: string
  label: string
}

export interface Location {
  name: string
  address: string
  phone: string
  email: string
  hours: readonly string[]
  isNew: boolean
}

export interface SocialLink {
  name: 'Facebook' | 'Twitter' | 'LinkedIn'
  href: string
}

/** Placeholder name: SPEC does not name the organisation. Change it here only. */
const name = 'Bright Path Support Services'
const domain = 'brightpathsupport.org'

const email = {
  info: `info@${domain}`,
  careers: `careers@${domain}`,
  volunteer: `volunteer@${domain}`,
  partnerships: `partnerships@${domain}`,
  sponsorship: `sponsorship@${domain}`,
  donations: `donations@${domain}`,
  housing: `housing@${domain}`,
  bayonne: `bayonne@${domain}`,
} as const

const phone = {
  main: '(862) 930-6688 ext. 05',
  /** Placeholder (555 range): SPEC names a cell phone but not its number. */
  cell: '(973) 555-0142',
  crisis: '1-866-202-HELP',
  afterHours: '(609) 956-1976',
  emergency: '911',
} as const

const address = {
  street: '615 West Mt. Pleasant Ave Suite 8',
  city: 'Livingston',
  state: 'NJ',
  zip: '07039',
  full: '615 West Mt. Pleasant Ave Suite 8, Livingston, NJ 07039',
} as const

export const hours = {
  main: ['Monday - Friday: 8:00 AM - 5:00 PM', 'Saturday: 9:00 AM - 1:00 PM', 'Sunday: Closed'],
  bayonne: ['Monday - Friday: 8:00 AM - 4:00 PM', 'Weekends: By appointment'],
} as const

export const locations: readonly Location[] = [
  {
    name: 'Main Office - Livingston',
    address: address.full,
    phone: phone.main,
    email: email.info,
    hours: hours.main,
    isNew: false,
  },
  {
    name: 'Bayonne Location',
    // Placeholder street address: SPEC names the Bayonne location but not its address.
    address: '550 Broadway, Bayonne, NJ 07002',
    phone: phone.main,
    email: email.bayonne,
    hours: hours.bayonne,
    isNew: true,
  },
]

/** The 15 New Jersey counties the Get Involved and Contact pages name (SPEC gives the count, not the list). */
export const counties: readonly string[] = [
  'Bergen',
  'Burlington',
  'Essex',
  'Hudson',
  'Hunterdon',
  'Mercer',
  'Middlesex',
  'Monmouth',
  'Morris',
  'Ocean',
  'Passaic',
  'Somerset',
  'Sussex',
  'Union',
  'Warren',
]

export const stats = {
  home: [
    { value: '12+', label: 'Years of Service' },
    { value: '500+', label: 'Families Served' },
    { value: '50K+', label: 'Hours of Care' },
    { value: '21', label: 'Counties Served' },
  ],
  about: [
    { value: '500+', label: 'Families Served' },
    { value: '15', label: 'Counties Covered' },
    { value: '10K+', label: 'Care Hours' },
  ],
  donate: [
    { value: '500+', label: 'Families Served' },
    { value: '12', label: 'Years of Service' },
    { value: '21', label: 'Counties' },
    { value: '98%', label: 'Satisfaction' },
  ],
} as const satisfies Record<string, readonly Stat[]>

export const socialLinks: readonly SocialLink[] = [
  { name: 'Facebook', href: 'https://www.facebook.com/' },
  { name: 'Twitter', href: 'https://twitter.com/' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/' },
]

/** Footer service shortcuts (SPEC 'Site header and footer'). */
export const footerServices: readonly { slug: string; title: string }[] = [
  { slug: 'community-based-support', title: 'Community-Based Support' },
  { slug: 'community-inclusion', title: 'Community Inclusion' },
  { slug: 'career-planning', title: 'Career Planning' },
  { slug: 'day-habilitation', title: 'Day Habilitation' },
  { slug: 'occupational-therapy', title: 'Occupational Therapy' },
]

export const site = {
  name,
  shortName: 'Bright Path',
  tagline: 'Empowering Independence, Celebrating Abilities.',
  description:
    'A New Jersey non-profit providing person-centred support for people with autism and developmental disabilities and their families: day habilitation, community inclusion, career planning, therapies and more.',
  keywords:
    'developmental disabilities, autism support, New Jersey, DDD services, day habilitation, community inclusion, supported employment, non-profit',
  url: 'https://www.brightpathsupport.org',
  foundedYear: 2013,
  nonprofitYear: 2024,
  copyrightYear: 2025,
  email,
  phone,
  address,
  /** Event times, submission times and the admin's date filters are New Jersey time, wherever the reader is. */
  timeZone: 'America/New_York',
  /** Default Every.org nonprofit slug for the donate widget. */
  everyOrgSlug: 'bright-path-support-services',
} as const

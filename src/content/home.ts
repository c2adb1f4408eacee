/** Home page content (SPEC §2 'Home'). Statistics live in site.ts. */

export const heroSlides = [
  { src: '/images/hero-community.svg', alt: 'Illustration of a group of friends enjoying a day out together in the community' },
  { src: '/images/hero-learning.svg', alt: 'Illustration of people learning new everyday skills side by side' },
  { src: '/images/hero-work.svg', alt: 'Illustration of coworkers supporting each other at a job' },
  { src: '/images/hero-family.svg', alt: 'Illustration of a family spending time together at home' },
] as const

export const hero = {
  title: 'Empowering Independence, Celebrating Abilities',
  text: 'Person-centred support for people with autism and developmental disabilities and their families across New Jersey, since 2013.',
} as const

export const accreditations = [
  { src: '/images/badge-state-licensed.svg', label: 'State Licensed', detail: 'Licensed by the State of New Jersey' },
  { src: '/images/badge-carf.svg', label: 'CARF Accredited', detail: 'Commission on Accreditation of Rehabilitation Facilities' },
  { src: '/images/badge-achc.svg', label: 'ACHC Accredited', detail: 'Accreditation Commission for Health Care' },
  { src: '/images/badge-501c3.svg', label: '501(c)(3) Non-Profit', detail: 'Recognised as a non-profit organization in 2024' },
] as const

export const partners = [
  { src: '/images/partner-nj-ddd.svg', width: 138, name: 'NJ Division of Developmental Disabilities' },
  { src: '/images/partner-arc-of-new-jersey.svg', width: 281, name: 'The Arc of New Jersey' },
  { src: '/images/partner-autism-nj.svg', width: 177, name: 'Autism New Jersey' },
  { src: '/images/partner-family-support-nj.svg', width: 281, name: 'Family Support NJ' },
  { src: '/images/partner-essex-county.svg', width: 216, name: 'Essex County' },
  { src: '/images/partner-community-health-alliance.svg', width: 385, name: 'Community Health Alliance' },
] as const

export const commitment = {
  title: 'Our Commitment',
  text: 'Every person we support is a whole person with their own goals, strengths and voice. We listen first, plan together with families, and measure success by the independence and joy each person gains.',
} as const

export const values = [
  { title: 'Dignity', text: 'We treat every person with respect and honour their choices.' },
  { title: 'Inclusion', text: 'We open doors to community life, work and friendship.' },
  { title: 'Partnership', text: 'We work hand in hand with families, caregivers and neighbours.' },
  { title: 'Excellence', text: 'Trained, caring staff and accredited programs you can trust.' },
] as const

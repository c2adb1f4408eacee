/** Static content of the Get Involved page (SPEC §3 'Static page content'). */

export interface Job {
  title: string
  department: string
  type: string
  location: string
  description: string
}

export interface VolunteerRole {
  title: string
  time: string
  description: string
  skills: readonly string[]
}

export type PartnershipIcon = 'building' | 'health' | 'community'

export interface PartnershipType {
  icon: PartnershipIcon
  title: string
  description: string
  benefits: readonly [string, string, string, string]
}

export const jobs: readonly Job[] = [
  {
    title: 'Support Coordinator',
    department: 'Clinical Services',
    type: 'Full-time',
    location: 'Newark, NJ',
    description:
      'Guide individuals and families through DDD services: build and update Individualized Service Plans, connect people with providers and follow up to make sure supports are working.',
  },
  {
    title: 'Direct Support Professional',
    department: 'Home Care Services',
    type: 'Part-time/Full-time',
    location: 'Various locations',
    description:
      'Support adults with developmental disabilities at home and in the community with daily living, skill building and outings. Paid training and flexible schedules.',
  },
  {
    title: 'Program Assistant',
    department: 'Day Habilitation',
    type: 'Full-time',
    location: 'Bayonne, NJ',
    description:
      'Help run engaging day program activities, from life skills and arts to community trips, and keep each participant’s progress notes up to date.',
  },
]

export const volunteerRoles: readonly VolunteerRole[] = [
  {
    title: 'Community Events Assistant',
    time: '4-8 hours/month',
    description:
      'Welcome guests, set up activities and help our participants enjoy fundraisers, picnics and awareness events.',
    skills: ['Friendly and outgoing', 'Weekend availability', 'Teamwork'],
  },
  {
    title: 'Administrative Support',
    time: '2-4 hours/week',
    description:
      'Help our office team with filing, mailings, data entry and answering general questions.',
    skills: ['Organized', 'Basic computer skills', 'Attention to detail'],
  },
  {
    title: 'Program Support Volunteer',
    time: '6 hours/week',
    description:
      'Join day program staff to lead or assist with activities such as cooking, art, music and fitness.',
    skills: ['Patience', 'Creativity', 'Interest in disability services'],
  },
  {
    title: 'Marketing & Outreach',
    time: 'Flexible',
    description:
      'Share our story: photograph events, write social media posts and spread the word at community fairs.',
    skills: ['Writing or design', 'Social media', 'Photography'],
  },
]

export const partnershipTypes: readonly PartnershipType[] = [
  {
    icon: 'building',
    title: 'Corporate Partnerships',
    description:
      'Work with us on employee volunteering, inclusive hiring and sponsorship that makes a visible difference in New Jersey communities.',
    benefits: [
      'Employee volunteer days',
      'Inclusive hiring and internship pathways',
      'Recognition at events and online',
      'Meaningful community impact reporting',
    ],
  },
  {
    icon: 'health',
    title: 'Healthcare Partnerships',
    description:
      'Coordinate care with hospitals, clinics and therapists so the people we support get connected, consistent care.',
    benefits: [
      'Coordinated referrals',
      'Shared training opportunities',
      'Continuity of care for shared clients',
      'Joint family education sessions',
    ],
  },
  {
    icon: 'community',
    title: 'Community Organizations',
    description:
      'Partner with schools, faith groups, libraries and recreation programs to open more doors to community inclusion.',
    benefits: [
      'Inclusive community programming',
      'Shared spaces and resources',
      'Volunteer exchange',
      'Stronger local support networks',
    ],
  },
]

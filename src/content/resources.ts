import { counties, site } from './site'

/** Static content of the Resources & Information page (SPEC §3 and §9). */

export interface Faq {
  question: string
  answer: string
}

export interface EligibilityGroup {
  title: string
  items: readonly string[]
}

export interface ApplicationStep {
  title: string
  description: string
}

export type ResourceCategory = 'Government' | 'Advocacy' | 'Support'

export interface ExternalResource {
  name: string
  description: string
  url: string
  category: ResourceCategory
}

export interface EmergencyContact {
  title: string
  phone: string
  description: string
}

export const faqs: readonly Faq[] = [
  {
    question: 'What services do you offer?',
    answer:
      'We provide day habilitation, community-based support, community inclusion, career planning and supported employment, individual supports, respite, occupational and physical therapy, behavior support, transportation and a housing program. Each plan is built around the person’s own goals.',
  },
  {
    question: 'How do I know if I am eligible for DDD services?',
    answer:
      'Adults are eligible for New Jersey Division of Developmental Disabilities (DDD) services when they have a developmental disability that began before age 22 and live in New Jersey. We can help you gather documents and apply.',
  },
  {
    question: 'What counties do you serve?',
    answer: `We currently serve ${counties.length} New Jersey counties: ${counties.join(', ')}. If you live elsewhere, contact us and we will help you find support.`,
  },
  {
    question: 'How much do your services cost?',
    answer:
      'Most of our services are funded through DDD and Medicaid, so eligible individuals usually pay nothing out of pocket. We will review your funding options with you before services start.',
  },
  {
    question: 'How do I get started?',
    answer: `Call us at ${site.phone.main} or send a message through our contact form. A team member will schedule a free conversation about your needs and walk you through the next steps.`,
  },
  {
    question: 'Do you provide transportation for Day Habilitation?',
    answer:
      'Yes. Transportation to and from our Day Habilitation program is included for participants within our service area.',
  },
  {
    question: 'Can family members be involved in care planning?',
    answer:
      'Absolutely. With the individual’s consent, families and guardians take part in planning meetings, receive progress updates and are always welcome to share ideas.',
  },
  {
    question: 'What qualifications do your staff have?',
    answer:
      'All staff pass background checks and complete state-required training, including CPR and first aid, medication administration where needed, and person-centred and positive behavior support practices, with ongoing education every year.',
  },
]

export const eligibilityGroups: readonly EligibilityGroup[] = [
  {
    title: 'DDD Eligibility Requirements',
    items: [
      'A developmental disability that began before age 22',
      'New Jersey residency',
      'Substantial functional limitations in major life activities',
      'Medicaid eligibility (we can help you apply)',
    ],
  },
  {
    title: 'Age Requirements',
    items: [
      'Support Coordination: all ages',
      'Home Care: all ages',
      'Day Habilitation: adults 18+',
      'Community Services: adults 18+',
      'DCF Children’s Services: launching soon',
    ],
  },
  {
    title: 'Financial Considerations',
    items: [
      'Most services are funded by DDD and Medicaid',
      'No out-of-pocket cost for most eligible individuals',
      'Private pay options are available',
      'We help families understand their funding',
    ],
  },
]

export const applicationSteps: readonly ApplicationStep[] = [
  { title: 'Initial Contact', description: 'Call or write to us. We listen to what you need and answer your first questions.' },
  { title: 'Assessment', description: 'We meet with you and your family to learn about strengths, goals and support needs.' },
  { title: 'Eligibility Verification', description: 'We help you confirm DDD and Medicaid eligibility and gather the documents required.' },
  { title: 'Care Plan Development', description: 'Together we write a person-centred plan with clear, meaningful goals.' },
  { title: 'Service Implementation', description: 'Services begin with a trained team matched to the plan and your schedule.' },
  { title: 'Ongoing Support', description: 'We review progress regularly and adjust supports as goals and needs change.' },
]

export const externalResources: readonly ExternalResource[] = [
  {
    name: 'NJ Division of Developmental Disabilities',
    description: 'The state division that funds and oversees services for adults with intellectual and developmental disabilities in New Jersey.',
    url: 'https://www.nj.gov/humanservices/ddd/',
    category: 'Government',
  },
  {
    name: 'NJ Department of Children and Families',
    description: 'State department serving children and families, including the Children’s System of Care for youth with developmental disabilities.',
    url: 'https://www.nj.gov/dcf/',
    category: 'Government',
  },
  {
    name: 'Disability Rights New Jersey',
    description: 'New Jersey’s designated protection and advocacy organisation for the rights of people with disabilities.',
    url: 'https://disabilityrightsnj.org/',
    category: 'Advocacy',
  },
  {
    name: 'Autism New Jersey',
    description: 'Statewide information, referral and advocacy for people with autism, their families and professionals.',
    url: 'https://www.autismnj.org/',
    category: 'Support',
  },
  {
    name: 'The Arc of New Jersey',
    description: 'Advocacy and programs promoting and protecting the rights of people with intellectual and developmental disabilities.',
    url: 'https://www.arcnj.org/',
    category: 'Advocacy',
  },
  {
    name: 'Family Support Center of New Jersey',
    description: 'A network connecting families of people with disabilities to information, resources and peer support.',
    url: 'https://fscnj.org/',
    category: 'Support',
  },
]

export const emergencyContacts: readonly EmergencyContact[] = [
  { title: 'Crisis Hotline (24/7)', phone: site.phone.crisis, description: 'Immediate help in a mental health or behavioral crisis, any time of day.' },
  { title: 'Main Office Emergency Line', phone: site.phone.afterHours, description: 'After-hours line for urgent matters about our services.' },
  { title: 'Life-Threatening Emergency', phone: site.phone.emergency, description: 'Call 911 for any life-threatening emergency.' },
]

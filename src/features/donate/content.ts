/** Static content of the Donate page (SPEC §3, §9). */

export const PRESET_AMOUNTS = [25, 50, 100, 250, 500, 1000] as const

export interface SponsorTier {
  name: string
  amount: number
  mostPopular: boolean
  benefits: readonly string[]
}

export const sponsorTiers: readonly SponsorTier[] = [
  {
    name: 'Bronze',
    amount: 500,
    mostPopular: false,
    benefits: [
      'Your name on our website sponsor page',
      'Recognition in our annual report',
      'Quarterly impact newsletter',
    ],
  },
  {
    name: 'Silver',
    amount: 5000,
    mostPopular: true,
    benefits: [
      'Everything in Bronze',
      'Your logo on event banners and programmes',
      'Social media thank-you feature',
      'Two invitations to our annual celebration',
    ],
  },
  {
    name: 'Gold',
    amount: 10000,
    mostPopular: false,
    benefits: [
      'Everything in Silver',
      'Named sponsorship of a community program for one year',
      'Logo on our home page',
      'A private visit to one of our day programs',
      'Four invitations to our annual celebration',
    ],
  },
]

export const inKindItems: readonly string[] = [
  'Art and craft supplies',
  'Sensory toys and fidget tools',
  'Adaptive games and puzzles',
  'Gently used laptops and tablets',
  'Gardening tools and seeds',
  'Gift cards for groceries and transportation',
]

export const inKindServices: readonly string[] = [
  'Legal and accounting advice',
  'Graphic design and marketing',
  'IT support and web development',
  'Photography and videography',
  'Facility repairs and maintenance',
  'Job coaching and mentoring',
]

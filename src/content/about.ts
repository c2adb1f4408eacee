import { site } from './site'

/** Static content of the About page. */

export interface CoreValue {
  title: string
  description: string
}

export const mission =
  'To empower people with autism and developmental disabilities to live full, independent lives in their communities, through person-centred support that respects each person’s choices, strengths and dreams.'

export const vision =
  'A New Jersey where every person, whatever their abilities, is valued, included and supported to reach their potential.'

export const history: readonly string[] = [
  `${site.name} began in ${site.foundedYear} as a small team of direct support professionals and families in Essex County who wanted services built around people rather than programs.`,
  'Over the following years we grew into day habilitation, community inclusion, career planning, therapies and supported employment, opening our doors to families across northern and central New Jersey.',
  `In ${site.nonprofitYear} we were recognised as a 501(c)(3) non-profit organisation, a step that lets us reinvest every dollar in the people and families we serve.`,
]

export const coreValues: readonly CoreValue[] = [
  { title: 'Dignity & Respect', description: 'Every person is treated as the expert on their own life.' },
  { title: 'Person-Centred Care', description: 'Supports are shaped by individual goals, preferences and culture.' },
  { title: 'Community Inclusion', description: 'We open doors to work, friendship and belonging in the wider community.' },
  { title: 'Integrity & Excellence', description: 'We hold ourselves to high standards of safety, honesty and quality.' },
]

export const boardNote =
  'Our board of trustees brings together families, clinicians and community leaders. Board member profiles are coming soon.'

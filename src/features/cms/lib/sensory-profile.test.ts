import { describe, expect, it } from 'vitest'
import { effectiveProfile, meetsNeeds, sensoryProfileSchema, storedProfile, type SensoryProfile } from '@contract/sensory.ts'
import { eventInputSchema } from '@contract/admin-content.ts'

const PHOTO = '0c4be431-a7ff-5044-990c-358d180fb147'
const empty: SensoryProfile = {
  noise: null, lighting: null, crowd: null, quietSpace: null, quietSpaceWhere: null, seating: null, food: null, steps: [], access: [],
}
const messages = (value: unknown) => sensoryProfileSchema.safeParse(value).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)

describe('the sensory profile staff save', () => {
  it('takes a full profile, trimming texts and storing empty ones as not said', () => {
    expect(sensoryProfileSchema.parse({
      noise: 'low', lighting: 'medium', crowd: 'high', quietSpace: true, quietSpaceWhere: ' Room 2 ', seating: '', food: 'Snacks',
      steps: [{ text: ' Arrive ', imageId: PHOTO, imageAlt: '' }], access: ['step-free', 'sensory-kits'],
    })).toEqual({
      noise: 'low', lighting: 'medium', crowd: 'high', quietSpace: true, quietSpaceWhere: 'Room 2', seating: null, food: 'Snacks',
      steps: [{ text: 'Arrive', imageId: PHOTO, imageAlt: null }], access: ['step-free', 'sensory-kits'],
    })
  })

  it('refuses bad input in the staff words, under the field it belongs to', () => {
    expect(messages({ noise: 'loud' })).toEqual(['noise: Noise must be low, medium or high'])
    expect(messages({ steps: [{ text: '  ' }] })).toEqual(['steps.0.text: Each step needs its text'])
    expect(messages({ steps: [{ text: 'Go', imageId: 'x' }] })).toEqual(['steps.0.imageId: Invalid id'])
    expect(messages({ steps: Array.from({ length: 11 }, () => ({ text: 'Step' })) })).toEqual(['steps: A sequence may have at most 10 steps'])
    expect(messages({ access: ['lift'] })).toEqual(['access.0: Unknown access feature'])
    expect(messages({ access: ['step-free', 'step-free'] })).toEqual(['access: Each access feature may be chosen once'])
    expect(messages({ quietSpace: false, quietSpaceWhere: 'Room 2' })).toEqual(['quietSpaceWhere: Say where the quiet space is only when there is one'])
    expect(messages({ seating: 'x'.repeat(501) })).toEqual(['seating: Seating must be at most 500 characters'])
  })

  it('is optional on an event, and an event names its location by id', () => {
    const base = { title: 'Movie', description: 'A film.', location: 'Bayonne', eventDate: '2030-01-01T14:00' }
    expect(eventInputSchema.parse(base)).toMatchObject({ sensoryProfile: null, locationId: null })
    expect(eventInputSchema.safeParse({ ...base, locationId: 'bayonne' }).error?.issues[0]?.message).toBe('Choose a location from the list')
  })

  it('reads a stored profile with its missing keys as not said, and anything else as none', () => {
    expect(storedProfile({ noise: 'low', steps: [], access: [] })).toEqual({ ...empty, noise: 'low' })
    expect(storedProfile(null)).toBeNull()
  })
})

describe('an event profile over its location profile', () => {
  const location: SensoryProfile = {
    ...empty, noise: 'medium', quietSpace: true, quietSpaceWhere: 'The library', seating: 'Chairs', steps: [{ text: 'Park', imageId: null, imageAlt: null }],
    access: ['step-free'],
  }

  it('takes each field the event leaves empty from the location', () => {
    const own = { ...empty, noise: 'low' as const, food: 'Popcorn' }
    expect(effectiveProfile(own, location)).toEqual({ ...location, noise: 'low', food: 'Popcorn' })
  })

  it('keeps the event own sequence, access list and quiet space (with its where) over the location', () => {
    const own = { ...empty, quietSpace: false, steps: [{ text: 'Sit', imageId: null, imageAlt: null }], access: ['asl-interpretation' as const] }
    expect(effectiveProfile(own, location)).toMatchObject({ quietSpace: false, quietSpaceWhere: null, steps: own.steps, access: own.access, seating: 'Chairs' })
  })

  it('is either one alone, or none', () => {
    expect(effectiveProfile(null, location)).toBe(location)
    expect(effectiveProfile(location, null)).toBe(location)
    expect(effectiveProfile(null, null)).toBeNull()
  })
})

describe('the events list needs', () => {
  const quiet = { noise: 'low' as const, quietSpace: true, access: ['spanish-interpretation' as const] }
  it('holds only when every need asked for is met', () => {
    expect(meetsNeeds(quiet, ['quiet-room', 'low-noise', 'spanish'])).toBe(true)
    expect(meetsNeeds({ ...quiet, noise: 'medium' }, ['low-noise'])).toBe(false)
    expect(meetsNeeds({ ...quiet, quietSpace: null }, ['quiet-room'])).toBe(false)
    expect(meetsNeeds({ ...quiet, access: [] }, ['spanish'])).toBe(false)
    expect(meetsNeeds(null, ['quiet-room'])).toBe(false)
    expect(meetsNeeds(null, [])).toBe(true)
  })
})

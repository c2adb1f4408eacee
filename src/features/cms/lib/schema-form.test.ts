import { describe, expect, it } from 'vitest'
import { boardMemberInputSchema, heroSlideInputSchema, jobOpeningInputSchema, locationInputSchema } from '@contract/collections.ts'
import { siteSettingsSchema } from '@contract/site-content.ts'
import { emptyValues, fieldLabel, formFields } from './schema-form'

describe('formFields: a form read from the contract schema', () => {
  it('reads kinds, labels, required marks and defaults from a collection schema', () => {
    const fields = formFields(jobOpeningInputSchema)
    expect(fields.map((f) => [f.key, f.label, f.spec.kind, f.required])).toEqual([
      ['title', 'Title', 'text', true],
      ['slug', 'Slug (empty: made from the title)', 'text', false],
      ['department', 'Department', 'text', true],
      ['employmentType', 'Type', 'text', true],
      ['location', 'Location', 'text', true],
      ['description', 'Description', 'text', true],
      ['datePosted', 'Date posted (empty: today)', 'text', false],
      ['closesOn', 'Closing date', 'text', false],
      ['baseSalary', 'Base salary', 'object', false],
      ['published', 'Published', 'boolean', false],
    ])
    expect(fields.find((f) => f.key === 'description')!.spec).toMatchObject({ multiline: true })
    expect(fields.find((f) => f.key === 'closesOn')!.spec).toMatchObject({ nullable: true, date: true })
    const salary = fields.find((f) => f.key === 'baseSalary')!
    expect(salary.spec).toMatchObject({ kind: 'object', nullable: true })
    expect(salary.spec.kind === 'object' && salary.spec.fields.map((f) => [f.key, f.spec.kind, f.required])).toEqual([
      ['min', 'number', true], ['max', 'number', true], ['unit', 'enum', true],
    ])
    expect(emptyValues(fields)).toEqual({
      title: '', slug: '', department: '', employmentType: '', location: '', description: '', datePosted: null, closesOn: null,
      baseSalary: null, published: true,
    })
  })

  it('draws nested lists: hours as groups, days of the week as choices', () => {
    const hours = formFields(locationInputSchema).find((f) => f.key === 'hours')!
    expect(hours.spec.kind).toBe('objectList')
    if (hours.spec.kind !== 'objectList') return
    const days = hours.spec.fields.find((f) => f.key === 'dayOfWeek')!
    expect(days.spec).toEqual({ kind: 'enumList', options: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] })
    expect(hours.spec.fields.find((f) => f.key === 'opens')!.initial).toBeNull()
  })

  it('reads the settings: objects of fields, e-mails behind a pipe, counties as choices', () => {
    const fields = formFields(siteSettingsSchema)
    const phones = fields.find((f) => f.key === 'phones')!
    expect(phones.spec.kind === 'object' && phones.spec.fields.map((f) => f.label)).toEqual(['Main phone', 'Cell phone', 'Crisis line'])
    const emails = fields.find((f) => f.key === 'emails')!
    expect(emails.spec.kind === 'object' && emails.spec.fields[0]!.spec).toMatchObject({ kind: 'text', multiline: false })
    expect(fields.find((f) => f.key === 'serviceCounties')!.spec).toMatchObject({ kind: 'enumList' })
    expect(fields.find((f) => f.key === 'foundedYear')!.spec).toEqual({ kind: 'number' })
  })

  it('reads a media library image as an image choice, optional and empty at first', () => {
    const hero = formFields(heroSlideInputSchema).find((f) => f.key === 'imageId')
    expect(hero).toEqual({ key: 'imageId', label: 'Image from the Media Library', required: false, spec: { kind: 'image' }, initial: null })
    const board = formFields(boardMemberInputSchema)
    expect(board.find((f) => f.key === 'photoId')).toMatchObject({ label: 'Photo', spec: { kind: 'image' } })
    // other optional text stays text
    expect(board.find((f) => f.key === 'bio')?.spec.kind).toBe('text')
  })

  it('reads a location\'s sensory profile: a group behind a checkbox, levels as choices, steps with a library photo', () => {
    const profile = formFields(locationInputSchema).find((f) => f.key === 'sensoryProfile')!
    expect(profile).toMatchObject({ label: 'Sensory and access profile', initial: null, spec: { kind: 'object', nullable: true } })
    if (profile.spec.kind !== 'object') return
    const byKey = Object.fromEntries(profile.spec.fields.map((f) => [f.key, f]))
    expect(byKey.crowd).toMatchObject({ label: 'Crowd size', spec: { kind: 'enum', options: ['low', 'medium', 'high'] } })
    expect(byKey.access).toMatchObject({ label: 'Access features', spec: { kind: 'enumList' } })
    expect(byKey.steps).toMatchObject({ label: 'What to expect, step by step', spec: { kind: 'objectList' } })
    const step = byKey.steps!.spec.kind === 'objectList' ? byKey.steps!.spec.fields : []
    expect(step.map((f) => [f.key, f.label, f.spec.kind])).toEqual([
      ['text', 'Text', 'text'], ['imageId', 'Image from the Media Library', 'image'], ['imageAlt', 'Photo description', 'text'],
    ])
  })

  it('says a field name as a sentence', () => {
    expect(fieldLabel('timeCommitment')).toBe('Time commitment')
  })
})

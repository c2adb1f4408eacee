import { describe, expect, it } from 'vitest'
import { singular, startingValues, textsToSend, textTree } from './text-tree'

describe('the texts of an English answer, as the Spanish editor draws them', () => {
  it('makes a field of each text, a list of each list of texts and a group of each object or entry', () => {
    const tree = textTree({ title: 'T', keyComponents: [{ title: 'A', description: 'B' }], statistics: { home: [{ label: 'Years' }] }, inKindItems: ['Diapers'] })
    expect(tree).toEqual([
      { kind: 'text', path: 'title', label: 'Title', english: 'T' },
      { kind: 'group', path: 'keyComponents', heading: 'Key components', children: [
        { kind: 'group', path: 'keyComponents.0', heading: 'Key component 1', children: [
          { kind: 'text', path: 'keyComponents.0.title', label: 'Title', english: 'A' },
          { kind: 'text', path: 'keyComponents.0.description', label: 'Description', english: 'B' },
        ] },
      ] },
      { kind: 'group', path: 'statistics', heading: 'Statistics', children: [
        { kind: 'group', path: 'statistics.home', heading: 'Home', children: [
          { kind: 'group', path: 'statistics.home.0', heading: 'Home 1', children: [{ kind: 'text', path: 'statistics.home.0.label', label: 'Label', english: 'Years' }] },
        ] },
      ] },
      { kind: 'list', path: 'inKindItems', label: 'In-kind items', item: 'In-kind item', english: ['Diapers'] },
    ])
  })

  it('names one entry of a list', () => {
    expect(singular('paragraphs')).toBe('Paragraph')
    expect(singular('coreValues')).toBe('Core value')
    expect(singular('hours')).toBe('Hours entry')
    // a sensory profile's "what to expect" steps: 'Step 1', not 'What to expect, step by step 1'
    expect(singular('steps')).toBe('Step')
    expect(singular('address')).toBe('Address')
  })

  it('starts from the saved Spanish in the English shape, empty where there is none', () => {
    const english = { title: 'T', items: ['a', 'b'], steps: [{ title: 'x' }, { title: 'y' }] }
    expect(startingValues(english, { title: 'S', steps: [{ title: 'X' }] })).toEqual({ title: 'S', items: ['', ''], steps: [{ title: 'X' }, { title: '' }] })
    expect(startingValues(english, { items: ['uno', 'dos', 'tres'] })).toMatchObject({ items: ['uno', 'dos', 'tres'] })
  })

  it("drops a list's blank entries but keeps list positions of groups", () => {
    expect(textsToSend({ items: ['uno', ' ', ''], steps: [{ title: '' }, { title: 'b' }] })).toEqual({ items: ['uno'], steps: [{ title: '' }, { title: 'b' }] })
  })
})

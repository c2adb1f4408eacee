import { describe, expect, it } from 'vitest'
import { isOutOfDate, overlayTranslation, translatableTexts, translationKind } from '@contract/translations.ts'

const service = {
  id: 'a', slug: 'day-programs', title: 'Day Programs', description: 'Days out.',
  keyComponents: [{ name: 'Skills', description: 'Daily living.' }, { name: 'Community', description: 'Trips.' }],
  overview: 'Overview.',
}

describe('content translations', () => {
  it('knows each subject’s kind, pages by name, and nothing else', () => {
    expect(translationKind({ subject: 'services', key: 'a' })).toBe('services')
    expect(translationKind({ subject: 'pages', key: 'about' })).toBe('pages/about')
    expect(translationKind({ subject: 'pages', key: 'nope' })).toBeUndefined()
    expect(translationKind({ subject: 'constructor', key: 'a' })).toBeUndefined()
  })

  it('takes only the translatable texts, in the English shape', () => {
    expect(translatableTexts('services', service)).toEqual({
      title: 'Day Programs', description: 'Days out.', overview: 'Overview.',
      keyComponents: [{ name: 'Skills', description: 'Daily living.' }, { name: 'Community', description: 'Trips.' }],
    })
    expect(translatableTexts('settings', { tagline: 'T', phones: { main: '1' }, statistics: { home: [{ value: '20+', label: 'Years' }] } }))
      .toEqual({ tagline: 'T', statistics: { home: [{ label: 'Years' }] } })
  })

  it('lays a translation over the English, keeping what it lacks and never its other fields', () => {
    const spanish = { title: 'Programas de día', slug: 'programas', keyComponents: [{ name: 'Habilidades' }], overview: '  ' }
    const result = overlayTranslation('services', service, spanish)
    expect(result.title).toBe('Programas de día')
    expect(result.slug).toBe('day-programs')
    expect(result.overview).toBe('Overview.')
    expect(result.keyComponents).toEqual([{ name: 'Habilidades', description: 'Daily living.' }, { name: 'Community', description: 'Trips.' }])
    expect(service.title).toBe('Day Programs')
  })

  it('takes a list of paragraphs whole', () => {
    const about = { mission: 'M', history: ['One.', 'Two.', 'Three.'] }
    expect(overlayTranslation('pages/about', about, { history: ['Uno y dos.'] }).history).toEqual(['Uno y dos.'])
  })

  it('is out of date when the English texts changed, not when other fields did', () => {
    const source = translatableTexts('services', service)
    expect(isOutOfDate('services', { ...service, slug: 'new', id: 'b' }, source)).toBe(false)
    expect(isOutOfDate('services', { ...service, title: 'Day Programmes' }, source)).toBe(true)
  })
})

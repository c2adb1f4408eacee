// The home page on /es: the staff's texts still in English are marked lang="en" and said so once.
import { configure, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderRoute } from '@/testing/render'
import { server } from '@/testing/server'
import { answerPage, answerSite, marked } from '@/testing/language-answers'

configure({ asyncUtilTimeout: 5000 })

const PAGE_NOTICE = 'Esta página aún no está traducida al español. Mostramos el texto en inglés.'
const SOME_NOTICE = 'Algunos textos aún no están traducidos y se muestran en inglés.'
const heroTitle = 'Empowering Independence, Celebrating Abilities'

describe('the Spanish home page and its content language', { timeout: 30_000 }, () => {
  beforeEach(() => server.use(http.get('*/api/services', () => HttpResponse.json([]))))

  it('marks the untranslated document, the badges and the figures lang="en" and says so once', async () => {
    answerPage('home', 'en')
    answerSite('en')
    await renderRoute('/es')
    expect(await screen.findByRole('heading', { level: 1, name: heroTitle })).toHaveAttribute('lang', 'en')
    expect(screen.getAllByText(PAGE_NOTICE)).toHaveLength(1)
    // the sections below the hero load their code on their own (routes/-home-far-sections.tsx)
    expect((await screen.findByRole('heading', { level: 2, name: 'Our Commitment' })).closest('section')).toHaveAttribute('lang', 'en')
    await screen.findByRole('heading', { level: 2, name: 'Nuestro impacto' })
    expect(screen.getByText('CARF Accredited').closest('li')).toHaveAttribute('lang', 'en')
    expect(screen.getByText('Hours of Care')).toHaveAttribute('lang', 'en')
    // the page's own words stay Spanish
    expect(screen.getByRole('heading', { level: 2, name: 'Nuestro impacto' })).not.toHaveAttribute('lang')
  })

  it('says that some texts are in English when only a badge is', async () => {
    answerPage('home', 'es', (answer) => {
      const [first, ...rest] = answer.collections.accreditations!
      return { ...answer, collections: { ...answer.collections, accreditations: [marked(first!, 'en'), ...rest] } }
    })
    answerSite('es')
    await renderRoute('/es')
    expect(await screen.findByRole('heading', { level: 1, name: heroTitle })).not.toHaveAttribute('lang')
    expect(screen.getAllByText(SOME_NOTICE)).toHaveLength(1)
    expect((await screen.findByText('State Licensed')).closest('li')).toHaveAttribute('lang', 'en')
    expect(screen.getByText('CARF Accredited').closest('li')).not.toHaveAttribute('lang')
  })

  it('says nothing and marks nothing when everything is translated', async () => {
    answerPage('home', 'es')
    answerSite('es')
    await renderRoute('/es')
    expect(await screen.findByRole('heading', { level: 1, name: heroTitle })).not.toHaveAttribute('lang')
    expect(screen.queryByText(PAGE_NOTICE)).toBeNull()
    expect(screen.queryByText(SOME_NOTICE)).toBeNull()
    await screen.findByRole('heading', { level: 2, name: 'Nuestro impacto' })
    expect(document.querySelector('main [lang="en"]')).toBeNull()
  })
})

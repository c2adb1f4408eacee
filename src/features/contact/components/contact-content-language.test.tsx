// /es/contact: a location with no published Spanish keeps its English name and hours, marked lang="en", and the page says so once.
import { configure, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderRoute } from '@/testing/render'
import { server } from '@/testing/server'
import { answerSite, marked } from '@/testing/language-answers'

configure({ asyncUtilTimeout: 5000 })

const SOME_NOTICE = 'Algunos textos aún no están traducidos y se muestran en inglés.'

describe('the Spanish contact page and its content language', { timeout: 30_000 }, () => {
  beforeEach(() => server.use(http.get('*/api/services', () => HttpResponse.json([]))))

  it('marks an untranslated location lang="en" and says so once', async () => {
    answerSite('es', (answer) => ({ ...answer, locations: answer.locations.map((location, i) => marked(location, i === 1 ? 'en' : 'es')) }))
    await renderRoute('/es/contact')
    expect(await screen.findByRole('heading', { level: 3, name: 'Bayonne Location' })).toHaveAttribute('lang', 'en')
    expect(screen.getByRole('heading', { level: 3, name: 'Main Office - Livingston' })).not.toHaveAttribute('lang')
    expect(screen.getAllByText(SOME_NOTICE)).toHaveLength(1)
  })

  it('says nothing and marks nothing when every location is translated', async () => {
    answerSite('es')
    await renderRoute('/es/contact')
    expect(await screen.findByRole('heading', { level: 3, name: 'Bayonne Location' })).not.toHaveAttribute('lang')
    expect(screen.queryByText(SOME_NOTICE)).toBeNull()
    expect(document.querySelector('main [lang="en"]')).toBeNull()
  })
})

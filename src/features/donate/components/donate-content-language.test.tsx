// /es/donate: the page's tiers and in-kind lists, and the settings' figures, marked lang="en"
// while they have no published Spanish, and said so once.
import { configure, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderRoute } from '@/testing/render'
import { server } from '@/testing/server'
import { answerPage, answerSite } from '@/testing/language-answers'

configure({ asyncUtilTimeout: 5000 })

const PAGE_NOTICE = 'Esta página aún no está traducida al español. Mostramos el texto en inglés.'

describe('the Spanish donate page and its content language', { timeout: 30_000 }, () => {
  beforeEach(() => server.use(http.get('*/api/services', () => HttpResponse.json([]))))

  it('marks the untranslated tiers, in-kind lists and figures lang="en" and says so once', async () => {
    answerPage('donate', 'en')
    answerSite('en')
    await renderRoute('/es/donate')
    expect(await screen.findByRole('heading', { level: 3, name: 'Gold' })).toHaveAttribute('lang', 'en')
    expect(screen.getAllByText(PAGE_NOTICE)).toHaveLength(1)
    expect(screen.getByText('Art and craft supplies').closest('ul')).toHaveAttribute('lang', 'en')
    expect(screen.getByText('Satisfaction')).toHaveAttribute('lang', 'en')
    // the page's own words stay Spanish
    expect(screen.getByRole('heading', { level: 3, name: 'Artículos que necesitamos' })).not.toHaveAttribute('lang')
  })

  it('says nothing and marks nothing when the page and the settings are translated', async () => {
    answerPage('donate', 'es')
    answerSite('es')
    await renderRoute('/es/donate')
    expect(await screen.findByRole('heading', { level: 3, name: 'Gold' })).not.toHaveAttribute('lang')
    expect(screen.queryByText(PAGE_NOTICE)).toBeNull()
    expect(document.querySelector('main [lang="en"]')).toBeNull()
  })
})

// /es/jobs/{slug}: an opening with no published Spanish is shown in English, marked lang="en", and said so.
import { configure, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderRoute } from '@/testing/render'
import { server } from '@/testing/server'
import { answerPage } from '@/testing/language-answers'

configure({ asyncUtilTimeout: 5000 })

const PAGE_NOTICE = 'Esta página aún no está traducida al español. Mostramos el texto en inglés.'

describe('a Spanish job page and its content language', { timeout: 30_000 }, () => {
  beforeEach(() => server.use(http.get('*/api/services', () => HttpResponse.json([]))))

  it('marks an untranslated opening lang="en" and says so once, its pay and dates in the page\'s words', async () => {
    answerPage('get-involved', 'en')
    await renderRoute('/es/jobs/support-coordinator')
    expect(await screen.findByRole('heading', { level: 1, name: 'Support Coordinator' })).toHaveAttribute('lang', 'en')
    expect(screen.getAllByText(PAGE_NOTICE)).toHaveLength(1)
    const details = screen.getByRole('complementary', { name: 'Detalles del puesto' })
    expect(within(details).getByText('Departamento').nextElementSibling).toHaveAttribute('lang', 'en')
    expect(within(details).getByText('Departamento')).not.toHaveAttribute('lang')
    expect(within(details).getByText('Publicado').nextElementSibling).not.toHaveAttribute('lang')
  })

  it('marks the opening\'s facts on its application form', async () => {
    answerPage('get-involved', 'en')
    await renderRoute('/es/jobs/support-coordinator/apply')
    expect(await screen.findByText(/^Full-time · Clinical Services/)).toHaveAttribute('lang', 'en')
  })

  it('says nothing and marks nothing for a translated opening', async () => {
    answerPage('get-involved', 'es')
    await renderRoute('/es/jobs/support-coordinator')
    expect(await screen.findByRole('heading', { level: 1, name: 'Support Coordinator' })).not.toHaveAttribute('lang')
    expect(screen.queryByText(PAGE_NOTICE)).toBeNull()
    expect(document.querySelector('main [lang="en"]')).toBeNull()
  })
})

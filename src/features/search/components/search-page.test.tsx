// The search page (issue 60, item 2) as the router renders it: the count in a live region, the
// results with their type, linked title, marked words and date, suggestions when nothing is found,
// its own words for too many characters, and all of it in Spanish on /es/search.
import { configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { SearchAnswer } from '@contract/search.ts'
import { MARK_END, MARK_START } from '@contract/search-marks.ts'
import { server } from '@/testing/server'
import { renderRoute } from '@/testing/render'
import { siteContent } from '@/testing/site-content-handlers'
import { snippetParts } from './search-snippet'

configure({ asyncUtilTimeout: 8000 })

const answer: SearchAnswer = {
  query: 'respite',
  results: [
    { kind: 'services', title: 'Respite Care', url: '/services/respite-care', snippet: `Short breaks: ${MARK_START}respite${MARK_END} for <b>families</b>.`, date: null, lang: 'en' },
    { kind: 'events', title: 'Caregiver Wellness Workshop', url: '/events/caregiver-wellness-workshop', snippet: `Stress management, ${MARK_START}respite${MARK_END} options.`, date: '2026-12-21T15:30:00.000Z', lang: 'en' },
    { kind: 'faqs', title: 'How do I get started?', url: '/resources', snippet: `Call us at {phone} about ${MARK_START}respite${MARK_END}.`, date: null, lang: 'en' },
  ],
}

/** /api/search answering `body`; the words and language each request asked for are kept in `asked`. */
function searchAnswers(body: SearchAnswer) {
  const asked: { q: string | null; lang: string | null }[] = []
  server.use(
    http.get('/api/services', () => HttpResponse.json([])),
    http.get('/api/search', ({ request }) => {
      const url = new URL(request.url)
      asked.push({ q: url.searchParams.get('q'), lang: url.searchParams.get('lang') })
      return HttpResponse.json({ ...body, query: url.searchParams.get('q') })
    }),
  )
  return asked
}

describe('the search page', { timeout: 30_000 }, () => {
  it('announces the count and lists each result with its type, linked title, marked words and date', async () => {
    const asked = searchAnswers(answer)
    await renderRoute('/search?q=respite')
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('3 results for “respite”'))
    const list = screen.getByRole('list', { name: 'Search results' })
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(3)
    expect(within(items[0]!).getByRole('link', { name: 'Respite Care' })).toHaveAttribute('href', '/services/respite-care')
    expect(items[0]).toHaveTextContent(/^Service/)
    // the marked word is a <mark>; the rest, markup included, is text
    expect(items[0]!.querySelector('mark')?.textContent).toBe('respite')
    expect(items[0]).toHaveTextContent('for <b>families</b>.')
    expect(items[0]!.querySelector('b')).toBeNull()
    expect(items[1]).toHaveTextContent(/^Event · December 21, 2026/)
    expect(items[1]!.querySelector('time')).toHaveAttribute('dateTime', '2026-12-21T15:30:00.000Z')
    // the site's settings are put into the texts
    expect(items[2]).toHaveTextContent(`Call us at ${siteContent.settings.phones.main} about respite.`)
    expect(asked).toEqual([{ q: 'respite', lang: null }])
  })

  it('suggests the services and the contact page when nothing is found', async () => {
    searchAnswers({ query: 'zzz', results: [] })
    await renderRoute('/search?q=zzz')
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No results for “zzz”'))
    expect(screen.queryByRole('list', { name: 'Search results' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Browse our services' })).toHaveAttribute('href', '/services')
    expect(screen.getByRole('link', { name: 'Ask us: we are glad to help' })).toHaveAttribute('href', '/contact')
  })

  it('searches again from its form, and says so in the live region', async () => {
    const asked = searchAnswers(answer)
    await renderRoute('/search')
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent('')
    const form = screen.getByRole('search', { name: 'Search' })
    expect(form).toHaveAttribute('method', 'get')
    expect(form).toHaveAttribute('action', '/search')
    await userEvent.type(within(form).getByRole('searchbox', { name: 'Search the site' }), 'respite{Enter}')
    expect(await screen.findByText('3 results for “respite”')).toBe(status)
    expect(asked).toEqual([{ q: 'respite', lang: null }])
  })

  it('says the words are too long without asking /api', async () => {
    const asked = searchAnswers(answer)
    await renderRoute(`/search?q=${'a'.repeat(201)}`)
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Search words are too long: use at most 200 characters.'))
    expect(asked).toEqual([])
  })

  it('is all in Spanish on /es/search, asking for the Spanish texts', async () => {
    const asked = searchAnswers({ query: 'relevo', results: [{ ...answer.results[0]!, title: 'Cuidado de relevo', lang: 'es' }] })
    await renderRoute('/es/search?q=relevo')
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 resultado para “relevo”'))
    const item = within(screen.getByRole('list', { name: 'Resultados de la búsqueda' })).getByRole('listitem')
    expect(item).toHaveTextContent(/^Servicio/)
    expect(within(item).getByRole('link', { name: 'Cuidado de relevo' })).toHaveAttribute('href', '/es/services/respite-care')
    expect(screen.getByRole('search', { name: 'Buscar' })).toHaveAttribute('action', '/es/search')
    expect(asked).toEqual([{ q: 'relevo', lang: 'es' }])
  })
})

describe('snippetParts', () => {
  it('splits a snippet at its marks, and drops a stray mark', () => {
    expect(snippetParts(`a ${MARK_START}b${MARK_END} c ${MARK_START}d`)).toEqual([
      { text: 'a ', marked: false }, { text: 'b', marked: true }, { text: ' c ', marked: false }, { text: 'd', marked: false },
    ])
    expect(snippetParts(`x${MARK_END}y`)).toEqual([{ text: 'xy', marked: false }])
  })
})

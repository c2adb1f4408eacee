// Staff content on Spanish pages (issue 36): the reads ask for Spanish only there, each language
// has its own cache entry, and content still in English is marked lang="en" and said so once.
import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { renderRoute } from '@/testing/render'
import { server } from '@/testing/server'
import { contentKey, contentPath, isTranslated, langOf } from './content-language'
import { pageQueryOptions, siteQueryOptions } from '@/lib/site-content'
import { serviceQueryOptions } from '@/features/services/api/service'
import { eventsQueryOptions } from '@/features/events/api/events'
import { blogPostsQueryOptions } from '@/features/blog/api/blog-posts'

const englishService = {
  id: '1', slug: 'day-habilitation', title: 'Day Habilitation', description: 'A structured day program.',
  overview: 'Overview text.', approach: 'Approach text.', keyComponents: [], staffTraining: 'Training text.', goals: 'Goals text.',
  commitment: 'Commitment text.', createdAt: '2025-01-01T00:00:00Z', updatedAt: '2025-01-01T00:00:00Z',
}
const spanishService = {
  ...englishService, title: 'Habilitación diurna', description: 'Un programa de día con estructura.', overview: 'Texto del resumen.', lang: 'es',
}

/** Answers the service detail with `body` and keeps the addresses it was asked at. */
function serviceAnswer(body: object) {
  const asked: URL[] = []
  server.use(http.get('*/api/services/:slug', ({ request }) => {
    asked.push(new URL(request.url))
    return HttpResponse.json(body)
  }))
  return asked
}

const PAGE_NOTICE = 'Esta página aún no está traducida al español. Mostramos el texto en inglés.'

describe('content in the page language', () => {
  it('asks for Spanish only from a Spanish page, each language under its own key', () => {
    expect(contentPath('/api/services', 'en')).toBe('/api/services')
    expect(contentPath('/api/services', 'es')).toBe('/api/services?lang=es')
    expect(contentPath('/api/x?a=1', 'es')).toBe('/api/x?a=1&lang=es')
    expect(contentKey(['api', 'events'], 'en')).toEqual(['api', 'events'])
    for (const options of [siteQueryOptions, (l: 'en' | 'es') => pageQueryOptions('about', l), (l: 'en' | 'es') => serviceQueryOptions('a', l), eventsQueryOptions, blogPostsQueryOptions]) {
      expect(options('es').queryKey).not.toEqual(options('en').queryKey)
    }
    // the English keys are as before, and prefixes of the Spanish ones (a refresh reaches both)
    expect(siteQueryOptions().queryKey).toEqual(['site'])
    expect(eventsQueryOptions('es').queryKey.slice(0, 2)).toEqual(eventsQueryOptions().queryKey)
  })

  it('marks only content a Spanish page got in English', () => {
    expect(langOf({ lang: 'en' }, 'es')).toEqual({ lang: 'en' })
    expect(langOf({ lang: 'es' }, 'es')).toEqual({})
    expect(langOf({}, 'es')).toEqual({})
    expect(langOf({ lang: 'en' }, 'en')).toEqual({})
    expect([isTranslated({ lang: 'en' }), isTranslated({ lang: 'es' }), isTranslated({}), isTranslated(null)]).toEqual([false, true, true, true])
  })

  it('shows a translated service in Spanish with no notice', async () => {
    const asked = serviceAnswer(spanishService)
    await renderRoute('/es/services/day-habilitation')
    expect(await screen.findByRole('heading', { level: 1, name: 'Habilitación diurna' })).not.toHaveAttribute('lang')
    expect(screen.getByText('Texto del resumen.')).not.toHaveAttribute('lang')
    expect(screen.queryByText(PAGE_NOTICE)).toBeNull()
    expect(asked.every((url) => url.searchParams.get('lang') === 'es')).toBe(true)
    await waitFor(() => expect(document.title).toContain('Habilitación diurna'))
  })

  it('shows an untranslated service in English marked lang="en", and says so', async () => {
    serviceAnswer({ ...englishService, lang: 'en' })
    await renderRoute('/es/services/day-habilitation')
    expect(await screen.findByRole('heading', { level: 1, name: 'Day Habilitation' })).toHaveAttribute('lang', 'en')
    expect(screen.getByText('Overview text.')).toHaveAttribute('lang', 'en')
    expect(screen.getAllByText(PAGE_NOTICE)).toHaveLength(1)
    // the page's own words stay Spanish
    expect(screen.getByRole('heading', { level: 2, name: 'Descripción general' })).not.toHaveAttribute('lang')
  })

  it('sends no lang from an English page, and shows no notice', async () => {
    const asked = serviceAnswer(englishService)
    const lists: URL[] = []
    server.use(http.get('*/api/pages/:page', ({ request }) => {
      lists.push(new URL(request.url))
      return undefined
    }))
    await renderRoute('/services/day-habilitation')
    expect(await screen.findByRole('heading', { level: 1, name: 'Day Habilitation' })).not.toHaveAttribute('lang')
    expect(asked.length).toBeGreaterThan(0)
    expect([...asked, ...lists].every((url) => !url.searchParams.has('lang'))).toBe(true)
    expect(screen.queryByText(PAGE_NOTICE)).toBeNull()
  })

  it('says once that some items of a list are in English, and marks those', async () => {
    server.use(http.get('*/api/services', () => HttpResponse.json([
      { id: '1', slug: 'day-habilitation', title: 'Habilitación diurna', description: 'Un programa.', lang: 'es' },
      { id: '2', slug: 'respite', title: 'Respite Care', description: 'Short breaks.', lang: 'en' },
    ])))
    await renderRoute('/es/services')
    expect(await screen.findByRole('heading', { level: 2, name: 'Respite Care' })).toHaveAttribute('lang', 'en')
    expect(screen.getByRole('heading', { level: 2, name: 'Habilitación diurna' })).not.toHaveAttribute('lang')
    expect(screen.getAllByText('Algunos textos aún no están traducidos y se muestran en inglés.')).toHaveLength(1)
  })
})

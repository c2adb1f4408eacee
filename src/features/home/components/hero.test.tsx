import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import type { HeroSlide } from '@contract/site-content.ts'
import { pageContent } from '@/testing/site-content-handlers'

const heroSlides = pageContent('home').collections['hero-slides'] as [HeroSlide, ...HeroSlide[]]
import { Hero, HERO_INTERVAL_MS } from '@/features/home/components/hero'
import { renderWithProviders } from '@/testing/render'

/** The hero's buttons are router links, so it renders under a one-route router. */
async function renderHero() {
  const router = createRouter({
    routeTree: createRootRoute({ component: Hero }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  await act(() => router.load())
  const rendered = renderWithProviders(<RouterProvider router={router as never} />)
  // the slides arrive from /api/pages/home (the content handlers)
  await waitFor(() => expect(document.querySelector('img[data-active]')).not.toBeNull())
  return rendered
}

const activeAlt = () => document.querySelector('img[data-active]')?.getAttribute('alt')

function preferReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query, onchange: null, addListener: vi.fn(), removeListener: vi.fn(),
    addEventListener: vi.fn(), removeEventListener: vi.fn(), dispatchEvent: vi.fn(),
  }))
}

describe('Home hero', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }))
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('rotates to the next image every 4 seconds and the dots pick one', async () => {
    preferReducedMotion(false)
    await renderHero()
    expect(activeAlt()).toBe(heroSlides[0].alt)
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS))
    expect(activeAlt()).toBe(heroSlides[1]!.alt)
    fireEvent.click(screen.getByRole('button', { name: 'Show image 4 of 4' }))
    expect(activeAlt()).toBe(heroSlides[3]!.alt)
    expect(screen.getByRole('button', { name: 'Show image 4 of 4' })).toHaveAttribute('aria-current', 'true')
  })

  it('stops when the pause button is pressed and resumes with play', async () => {
    preferReducedMotion(false)
    await renderHero()
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }))
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS * 3))
    expect(activeAlt()).toBe(heroSlides[0].alt)
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }))
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS))
    expect(activeAlt()).toBe(heroSlides[1]!.alt)
  })

  it('never moves by itself when the visitor prefers reduced motion', async () => {
    preferReducedMotion(true)
    await renderHero()
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS * 3))
    expect(activeAlt()).toBe(heroSlides[0].alt)
  })
})

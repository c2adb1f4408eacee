import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import type { HeroSlide } from '@contract/site-content.ts'
import { pageContent } from '@/testing/site-content-handlers'

const heroSlides = pageContent('home').collections['hero-slides'] as [HeroSlide, ...HeroSlide[]]
import { Hero, HERO_INTERVAL_MS, HERO_SIZES } from '@/features/home/components/hero'
import { renderWithProviders } from '@/testing/render'
import { libraryImage } from '@/testing/library-image'
import { setHomeCollections } from '@/testing/home-content'
import { attributesOf } from '@/testing/attributes'
import type { Locale } from '@/i18n/locale'

/** The hero's buttons are router links, so it renders under a one-route router. */
async function renderHero(slides: HeroSlide[] = heroSlides, locale: Locale = 'en') {
  const router = createRouter({
    routeTree: createRootRoute({ component: Hero }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  await act(() => router.load())
  const rendered = renderWithProviders(<RouterProvider router={router as never} />, { locale })
  await setHomeCollections(rendered.queryClient, { 'hero-slides': slides })
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

describe('Home hero with library images', () => {
  afterEach(() => vi.restoreAllMocks())
  const drawn = heroSlides.map((slide, i) => ({ ...slide, image: libraryImage(`hero-${i}`, `Drawn scene ${i + 1}`) }))

  it('loads the first image at once with high priority and the rest lazily, each with srcset, sizes, width, height and alt', async () => {
    await renderHero(drawn)
    const images = [...document.querySelectorAll('section[aria-roledescription="carousel"] img')]
    expect(images).toHaveLength(4)
    const [first, ...rest] = images
    expect(attributesOf(first)).toMatchObject({
      loading: 'eager',
      fetchpriority: 'high',
      alt: 'Drawn scene 1',
      srcset: '/media/hero-0-480.webp 480w, /media/hero-0-960.webp 960w, /media/hero-0-1600.webp 1600w, /media/hero-0-1920.webp 1920w',
    })
    for (const img of images) {
      expect(img).toHaveAttribute('sizes', HERO_SIZES)
      expect(img).toHaveAttribute('width', '1920')
      expect(img).toHaveAttribute('height', '1080')
    }
    for (const img of rest) {
      expect(attributesOf(img)).toMatchObject({ loading: 'lazy', fetchpriority: 'low', alt: '', 'aria-hidden': 'true' })
    }
  })

  it('names the image shown as it rotates, and keeps a slide without a library image on its own file', async () => {
    preferReducedMotion(false)
    const mixed = [drawn[0]!, { ...heroSlides[1]!, image: null }, ...drawn.slice(2)]
    await renderHero(mixed)
    fireEvent.click(screen.getByRole('button', { name: 'Show image 2 of 4' }))
    const active = document.querySelector('img[data-active]')!
    expect(active).toHaveAttribute('src', heroSlides[1]!.imageSrc)
    expect(active).toHaveAttribute('alt', heroSlides[1]!.alt)
    expect(active).not.toHaveAttribute('srcset')
    fireEvent.click(screen.getByRole('button', { name: 'Show image 3 of 4' }))
    expect(activeAlt()).toBe('Drawn scene 3')
    expect(screen.getByRole('img', { name: 'Drawn scene 3' })).toBe(document.querySelector('img[data-active]'))
  })
})

describe('Home hero on a Spanish page', () => {
  afterEach(() => vi.restoreAllMocks())

  it('names the carousel, its buttons and its controls in Spanish', async () => {
    preferReducedMotion(false)
    await renderHero(heroSlides, 'es')
    const carousel = document.querySelector('section[aria-label="Bienvenida"]')!
    expect(carousel).toHaveAttribute('aria-roledescription', 'carrusel')
    expect(screen.getByRole('link', { name: 'Conozca nuestros servicios' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Contáctenos' })).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar la imagen 2 de 4' }))
    expect(activeAlt()).toBe(heroSlides[1]!.alt)
    fireEvent.click(screen.getByRole('button', { name: 'Pausar la presentación de imágenes' }))
    expect(screen.getByRole('button', { name: 'Reproducir la presentación de imágenes' })).toBeInTheDocument()
  })
})

import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { FeaturedImage } from '@contract/featured-image.ts'
import { renderWithProviders } from '@/testing/render'
import { ResponsiveImage } from './responsive-image'
import { attributesOf } from '@/testing/attributes'

const image: FeaturedImage = {
  alt: 'Tulips in a raised garden bed',
  width: 1600,
  height: 1067,
  files: [
    { url: '/media/a.webp', width: 480, height: 320 },
    { url: '/media/b.webp', width: 960, height: 640 },
    { url: '/media/c.webp', width: 1600, height: 1067 },
  ],
  social: { url: '/media/s.webp', width: 1200, height: 630 },
}

describe('ResponsiveImage', () => {
  it('offers every width in srcset with the layout width, its size and alt, and waits until near the viewport', () => {
    renderWithProviders(<ResponsiveImage image={image} sizes="(min-width: 48rem) 768px, 100vw" />)
    const img = screen.getByRole('img', { name: 'Tulips in a raised garden bed' })
    expect(attributesOf(img)).toMatchObject({
      srcset: '/media/a.webp 480w, /media/b.webp 960w, /media/c.webp 1600w',
      sizes: '(min-width: 48rem) 768px, 100vw',
      src: '/media/b.webp',
      width: '1600',
      height: '1067',
      loading: 'lazy',
      decoding: 'async',
    })
    expect(img).not.toHaveAttribute('fetchpriority')
  })

  it('loads the page’s LCP image at once with high priority', () => {
    renderWithProviders(<ResponsiveImage image={image} sizes="100vw" priority />)
    const img = screen.getByRole('img')
    expect(img).toHaveAttribute('loading', 'eager')
    expect(img).toHaveAttribute('fetchpriority', 'high')
    expect(img).not.toHaveAttribute('decoding')
  })

  it('gives a decorative image alt="" (screen readers skip it), and takes the widest file when none is 960 px', () => {
    const small = { ...image, alt: '', files: [image.files[0]!] }
    const { container } = renderWithProviders(<ResponsiveImage image={small} sizes="100vw" />)
    const img = container.querySelector('img')!
    expect(img).toHaveAttribute('alt', '')
    expect(screen.queryByRole('img')).toBeNull()
    expect(img).toHaveAttribute('src', '/media/a.webp')
  })
})

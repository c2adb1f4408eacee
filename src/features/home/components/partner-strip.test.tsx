import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Partner } from '@contract/site-content.ts'
import { renderWithProviders } from '@/testing/render'
import { setHomeCollections } from '@/testing/home-content'
import { libraryImage } from '@/testing/library-image'
import { pageContent } from '@/testing/site-content-handlers'
import { PartnerStrip } from './partner-strip'
import { attributesOf } from '@/testing/attributes'

const partners = pageContent('home').collections.partners as [Partner, ...Partner[]]

describe('Partner strip', () => {
  it('shows a library logo at the strip’s height in its own proportions, named by the partner, lazily', async () => {
    const { queryClient } = renderWithProviders(<PartnerStrip />)
    const logo = libraryImage('logo', 'A blue mark', 600, 200)
    await setHomeCollections(queryClient, { partners: [{ ...partners[0], logo }, ...partners.slice(1)] })
    const [shown, copy] = document.querySelectorAll(`img[srcset*="/media/logo-480.webp"]`)
    expect(shown).toBe(screen.getAllByRole('img', { name: partners[0].name })[0])
    expect(attributesOf(shown)).toMatchObject({
      srcset: '/media/logo-480.webp 480w, /media/logo-600.webp 600w',
      sizes: '180px',
      width: '600',
      height: '200',
      loading: 'lazy',
    })
    // the strip's second copy, there for the scrolling, is hidden from screen readers
    expect(copy).toHaveAttribute('alt', '')
  })

  it('keeps the static logo file of a partner without a library logo', () => {
    renderWithProviders(<PartnerStrip />)
    const img = screen.getAllByRole('img', { name: partners[1]!.name })[0]
    expect(img).toHaveAttribute('src', partners[1]!.logoSrc)
    expect(img).toHaveAttribute('width', String(partners[1]!.logoWidth))
    expect(img).toHaveAttribute('height', '60')
    expect(img).not.toHaveAttribute('srcset')
  })
})

describe('Partner strip on a Spanish page', () => {
  it('has its heading and its pause button in Spanish', async () => {
    const { user } = renderWithProviders(<PartnerStrip />, { locale: 'es' })
    expect(screen.getByRole('heading', { name: 'Nuestros socios en la comunidad' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Pausar los logotipos de los socios' }))
    expect(screen.getByRole('button', { name: 'Reproducir los logotipos de los socios' })).toBeInTheDocument()
  })
})

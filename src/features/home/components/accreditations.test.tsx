import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Accreditation } from '@contract/site-content.ts'
import { renderWithProviders } from '@/testing/render'
import { setHomeCollections } from '@/testing/home-content'
import { libraryImage } from '@/testing/library-image'
import { pageContent } from '@/testing/site-content-handlers'
import { Accreditations } from './accreditations'
import { attributesOf } from '@/testing/attributes'

const accreditations = pageContent('home').collections.accreditations as [Accreditation, ...Accreditation[]]

describe('Accreditations', () => {
  it('shows a library badge in its 96 px square, decorative beside its label, lazily, with every width', async () => {
    const { queryClient } = renderWithProviders(<Accreditations />)
    const badge = libraryImage('badge', 'A round seal', 800, 800)
    await setHomeCollections(queryClient, { accreditations: [{ ...accreditations[0], badge }, ...accreditations.slice(1)] })
    const img = document.querySelector('img[srcset]')!
    expect(attributesOf(img)).toMatchObject({
      srcset: '/media/badge-480.webp 480w, /media/badge-800.webp 800w',
      sizes: '96px',
      width: '800',
      height: '800',
      alt: '',
      loading: 'lazy',
    })
    expect(img.closest('li')).toHaveTextContent(accreditations[0].label)
    // the others keep their static badges
    expect(document.querySelectorAll(`img[src="${accreditations[1]!.badgeSrc}"]`)).toHaveLength(1)
    expect(screen.queryAllByRole('img')).toHaveLength(0)
  })
})

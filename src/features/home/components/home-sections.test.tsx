import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import { Accreditations } from './accreditations'
import { NewsletterSection } from './newsletter-section'
import { StatsSection } from './stats-section'

describe('Home sections on a Spanish page', () => {
  it('have their headings and words in Spanish', () => {
    renderWithProviders(
      <>
        <Accreditations />
        <StatsSection />
        <NewsletterSection form={null} />
      </>,
      { locale: 'es' },
    )
    expect(screen.getByRole('heading', { name: 'Con licencia, acreditados y de confianza' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Nuestro impacto' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Manténgase en contacto' })).toBeInTheDocument()
    expect(screen.getByText('Noticias, eventos e historias de nuestra comunidad, unas pocas veces al año.')).toBeInTheDocument()
  })
})

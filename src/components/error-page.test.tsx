import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import { ErrorPage } from './error-page'

describe('ErrorPage', () => {
  it('explains in English on an English page', () => {
    renderWithProviders(<ErrorPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument()
  })

  it('explains in Spanish on a Spanish page', () => {
    renderWithProviders(<ErrorPage />, { locale: 'es' })
    expect(screen.getByRole('heading', { level: 1, name: 'Algo salió mal' })).toBeInTheDocument()
    expect(screen.getByText('No pudimos mostrar esta página. Por favor, inténtelo de nuevo. Si el problema continúa, comuníquese con nosotros.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Volver a cargar la página' })).toBeInTheDocument()
  })
})

import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import { LinkButton } from './link-button'

describe('LinkButton', () => {
  it('renders the link it wraps with the button styles and no type attribute (invalid on <a>)', () => {
    renderWithProviders(
      <LinkButton asChild colorPalette="brand" variant="outline">
        <a href="mailto:info@example.org">Email Us</a>
      </LinkButton>,
    )
    const link = screen.getByRole('link', { name: 'Email Us' })
    expect(link).toHaveAttribute('href', 'mailto:info@example.org')
    expect(link).not.toHaveAttribute('type')
    expect(link).toHaveClass('chakra-button')
  })
})

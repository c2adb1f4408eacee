import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { BoardMember } from '@contract/site-content.ts'
import { renderWithProviders } from '@/testing/render'
import { libraryImage } from '@/testing/library-image'
import { BoardSection } from './board-section'
import { attributesOf } from '@/testing/attributes'

const member = (name: string, photo: BoardMember['photo']): BoardMember => ({
  id: name, name, role: 'Trustee', bio: '', photoId: photo ? 'photo-id' : null, photo, published: true, position: 1, version: 1, updatedAt: '2026-11-27T00:00:00Z',
})

describe('Board section', () => {
  it('shows a member’s photo as a 128 px circle with its alt text, every width and lazily; a member without one has none', () => {
    const photo = libraryImage('portrait', 'Drawn avatar of a smiling figure', 800, 800)
    renderWithProviders(<BoardSection board={[member('Jordan Sample', photo), member('Riley Example', null)]} note="Profiles are coming soon." />)
    const img = screen.getByRole('img', { name: 'Drawn avatar of a smiling figure' })
    expect(attributesOf(img)).toMatchObject({
      srcset: '/media/portrait-480.webp 480w, /media/portrait-800.webp 800w',
      sizes: '128px',
      width: '800',
      height: '800',
      loading: 'lazy',
    })
    expect(img.closest('li')).toHaveTextContent('Jordan Sample')
    expect(screen.getAllByRole('img')).toHaveLength(1)
    expect(screen.getByRole('heading', { name: 'Riley Example' })).toBeInTheDocument()
  })

  it('says the board note when there are no members', () => {
    renderWithProviders(<BoardSection board={[]} note="Profiles are coming soon." />)
    expect(screen.getByText('Profiles are coming soon.')).toBeInTheDocument()
    expect(screen.queryByRole('list')).toBeNull()
  })
})

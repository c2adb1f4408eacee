import { configure, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { Event } from '@contract/events.ts'
import type { PublicSensoryProfile } from '@contract/sensory.ts'
import { server } from '@/testing/server'
import { renderRoute } from '@/testing/render'

configure({ asyncUtilTimeout: 5000 })

const photo = { alt: 'The cinema door', width: 960, height: 640, files: [{ url: '/media/door-960.webp', width: 960, height: 640 }], social: null }
const profile: PublicSensoryProfile = {
  noise: 'low', lighting: 'low', crowd: 'medium', quietSpace: true, quietSpaceWhere: 'Room 2, next to the hall', seating: 'Bean bags', food: null,
  access: ['spanish-interpretation', 'step-free'],
  steps: [
    { text: 'Show your name at the door', imageAlt: 'A smiling greeter at the cinema door', image: photo },
    { text: 'Find a seat', imageAlt: null, image: null },
    { text: 'The film starts', imageAlt: null, image: photo },
  ],
}
const base: Event = {
  id: 'e1', slug: 'quiet-movie', title: 'Quiet Movie', description: 'A relaxed film.', location: 'Bayonne',
  eventDate: '2030-12-12T19:00:00.000Z', endDate: null, registrationDeadline: null, maxCapacity: null, status: 'upcoming',
  registrationOpen: true, waitlistOpen: false, seatsLeft: null, sensoryProfile: profile,
}
const loud: Event = { ...base, id: 'e2', slug: 'loud-party', title: 'Loud Party', sensoryProfile: { ...profile, noise: 'high', quietSpace: false, access: [] } }

describe('an event sensory and access information', { timeout: 30_000 }, () => {
  it('says each fact in words beside its icon, lists its access and its steps in order with their photos', async () => {
    server.use(http.get('/api/events/quiet-movie', () => HttpResponse.json(base)))
    await renderRoute('/events/quiet-movie')
    const section = await screen.findByRole('region', { name: 'Sensory and access information' })
    expect(within(section).getByText('Noise: low. It is mostly quiet.')).toBeInTheDocument()
    expect(within(section).getByText('Crowd: a medium-sized group.')).toBeInTheDocument()
    expect(within(section).getByText(/Room 2, next to the hall/)).toBeInTheDocument()
    expect(within(section).getByText(/Bean bags/)).toBeInTheDocument()
    expect(within(section).queryByText(/^Food:/)).not.toBeInTheDocument()
    // icons are decorative: every fact is its text
    expect(section.querySelectorAll('svg:not([aria-hidden="true"])')).toHaveLength(0)
    const lists = within(section).getAllByRole('list')
    expect(within(lists[1]!).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Step-free access', 'Spanish interpretation'])
    const story = within(section).getByRole('list', { name: 'What to expect' })
    expect(story.tagName).toBe('OL')
    expect(within(story).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Step 1Show your name at the door', 'Step 2Find a seat', 'Step 3The film starts'])
    expect(within(section).getByRole('img', { name: 'A smiling greeter at the cinema door' })).toBeInTheDocument()
    expect(within(section).getByRole('img', { name: 'The cinema door' })).toBeInTheDocument()
  })

  it('has no section for an event without a profile', async () => {
    server.use(http.get('/api/events/quiet-movie', () => HttpResponse.json({ ...base, sensoryProfile: null })))
    await renderRoute('/events/quiet-movie')
    await screen.findByRole('heading', { name: 'About This Event' })
    expect(screen.queryByRole('region', { name: 'Sensory and access information' })).not.toBeInTheDocument()
  })
})

describe('the events list filters', { timeout: 30_000 }, () => {
  it('shows only the events with what was asked for in the address, and filters with the keyboard', async () => {
    server.use(http.get('/api/events', () => HttpResponse.json([base, loud])))
    await renderRoute('/events?quiet-room=on')
    expect(await screen.findByRole('article', { name: 'Quiet Movie' })).toBeInTheDocument()
    expect(screen.queryByRole('article', { name: 'Loud Party' })).not.toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'A quiet room' })).toBeChecked()

    await userEvent.click(screen.getByRole('link', { name: 'Show all events' }))
    expect(await screen.findByRole('article', { name: 'Loud Party' })).toBeInTheDocument()

    const user = userEvent.setup()
    screen.getByRole('checkbox', { name: 'Low noise' }).focus()
    await user.keyboard(' ')
    await user.tab()
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('link', { name: 'Show all events' })).toBeInTheDocument()
    expect(screen.queryByRole('article', { name: 'Loud Party' })).not.toBeInTheDocument()
    expect(screen.getByRole('article', { name: 'Quiet Movie' })).toBeInTheDocument()
  })

  it('says so when no event has everything chosen', async () => {
    server.use(http.get('/api/events', () => HttpResponse.json([loud])))
    await renderRoute('/events?spanish=on')
    expect(await screen.findByRole('heading', { name: 'No Events Match' })).toBeInTheDocument()
  })
})

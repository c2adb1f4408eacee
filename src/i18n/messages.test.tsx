import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { defineMessages, useMessages } from './messages'
import { LocaleProvider } from './use-locale'

const messages = defineMessages({
  en: { title: 'Upcoming events', seats: (count: number) => (count === 1 ? '1 seat left' : `${count} seats left`) },
  es: { title: 'Próximos eventos', seats: (count: number) => (count === 1 ? 'Queda 1 lugar' : `Quedan ${count} lugares`) },
})

function Heading({ seats }: { seats: number }) {
  const t = useMessages(messages)
  return <h2>{`${t.title}: ${t.seats(seats)}`}</h2>
}

describe('useMessages', () => {
  it('gives the words of the page language', () => {
    render(<LocaleProvider locale="es"><Heading seats={3} /></LocaleProvider>)
    expect(screen.getByRole('heading')).toHaveTextContent('Próximos eventos: Quedan 3 lugares')
  })

  it('gives English outside a Spanish page', () => {
    render(<Heading seats={1} />)
    expect(screen.getByRole('heading')).toHaveTextContent('Upcoming events: 1 seat left')
  })
})

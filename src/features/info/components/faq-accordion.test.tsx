import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { pageContent } from '@/testing/site-content-handlers'
import { renderWithProviders } from '@/testing/render'
import { FaqAccordion } from './faq-accordion'

const { faqs } = pageContent('resources').collections
const first = faqs[0]!
const second = faqs[1]!
const trigger = (question: string) => screen.getByRole('button', { name: question })

describe('FAQ accordion', { timeout: 30_000 }, () => {
  it('lists the eight questions, all closed at first', () => {
    renderWithProviders(<FaqAccordion faqs={faqs} />)
    expect(faqs).toHaveLength(8)
    for (const faq of faqs) expect(trigger(faq.question)).toHaveAttribute('aria-expanded', 'false')
  })

  it('opens one question at a time, and clicking the open one closes it', async () => {
    const { user } = renderWithProviders(<FaqAccordion faqs={faqs} />)

    await user.click(trigger(first.question))
    expect(trigger(first.question)).toHaveAttribute('aria-expanded', 'true')
    // The panel opens through Chakra's presence transition, which can finish a tick after the click.
    await waitFor(() => expect(screen.getByText(first.answer)).toBeVisible())

    await user.click(trigger(second.question))
    expect(trigger(second.question)).toHaveAttribute('aria-expanded', 'true')
    expect(trigger(first.question)).toHaveAttribute('aria-expanded', 'false')

    await user.click(trigger(second.question))
    expect(trigger(second.question)).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getAllByRole('button').every((b) => b.getAttribute('aria-expanded') === 'false')).toBe(true)
  })

  it('is operable by keyboard: Tab to a question, Enter and Space toggle, ArrowDown moves on', async () => {
    const { user } = renderWithProviders(<FaqAccordion faqs={faqs} />)

    await user.tab()
    expect(trigger(first.question)).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(trigger(first.question)).toHaveAttribute('aria-expanded', 'true')
    await user.keyboard(' ')
    expect(trigger(first.question)).toHaveAttribute('aria-expanded', 'false')

    await user.keyboard('{ArrowDown}')
    expect(trigger(second.question)).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(trigger(second.question)).toHaveAttribute('aria-expanded', 'true')
    expect(trigger(second.question)).toHaveAttribute('aria-controls', expect.any(String))
  })
})

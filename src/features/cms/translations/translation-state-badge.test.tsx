import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { server } from '@/testing/server'
import { renderWithProviders } from '@/testing/render'
import { translationStatesHandler } from './test-handlers'
import { TranslationBadge } from './translation-state-badge'

describe('the Spanish state badge', { timeout: 60_000 }, () => {
  it("shows each row's state from the one states answer, and nothing for a row it lacks", async () => {
    server.use(translationStatesHandler({
      services: { a: 'missing', b: 'draft' },
      pages: { home: 'published' },
      faqs: { c: 'out-of-date' },
    }))
    renderWithProviders(
      <ul>
        {[['services', 'a'], ['services', 'b'], ['pages', 'home'], ['faqs', 'c'], ['faqs', 'unknown']].map(([subject, key]) => (
          <li key={`${subject}/${key}`} data-testid={`${subject}/${key}`}>
            <TranslationBadge target={{ subject: subject!, key: key! }} />
          </li>
        ))}
      </ul>,
    )
    expect(await screen.findByText('Spanish: missing', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(screen.getByTestId('services/b')).toHaveTextContent('Spanish: draft')
    expect(screen.getByTestId('pages/home')).toHaveTextContent('Spanish: published')
    expect(screen.getByTestId('faqs/c')).toHaveTextContent('Spanish: out of date')
    expect(screen.getByTestId('faqs/unknown')).toBeEmptyDOMElement()
  })
})

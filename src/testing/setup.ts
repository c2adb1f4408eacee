import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest'
import { server } from '@/testing/server'
import { emotionCss, unresolvedTokens } from '@/testing/unresolved-tokens'
import type * as EveryOrg from '@/features/site/every-org'

// jsdom lacks these browser APIs that Chakra, Embla and our route-change code call (a file that
// runs without a document, `@vitest-environment node`, needs none of them).
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return []
  }
}

if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      configurable: true,
      value: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }),
    })
  }

  globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver
  globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo
  Element.prototype.scrollIntoView ??= vi.fn()
  Element.prototype.scrollTo ??= vi.fn() as unknown as typeof Element.prototype.scrollTo
}

// The Every.org widget's script never loads in jsdom, and its load timers (retrying for up to
// 15 s), started when a test points at or focuses Donate, would outlive a test file and fire
// after its window is gone. Components render their plain /donate link; the loader itself is
// tested in src/features/site/components/donate-button.test.tsx, the widget end to end
// (e2e/site/layout.spec.ts).
vi.mock('@/features/site/every-org', async (importOriginal) => ({
  ...(await importOriginal<typeof EveryOrg>()),
  loadDonateWidget: vi.fn(),
}))

// The public forms' proof-of-work widget needs Web Workers, which jsdom lacks: its loader is
// replaced by the widget itself in altcha's own test mode (its `test` option: the check succeeds
// at once, without a challenge). The server's check is tested in supabase/tests/api/
// human-check.test.ts, the widget solving for real in the e2e journeys that send the forms.
vi.mock('@/components/human-check/altcha-widget', async () => {
  // jsdom's page is http://localhost, which browsers count as a secure context; jsdom has no such property
  Object.defineProperty(globalThis, 'isSecureContext', { value: true, configurable: true })
  await import('altcha/external')
  globalThis.$altcha.defaults.set({ test: true, minDuration: 0 })
  return {}
})

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(async () => {
  if (typeof document !== 'undefined') {
    // The toast store outlives a render, and with the component tests sharing their modules
    // (vitest.config.ts) it would show one file's toasts in the next.
    const { toaster } = await import('@/components/ui/toaster')
    toaster.remove()
    // Every style a test rendered names tokens the theme has (src/testing/unresolved-tokens.ts).
    expect(unresolvedTokens(emotionCss()), 'styles naming tokens the theme lacks').toEqual([])
  }
  cleanup()
  server.resetHandlers()
})
afterAll(() => server.close())

import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { WhenNearViewport } from './when-near-viewport'

/** A stand-in for the browser's IntersectionObserver that the test moves into view by hand. */
function fakeIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; targets: Element[] }[] = []
  vi.stubGlobal('IntersectionObserver', class {
    private entry: (typeof observers)[number]
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, options, targets: [] }
      observers.push(this.entry)
    }
    observe(target: Element) { this.entry.targets.push(target) }
    disconnect() { this.entry.targets = [] }
  })
  const intersect = (isIntersecting: boolean) =>
    act(() => {
      for (const { callback, targets } of observers) {
        if (targets.length) callback(targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry), {} as IntersectionObserver)
      }
    })
  return { observers, intersect }
}

const section = () => (
  <WhenNearViewport placeholder={<p>Loading services...</p>}>
    <p>The carousel</p>
  </WhenNearViewport>
)

afterEach(() => vi.unstubAllGlobals())

describe('WhenNearViewport', () => {
  it('shows the placeholder until its place comes within a screen of the viewport', () => {
    const { observers, intersect } = fakeIntersectionObserver()
    render(section())
    expect(screen.getByText('Loading services...')).toBeInTheDocument()
    expect(observers[0]?.options?.rootMargin).toBe('100% 0px')

    intersect(false)
    expect(screen.queryByText('The carousel')).not.toBeInTheDocument()
    intersect(true)
    expect(screen.getByText('The carousel')).toBeInTheDocument()
    expect(screen.queryByText('Loading services...')).not.toBeInTheDocument()
    expect(observers.every((observer) => observer.targets.length === 0)).toBe(true)
  })

  it('shows its content at the first key or pointer press anywhere, without waiting to be near', () => {
    fakeIntersectionObserver()
    const first = render(section())
    fireEvent.keyDown(document.body, { key: 'Tab' })
    expect(screen.getByText('The carousel')).toBeInTheDocument()
    first.unmount()

    render(section())
    expect(screen.queryByText('The carousel')).not.toBeInTheDocument()
    fireEvent.pointerDown(document.body)
    expect(screen.getByText('The carousel')).toBeInTheDocument()
  })

  it('shows its content at once where the browser cannot observe intersections', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    render(section())
    expect(screen.getByText('The carousel')).toBeInTheDocument()
  })
})

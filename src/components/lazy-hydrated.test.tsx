import { Suspense } from 'react'
import { renderToString } from 'react-dom/server'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { inOwnBoundary, lazyHydrated, untilNear } from './lazy-hydrated'

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
  const intersect = (isIntersecting: boolean) => {
    for (const { callback, targets } of observers) {
      if (targets.length) callback(targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry), {} as IntersectionObserver)
    }
  }
  return { observers, intersect }
}

const settled = (promise: Promise<void>) => {
  let done = false
  void promise.then(() => (done = true))
  return async () => {
    await Promise.resolve()
    return done
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

describe('untilNear', () => {
  it('waits until the element is within a screen of the viewport', async () => {
    const { observers, intersect } = fakeIntersectionObserver()
    const element = document.body.appendChild(document.createElement('section'))
    const isDone = settled(untilNear(element))
    expect(observers[0]?.options?.rootMargin).toBe('100% 0px')
    intersect(false)
    expect(await isDone()).toBe(false)
    intersect(true)
    expect(await isDone()).toBe(true)
    expect(observers.every((observer) => observer.targets.length === 0)).toBe(true)
  })

  it('stops waiting at the first key or pointer press', async () => {
    fakeIntersectionObserver()
    const element = document.body.appendChild(document.createElement('section'))
    const afterKey = settled(untilNear(element))
    fireEvent.keyDown(document.body, { key: 'Tab' })
    expect(await afterKey()).toBe(true)
    const afterPointer = settled(untilNear(element))
    expect(await afterPointer()).toBe(false)
    fireEvent.pointerDown(document.body)
    expect(await afterPointer()).toBe(true)
  })

  it('does not wait without an element, or where the browser cannot observe intersections', async () => {
    fakeIntersectionObserver()
    expect(await settled(untilNear(null))()).toBe(true)
    vi.stubGlobal('IntersectionObserver', undefined)
    expect(await settled(untilNear(document.body))()).toBe(true)
  })
})

describe('lazyHydrated', () => {
  const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>

  it('renders whole once preloaded, as the build does (not the fallback)', async () => {
    const load = vi.fn(async () => Greeting)
    const Lazy = lazyHydrated(load, 'far-away')
    const page = () => renderToString(<Suspense fallback={<p>Loading...</p>}><Lazy name="Ada" /></Suspense>)
    expect(page()).toContain('Loading...')
    await Lazy.preload()
    expect(page()).toContain('Hello <!-- -->Ada')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('in the browser, loads its code only once its anchor comes near', async () => {
    const { intersect } = fakeIntersectionObserver()
    const anchor = document.body.appendChild(document.createElement('div'))
    anchor.id = 'far-away'
    const load = vi.fn(async () => Greeting)
    const Lazy = lazyHydrated(load, 'far-away')
    render(<Suspense fallback={<p>Loading...</p>}><Lazy name="Grace" /></Suspense>)
    await act(async () => {})
    expect(load).not.toHaveBeenCalled()
    await act(async () => intersect(true))
    expect(await screen.findByText('Hello Grace')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('loads at once where its anchor is not on the page (a page the browser renders itself)', async () => {
    fakeIntersectionObserver()
    const Lazy = lazyHydrated(async () => Greeting, 'not-here')
    render(<Suspense fallback={<p>Loading...</p>}><Lazy name="Alan" /></Suspense>)
    expect(await screen.findByText('Hello Alan')).toBeInTheDocument()
  })
})

describe('inOwnBoundary', () => {
  it('renders the component in a boundary that a re-render around it with the same props does not reach', async () => {
    const renders = vi.fn()
    const Greeting = ({ name }: { name: string }) => {
      renders(name)
      return <p>Hello {name}</p>
    }
    const Bounded = inOwnBoundary(Greeting)
    const { rerender } = render(<div><Bounded name="Ada" /></div>)
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument()
    rerender(<div data-page="again"><Bounded name="Ada" /></div>)
    expect(renders).toHaveBeenCalledTimes(1)
    rerender(<div><Bounded name="Grace" /></div>)
    expect(screen.getByText('Hello Grace')).toBeInTheDocument()
    expect(renders).toHaveBeenCalledTimes(2)
  })
})

import { describe, expect, it } from 'vitest'
import { afterFirstPaint, PRELOAD_TASK_MS } from './after-first-paint.ts'

/**
 * Runs the inline script against a stand-in window and document; returns what it added to <head>
 * at each step, and the window, whose scroll position `scrollTo` moves as a visitor's scroll would.
 */
function run(source: string) {
  const frames: (() => void)[] = []
  const tasks: (() => void)[] = []
  const head: Record<string, unknown>[] = []
  const appended: Record<string, unknown>[] = []
  const listeners = new Set<() => void>()
  const window: Record<string, unknown> = {
    scrollX: 0,
    scrollY: 0,
    addEventListener: (type: string, listener: () => void) => type === 'scroll' && listeners.add(listener),
    removeEventListener: (type: string, listener: () => void) => type === 'scroll' && listeners.delete(listener),
  }
  const document = {
    createElement: (tag: string) => ({ tag }) as Record<string, unknown>,
    head: {
      append: (element: Record<string, unknown>) => {
        appended.push(element)
        head.push(Object.fromEntries(Object.entries(element).filter(([, value]) => typeof value !== 'function')))
      },
    },
  }
  const requestAnimationFrame = (callback: () => void) => frames.push(callback)
  const setTimeout = (callback: () => void) => tasks.push(callback)
  /** The page's clock: each reading `msPerReading` later than the one before (0: time stands still). */
  const clock = { now: 0, msPerReading: 0 }
  const performance = { now: () => (clock.now += clock.msPerReading) }
  new Function('window', 'document', 'requestAnimationFrame', 'setTimeout', 'performance', source)(window, document, requestAnimationFrame, setTimeout, performance)
  const scrollTo = (x: number, y: number) => {
    Object.assign(window, { scrollX: x, scrollY: y })
    listeners.forEach((listener) => listener())
  }
  /** The browser's load event of the script appended `index`-th (after it has run), or its error event. */
  const fire = (index: number, event: 'onload' | 'onerror') => (appended[index]![event] as () => void)()
  return { head, window, scrollTo, fire, clock, paintFrame: () => frames.splice(0).forEach((f) => f()), runTasks: () => tasks.splice(0).forEach((t) => t()) }
}

describe("the inline script that asks for a page's code after its first paint", () => {
  it('adds nothing until the first frame has been painted, then the preloads and the entry', () => {
    const page = run(afterFirstPaint({ preloads: ['/assets/runtime-1.js', '/assets/card-1.js'], entry: '/assets/main-1.js' }))
    expect(page.head).toEqual([])
    page.paintFrame()
    expect(page.head).toEqual([]) // the frame callback runs before that frame is painted
    page.runTasks()
    expect(page.head).toEqual([
      { tag: 'link', rel: 'modulepreload', href: '/assets/runtime-1.js' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/card-1.js' },
      { tag: 'script', type: 'module', src: '/assets/main-1.js' },
    ])
  })

  it('follows the scroll position from the first paint for the app, until the app stops it', () => {
    const page = run(afterFirstPaint({ preloads: [], entry: '/assets/main-1.js' }))
    page.scrollTo(0, 120) // before the first paint: the task after it reads where the visitor is
    page.paintFrame()
    expect(page.window.__pageScroll).toBeUndefined()
    page.runTasks()
    const scroll = page.window.__pageScroll as { left: number; top: number; stop: () => void }
    expect(scroll).toMatchObject({ left: 0, top: 120 })
    page.scrollTo(0, 480)
    expect(scroll).toMatchObject({ left: 0, top: 480 })
    scroll.stop()
    page.scrollTo(0, 0)
    expect(scroll).toMatchObject({ left: 0, top: 480 })
  })

  it('runs the start stages one after the other, each in a task after the one before has run, then the entry', () => {
    const page = run(afterFirstPaint({ preloads: ['/assets/react-1.js'], stages: ['/assets/react-1.js', '/assets/styles-1.js'], entry: '/assets/main-1.js' }))
    page.paintFrame()
    page.runTasks()
    const script = (src: string) => ({ tag: 'script', type: 'module', src })
    expect(page.head).toEqual([{ tag: 'link', rel: 'modulepreload', href: '/assets/react-1.js' }, script('/assets/react-1.js')])
    page.fire(1, 'onload')
    expect(page.head).toHaveLength(2) // the next stage waits for a task of its own
    page.runTasks()
    expect(page.head.at(-1)).toEqual(script('/assets/styles-1.js'))
    // a stage that failed to load does not hold the entry back
    page.fire(2, 'onerror')
    page.runTasks()
    expect(page.head.at(-1)).toEqual(script('/assets/main-1.js'))
    expect(page.head).toHaveLength(4)
  })

  it('adds the preloads a few per task: once a task has spent its time, the rest wait for the next', () => {
    const files = ['/assets/a-1.js', '/assets/b-1.js', '/assets/c-1.js', '/assets/d-1.js', '/assets/e-1.js']
    const page = run(afterFirstPaint({ preloads: files, entry: '/assets/main-1.js' }))
    page.clock.msPerReading = PRELOAD_TASK_MS / 2 // each link takes half the task's time
    page.paintFrame()
    page.runTasks()
    const link = (href: string) => ({ tag: 'link', rel: 'modulepreload', href })
    // two links, then the entry starts in the same task; the other three follow in tasks of their own
    expect(page.head).toEqual([link(files[0]!), link(files[1]!), { tag: 'script', type: 'module', src: '/assets/main-1.js' }])
    page.runTasks()
    expect(page.head.slice(3)).toEqual([link(files[2]!), link(files[3]!)])
    page.runTasks()
    expect(page.head.slice(5)).toEqual([link(files[4]!)])
    page.runTasks()
    expect(page.head).toHaveLength(6)
  })

  it("fetches a route's chunks without running anything", () => {
    const page = run(afterFirstPaint({ preloads: ['/assets/about-1.js'] }))
    page.paintFrame()
    page.runTasks()
    expect(page.head).toEqual([{ tag: 'link', rel: 'modulepreload', href: '/assets/about-1.js' }])
    expect(page.window.__pageScroll).toBeUndefined()
  })
})

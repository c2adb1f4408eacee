import { describe, expect, it } from 'vitest'
import { afterFirstPaint } from './after-first-paint.ts'

/** Runs the inline script against a stand-in document; returns what it added to <head> at each step. */
function run(source: string) {
  const frames: (() => void)[] = []
  const tasks: (() => void)[] = []
  const head: Record<string, string>[] = []
  const document = {
    createElement: (tag: string) => ({ tag }),
    head: { append: (element: Record<string, string>) => head.push({ ...element }) },
  }
  new Function('requestAnimationFrame', 'setTimeout', 'document', source)(
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => tasks.push(callback),
    document,
  )
  return { head, paintFrame: () => frames.splice(0).forEach((f) => f()), runTasks: () => tasks.splice(0).forEach((t) => t()) }
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

  it("fetches a route's chunks without running anything", () => {
    const page = run(afterFirstPaint({ preloads: ['/assets/about-1.js'] }))
    page.paintFrame()
    page.runTasks()
    expect(page.head).toEqual([{ tag: 'link', rel: 'modulepreload', href: '/assets/about-1.js' }])
  })
})

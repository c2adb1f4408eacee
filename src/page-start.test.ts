import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startPrerenderedPage } from './page-start'

let frames: FrameRequestCallback[]

beforeEach(() => {
  document.head.innerHTML = ''
  document.body.innerHTML =
    '<div id="root"><form><input name="email"><button type="submit">Send Message</button></form><button type="button">Services</button></div>'
  frames = []
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  delete window.earlyPresses
  delete window.earlyRequests
})

const added = () => [...document.head.children].map((element) => element.outerHTML)
const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === name)!

describe("a prerendered page's code", () => {
  it('is asked for once the first frame is painted: the preloads, then the entry', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible')
    startPrerenderedPage('/assets/index-a.js', ['/assets/runtime-b.js', '/assets/about-c.js'])
    expect(added()).toEqual([])
    frames.forEach((frame) => frame(0))
    expect(added()).toEqual([])
    vi.runAllTimers()
    expect(added()).toEqual([
      '<link rel="modulepreload" crossorigin="" href="/assets/runtime-b.js">',
      '<link rel="modulepreload" crossorigin="" href="/assets/about-c.js">',
      '<script type="module" crossorigin="" src="/assets/index-a.js"></script>',
    ])
  })

  it("comes with the page's data, asked for at once, the way apiFetch asks for it", () => {
    const fetch = vi.fn(() => Promise.resolve(Response.json([])))
    vi.stubGlobal('fetch', fetch)
    startPrerenderedPage('/assets/index-a.js', [], ['/api/events'])
    expect(fetch).toHaveBeenCalledWith('/api/events', { headers: { Accept: 'application/json' }, credentials: 'include' })
    expect(Object.keys(window.earlyRequests!)).toEqual(['/api/events'])
  })

  it('is asked for at once in a background tab, which paints nothing until it is shown', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    startPrerenderedPage('/assets/index-a.js', [])
    expect(frames).toEqual([])
    expect(added()).toEqual(['<script type="module" crossorigin="" src="/assets/index-a.js"></script>'])
  })
})

describe('presses before React is attached', () => {
  it('are held back (a submit button does not send its form the browser’s way) and made again on replay', () => {
    const submits = vi.fn((event: Event) => event.preventDefault())
    document.querySelector('form')!.addEventListener('submit', submits)
    startPrerenderedPage('/assets/index-a.js', [])
    button('Send Message').click()
    expect(submits).not.toHaveBeenCalled()

    window.earlyPresses!.replay()
    expect(submits).toHaveBeenCalledTimes(1)
    button('Send Message').click()
    expect(submits).toHaveBeenCalledTimes(2)
  })

  it('include keys such as ArrowDown on a menu button, but not those that arrive as a click', () => {
    startPrerenderedPage('/assets/index-a.js', [])
    const press = (key: string) => button('Services').dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
    expect(press('ArrowDown')).toBe(false)
    expect(press('Enter')).toBe(true)
    const seen: string[] = []
    button('Services').addEventListener('keydown', (event) => seen.push(event.key))
    window.earlyPresses!.replay()
    expect(seen).toEqual(['ArrowDown'])
  })

  it('are forgotten, and no longer held back, when the page is rendered afresh', () => {
    const clicks = vi.fn()
    startPrerenderedPage('/assets/index-a.js', [])
    button('Services').addEventListener('click', clicks)
    button('Services').click()
    window.earlyPresses!.discard()
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    button('Services').dispatchEvent(click)
    expect(click.defaultPrevented).toBe(false)
    window.earlyPresses!.replay()
    expect(clicks).toHaveBeenCalledTimes(2)
  })
})

import { fireEvent, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { server } from '@/testing/server'
import { userHandler } from '@/testing/admin-handlers'

// The shared setup replaces the loader with a stub (src/testing/setup.ts); here it is the real one.
vi.unmock('@/features/site/every-org')

const widgetScripts = () => document.head.querySelectorAll('script[src^="https://embeds.every.org/"]')
const widgetScript = () => widgetScripts()[0] ?? null
/** The site header's Donate (the mobile menu's is rendered only when its drawer opens). */
const headerDonate = () => document.querySelector<HTMLElement>('[data-every-donate]')!

/**
 * A page with a fresh copy of the widget's module (it loads once per page load). The module is
 * evaluated here, as a browser holding its chunk would have it: a Donate button's import of it
 * then settles within the next tick, so `vi.dynamicImportSettled()` reliably sees the loader
 * start, even on a busy machine where a first import is still being transformed.
 */
async function openPage(path = '/about') {
  vi.resetModules()
  const { renderRoute } = await import('@/testing/render')
  await import('@/features/site/every-org')
  const page = await renderRoute(path)
  await screen.findByRole('heading', { level: 1 })
  return page
}

// Every test starts the loader under fake timers: its retries (up to 15 s) must not outlive this
// file's window, and afterEach drops whatever is still pending and ends any loader left.
describe('Every.org donate widget, loaded on intent (SPEC §4)', () => {
  beforeEach(() => {
    server.use(http.get('/api/services', () => HttpResponse.json([])))
  })
  afterEach(async () => {
    // A loader whose import settled late may have started on real timers; its retries (up to 15 s)
    // would outlive this file and run with no window. Each page's script failing ends its loader:
    // a pending retry then returns before it reads the window.
    await vi.dynamicImportSettled()
    vi.useRealTimers()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    for (const script of widgetScripts()) {
      script.dispatchEvent(new Event('error'))
      script.remove()
    }
    error.mockRestore()
    delete window.everyDotOrgDonateButton
    window.history.replaceState(null, '', '/')
  })

  it('is not requested with the page; pointing at Donate requests it, and the widget is set up 500 ms later, retried every 100 ms', async () => {
    await openPage()
    expect(widgetScript()).toBeNull()

    vi.useFakeTimers()
    fireEvent.pointerEnter(headerDonate())
    await vi.dynamicImportSettled() // the loader is code of its own
    expect(widgetScript()).not.toBeNull()
    expect(widgetScript()).toHaveAttribute('src', 'https://embeds.every.org/0.4/button.js?explicit=1')

    const createWidget = vi.fn()
    vi.advanceTimersByTime(550) // the first attempt, at 500 ms, finds no widget yet
    window.everyDotOrgDonateButton = { createWidget }
    vi.advanceTimersByTime(49)
    expect(createWidget).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1) // the retry at 600 ms
    expect(createWidget).toHaveBeenCalledOnce()
    expect(createWidget).toHaveBeenCalledWith({ selector: '[data-every-donate]', nonprofitSlug: 'bright-path-support-services', noExit: false })
    expect(headerDonate()).toHaveAttribute('data-every-bound', 'true')

    // once per page: more intent neither adds a script nor sets the widget up again
    fireEvent.pointerEnter(headerDonate())
    await vi.dynamicImportSettled()
    vi.advanceTimersByTime(1000)
    expect(widgetScripts()).toHaveLength(1)
    expect(createWidget).toHaveBeenCalledOnce()
  })

  it('is requested when Donate takes the keyboard focus', async () => {
    await openPage()
    vi.useFakeTimers()
    expect(widgetScript()).toBeNull()
    fireEvent.focus(headerDonate())
    await vi.dynamicImportSettled()
    expect(widgetScript()).not.toBeNull()
    const createWidget = vi.fn()
    window.everyDotOrgDonateButton = { createWidget }
    vi.advanceTimersByTime(499)
    expect(createWidget).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(createWidget).toHaveBeenCalledOnce()
  })

  it('is requested when Donate is pressed; until the widget is ready the press follows the link to /donate', async () => {
    const { router } = await openPage()
    expect(widgetScript()).toBeNull()
    vi.useFakeTimers()
    fireEvent.pointerDown(headerDonate())
    await vi.dynamicImportSettled()
    expect(widgetScript()).not.toBeNull()
    fireEvent.click(headerDonate())
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/donate'))
  })

  it('is never requested in a staff document (the sign-in screens show the public header): Donate stays a link to /donate', async () => {
    server.use(userHandler(null))
    window.history.replaceState(null, '', '/admin/login')
    const { router } = await openPage('/admin/login')
    vi.useFakeTimers()
    for (const intent of [fireEvent.pointerEnter, fireEvent.focus, fireEvent.pointerDown]) intent(headerDonate())
    await vi.dynamicImportSettled()
    vi.advanceTimersByTime(1000)
    expect(widgetScript()).toBeNull()
    fireEvent.click(headerDonate())
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/donate'))
  })

  it('logs a failed script and leaves Donate a link to /donate', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { router } = await openPage()
    vi.useFakeTimers()
    fireEvent.pointerEnter(headerDonate())
    await vi.dynamicImportSettled()
    widgetScript()!.dispatchEvent(new Event('error'))
    expect(error).toHaveBeenCalledWith(expect.stringContaining('could not be loaded'))
    fireEvent.click(headerDonate())
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/donate'))
    error.mockRestore()
  })
})

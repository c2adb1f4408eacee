import { render, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderRoute } from '@/testing/render'
import { server } from '@/testing/server'
import { useLocale } from './use-locale'

/** The site's own addresses the page links to, once its footer (loaded on its own) is there. */
async function internalHrefs() {
  await within(await screen.findByRole('contentinfo')).findAllByRole('link')
  // the language switch (hreflang) is the one link to the other language
  return screen.getAllByRole('link').filter((link) => !link.hasAttribute('hreflang'))
    .map((link) => link.getAttribute('href') ?? '').filter((href) => href.startsWith('/'))
}

describe('the router under /es/', () => {
  beforeEach(() => {
    server.use(http.get('/api/services', () => HttpResponse.json([])))
  })

  it('shows the page of the English address, and its links stay in Spanish', async () => {
    const { router } = await renderRoute('/es/about')
    await screen.findByRole('heading', { level: 1 })
    expect(router.state.location.pathname).toBe('/about')
    expect(router.options.context.locale).toBe('es')
    const hrefs = await internalHrefs()
    expect(hrefs).toContain('/es')
    expect(hrefs).toContain('/es/privacy')
    expect(hrefs.filter((href) => !href.startsWith('/es'))).toEqual([])
  })

  it('an English page has English addresses and no rewrite', async () => {
    const { router } = await renderRoute('/about')
    await screen.findByRole('heading', { level: 1 })
    expect(router.options.rewrite).toBeUndefined()
    const hrefs = await internalHrefs()
    expect(hrefs).toContain('/privacy')
    expect(hrefs.filter((href) => href.startsWith('/es'))).toEqual([])
  })

  it('components read the language outside a router as English', () => {
    let seen = ''
    function Probe() {
      seen = useLocale()
      return null
    }
    render(<Probe />)
    expect(seen).toBe('en')
  })
})

import { configure, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { COLLECTION_NAMES } from '@contract/collections.ts'
import { COLLECTION_LABELS } from '@contract/collection-labels.ts'
import { server } from '@/testing/server'
import { renderRoute } from '@/testing/render'
import { admin, dashboardHandlers, layoutHandlers, userHandler } from '@/testing/admin-handlers'
import { translationStatesHandler } from '../../translations/test-handlers'

configure({ asyncUtilTimeout: 8000 })

function signedIn() {
  server.use(
    http.get('/api/admin/content/:collection', () => HttpResponse.json([])),
    translationStatesHandler(),
    ...layoutHandlers,
    ...dashboardHandlers,
    userHandler(admin),
  )
}

const sidebar = () => screen.getByRole('navigation', { name: 'Admin sections', hidden: true })

describe('/admin/content/$collection', { timeout: 120_000 }, () => {
  it('gives every declared collection a link in the Content group and its own screen', async () => {
    signedIn()
    const { router, user } = await renderRoute('/admin')
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer Relationship Management' })).toBeInTheDocument()
    const content = within(sidebar()).getByRole('list', { name: 'Content', hidden: true })
    for (const name of COLLECTION_NAMES) {
      const label = COLLECTION_LABELS[name]
      const link = within(content).getByRole('link', { name: label, hidden: true })
      expect(link).toHaveAttribute('href', `/admin/content/${name}`)
      await user.click(link)
      expect(await screen.findByRole('heading', { level: 1, name: label })).toBeInTheDocument()
      expect(router.state.location.pathname).toBe(`/admin/content/${name}`)
      expect(within(sidebar()).getByRole('link', { name: label, hidden: true })).toHaveAttribute('aria-current', 'page')
    }
  })

  it('answers an unknown collection with the not-found page', async () => {
    signedIn()
    await renderRoute('/admin/content/testimonials')
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Add/ })).not.toBeInTheDocument()
  })
})

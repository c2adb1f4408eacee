import { configure, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@/testing/server'
import { renderRoute } from '@/testing/render'

configure({ asyncUtilTimeout: 5000 })

describe('/applications/withdraw', { timeout: 30_000 }, () => {
  it('withdraws with the token from the link only once the applicant presses the button', async () => {
    const sent: unknown[] = []
    server.use(
      http.get('/api/services', () => HttpResponse.json([])),
      http.post('/api/applications/withdraw', async ({ request }) => {
        sent.push(await request.json())
        return HttpResponse.json({ message: 'Your application has been withdrawn and your resume deleted.' })
      }),
    )
    const { user } = await renderRoute('/applications/withdraw?token=app.sig')
    expect(await screen.findByRole('heading', { level: 1, name: 'Withdraw Your Application' })).toBeInTheDocument()
    expect(sent).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Withdraw my application' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Your application has been withdrawn and your resume deleted.')
    expect(sent).toEqual([{ token: 'app.sig' }])
  })

  it("shows the server's words for a link that is no longer valid, and says a cut link is incomplete", async () => {
    server.use(
      http.get('/api/services', () => HttpResponse.json([])),
      http.post('/api/applications/withdraw', () => HttpResponse.json({ error: 'This link is invalid or has expired.' }, { status: 400 })),
    )
    const { user, unmount } = await renderRoute('/applications/withdraw?token=forged')
    await user.click(await screen.findByRole('button', { name: 'Withdraw my application' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has expired.')
    unmount()

    await renderRoute('/applications/withdraw')
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete. Please use the full link from your email.')
    expect(screen.queryByRole('button', { name: 'Withdraw my application' })).toBeNull()
  })
})

import { configure, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@/testing/server'
import { renderRoute } from '@/testing/render'

configure({ asyncUtilTimeout: 5000 })

describe('/newsletter/unsubscribe', { timeout: 30_000 }, () => {
  it('unsubscribes with the token from the link once the reader presses the button', async () => {
    let sent: unknown
    server.use(
      http.post('/api/newsletter/unsubscribe', async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json({ message: "You've been unsubscribed from our newsletter." })
      }),
      http.get('/api/services', () => HttpResponse.json([])),
    )
    const { user } = await renderRoute('/newsletter/unsubscribe?token=reader%40example.org.sig')

    expect(await screen.findByRole('heading', { level: 1, name: 'Unsubscribe from Our Newsletter' })).toBeInTheDocument()
    expect(sent).toBeUndefined()
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }))

    expect(await screen.findByText("You've been unsubscribed from our newsletter.")).toBeInTheDocument()
    expect(sent).toEqual({ token: 'reader@example.org.sig' })
  })
})

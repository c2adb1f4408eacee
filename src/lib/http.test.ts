import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ApiError, apiFetch, errorMessage, readApiFrom } from '@/lib/http'
import { server } from '@/testing/server'

describe('apiFetch', () => {
  it('sends cookies, and JSON only on a call with a body', async () => {
    const seen: Request[] = []
    server.use(
      http.get('/api/thing', ({ request }) => (seen.push(request), HttpResponse.json({ n: 1 }))),
      http.post('/api/thing', ({ request }) => (seen.push(request), HttpResponse.json({ ok: true }))),
    )
    expect(await apiFetch('/api/thing', { schema: z.object({ n: z.number() }) })).toEqual({ n: 1 })
    await apiFetch('/api/thing', { method: 'POST', body: { a: 1 } })
    const [get, post] = seen
    expect(get!.credentials).toBe('include')
    expect(get!.headers.get('content-type')).toBeNull()
    expect(post!.headers.get('content-type')).toBe('application/json')
    expect(await post!.json()).toEqual({ a: 1 })
    // No header the server never reads: the CSRF defence is Origin / Sec-Fetch-Site (guards.ts).
    expect([...get!.headers.keys(), ...post!.headers.keys()]).not.toContain('x-requested-with')
  })

  it("asks for the API's sentences in Spanish from a Spanish page only", async () => {
    const languages: (string | null)[] = []
    server.use(http.post('/api/thing', ({ request }) => (languages.push(request.headers.get('accept-language')), HttpResponse.json({}))))
    document.documentElement.lang = 'es'
    try {
      await apiFetch('/api/thing', { method: 'POST', body: {} })
    } finally {
      document.documentElement.lang = 'en'
    }
    await apiFetch('/api/thing', { method: 'POST', body: {} })
    expect(languages[0]).toBe('es')
    expect(languages[1]).not.toBe('es')
  })

  it('loads a schema given as a loader while the request is under way, and checks the answer with it', async () => {
    const order: string[] = []
    let answer: () => void = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    server.use(http.get('/api/thing', async () => (order.push('request'), await answered, HttpResponse.json({ n: 'one' }))))
    const schema = () => (order.push('schema'), answer(), Promise.resolve(z.object({ n: z.number() })))
    await expect(apiFetch('/api/thing', { schema })).rejects.toThrow('Unexpected response from /api/thing')
    expect(order).toEqual(['schema', 'request'])
  })

  it('reads /api from the target the prerender names, outside a page', async () => {
    const seen: string[] = []
    server.use(http.get('https://project.example/functions/v1/api/thing', ({ request }) => (seen.push(`${request.url} ${request.headers.get('x-nf-sign')}`), HttpResponse.json({ n: 3 }))))
    readApiFrom('https://project.example/functions/v1/api/', { 'x-nf-sign': 'signature' })
    try {
      expect(await apiFetch('/api/thing')).toEqual({ n: 3 })
    } finally {
      readApiFrom('')
    }
    expect(seen).toEqual(['https://project.example/functions/v1/api/thing signature'])
  })

  it('raises "status: body" and keeps the server explanation and field errors', async () => {
    const body = { error: 'Email is taken', fieldErrors: { email: ['Email is taken'] } }
    server.use(http.post('/api/thing', () => HttpResponse.json(body, { status: 409 })))
    const err = await apiFetch('/api/thing', { method: 'POST', body: {} }).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(ApiError)
    expect((err as ApiError).message).toBe(`409: ${JSON.stringify(body)}`)
    expect((err as ApiError).fieldErrors).toEqual({ email: ['Email is taken'] })
    expect(errorMessage(err, 'Failed')).toBe('Email is taken')
  })

  it('uses the status text when the body is empty, and the fallback when nothing is explained', async () => {
    server.use(http.get('/api/thing', () => new HttpResponse(null, { status: 500, statusText: 'Internal Server Error' })))
    const err = await apiFetch('/api/thing').catch((e: unknown) => e)
    expect((err as Error).message).toBe('500: Internal Server Error')
    expect(errorMessage(err, 'Failed to send message. Please try again.')).toBe('Failed to send message. Please try again.')
  })

  it('yields null on 401 only when asked to', async () => {
    server.use(http.get('/api/user', () => HttpResponse.json({ message: 'Not signed in' }, { status: 401 })))
    expect(await apiFetch('/api/user', { on401: 'null' })).toBeNull()
    await expect(apiFetch('/api/user')).rejects.toThrow('401: ')
  })
})

import { http, HttpResponse } from 'msw'
import { expect, it } from 'vitest'
import { apiFetch } from '@/lib/http'
import { server } from '@/testing/server'

it('sends a FormData body as multipart/form-data with its boundary, file included, and JSON bodies as before', async () => {
  const seen: { type: string | null; name?: FormDataEntryValue | null; file?: File }[] = []
  server.use(http.post('/api/upload', async ({ request }) => {
    const type = request.headers.get('content-type')
    if (type?.startsWith('multipart/form-data')) {
      const form = await request.formData()
      seen.push({ type, name: form.get('name'), file: form.get('cv') as File })
    } else {
      seen.push({ type })
    }
    return HttpResponse.json({ message: 'ok' }, { status: 201 })
  }))
  const body = new FormData()
  body.append('name', 'Jordan Rivera')
  body.append('cv', new File(['%PDF-1.4 resume'], 'resume.pdf', { type: 'application/pdf' }))
  expect(await apiFetch('/api/upload', { method: 'POST', body })).toEqual({ message: 'ok' })
  await apiFetch('/api/upload', { method: 'POST', body: { name: 'x' } })

  expect(seen[0]!.type).toMatch(/^multipart\/form-data; boundary=/)
  expect(seen[0]!.name).toBe('Jordan Rivera')
  // (jsdom's File reaches Node's fetch as a plain Blob, so its name is checked in the browser: e2e/careers)
  expect(await seen[0]!.file!.text()).toBe('%PDF-1.4 resume')
  expect(seen[1]!.type).toBe('application/json')
})

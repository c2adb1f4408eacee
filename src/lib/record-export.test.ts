import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { server } from '@/testing/server'
import { recordExport } from './record-export'

afterEach(() => vi.restoreAllMocks())

describe('recordExport', () => {
  it('tells the API which list was exported and how many rows', async () => {
    let body: unknown
    server.use(http.post('/api/admin/exports', async ({ request }) => {
      body = await request.json()
      return new HttpResponse(null, { status: 204 })
    }))
    await recordExport('contacts', 12)
    expect(body).toEqual({ kind: 'contacts', rows: 12 })
  })

  it('never throws: a refusal is logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(http.post('/api/admin/exports', () => HttpResponse.json({ error: 'Forbidden' }, { status: 403 })))
    await expect(recordExport('newsletter', 1)).resolves.toBeUndefined()
    expect(log).toHaveBeenCalledWith('Could not record the export', expect.anything())
  })
})

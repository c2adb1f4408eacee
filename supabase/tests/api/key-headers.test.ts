import { describe, expect, it } from 'vitest'
import { apiKeyHeaders } from '../../functions/_shared/auth/key-headers.ts'

describe('apiKeyHeaders (the headers Supabase documents for each kind of project key)', () => {
  it('sends a new secret or publishable key in apikey only: they are not JWTs', () => {
    expect(apiKeyHeaders('sb_secret_0123456789abcdefghij')).toEqual({ apikey: 'sb_secret_0123456789abcdefghij' })
    expect(apiKeyHeaders(' sb_publishable_abc ')).toEqual({ apikey: 'sb_publishable_abc' })
  })
  it('sends a legacy JWT key in apikey and as the bearer token', () => {
    expect(apiKeyHeaders('eyJa.eyJb.sig')).toEqual({ apikey: 'eyJa.eyJb.sig', Authorization: 'Bearer eyJa.eyJb.sig' })
  })
})

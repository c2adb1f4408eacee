import { describe, expect, it } from 'vitest'
import { config, z } from './zod-without-eval'

describe("the site's zod", () => {
  it('is told not to compile parsers with eval, and parses as zod does', () => {
    expect(config().jitless).toBe(true)
    expect(z.object({ name: z.string() }).safeParse({ name: 'Ana' })).toEqual({ success: true, data: { name: 'Ana' } })
  })
})

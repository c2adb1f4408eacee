import type { Resolver } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { lazyResolver } from './lazy-resolver'

type Values = { email: string }
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2]
const accepts: Resolver<Values> = async (values) => ({ values, errors: {} })

describe('lazyResolver', () => {
  it('loads its code at the first validation, once, and validates with it', async () => {
    const load = vi.fn(async () => accepts)
    const { resolver } = lazyResolver(load)
    expect(load).not.toHaveBeenCalled()
    expect(await resolver({ email: 'a@b.org' }, undefined, options)).toEqual({ values: { email: 'a@b.org' }, errors: {} })
    await resolver({ email: 'c@d.org' }, undefined, options)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('starts loading on preload, which never rejects', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')))
    const { preload } = lazyResolver<Values, unknown, Values>(load)
    expect(preload()).toBeUndefined()
    await Promise.resolve()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('rejects while its code cannot be loaded and tries again at the next validation', async () => {
    const load = vi.fn<() => Promise<Resolver<Values>>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(accepts)
    const { resolver } = lazyResolver(load)
    await expect(resolver({ email: 'a@b.org' }, undefined, options)).rejects.toThrow('offline')
    expect((await resolver({ email: 'a@b.org' }, undefined, options)).errors).toEqual({})
    expect(load).toHaveBeenCalledTimes(2)
  })
})

import type { FieldValues, Resolver } from 'react-hook-form'

/** A resolver that loads its code when first used, and `preload` to load it earlier. */
export interface LazyResolver<TFieldValues extends FieldValues, TContext, TTransformed> {
  resolver: Resolver<TFieldValues, TContext, TTransformed>
  preload: () => void
}

/**
 * A react-hook-form resolver whose code (say zod and a contract schema, tens of milliseconds of
 * a phone's start-up) is imported when the form is first validated, or earlier through
 * `preload` (e.g. when the visitor first focuses the form). A failed import is tried again
 * at the next validation, and the submit handler rejects so the form can say so.
 */
export function lazyResolver<TFieldValues extends FieldValues, TContext, TTransformed>(
  load: () => Promise<Resolver<TFieldValues, TContext, TTransformed>>,
): LazyResolver<TFieldValues, TContext, TTransformed> {
  let loading: Promise<Resolver<TFieldValues, TContext, TTransformed>> | undefined
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
  const resolver: Resolver<TFieldValues, TContext, TTransformed> = async (values, context, options) =>
    (await loaded())(values, context, options)
  // A failed preload is not reported: validation tries again and the form says so.
  const preload = () => void loaded().catch(() => {})
  return { resolver, preload }
}

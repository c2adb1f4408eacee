import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form'
import type { Locale } from './locale'

type ErrorTree = { [key: string]: unknown }

/** The errors with every `message` passed through `translate`, nested fields and arrays included. */
function translated(errors: ErrorTree, translate: (english: string) => string): ErrorTree {
  return Object.fromEntries(
    Object.entries(errors).map(([key, value]) => {
      if (key === 'message' && typeof value === 'string') return [key, translate(value)]
      if (key === 'ref' || value === null || typeof value !== 'object') return [key, value]
      return [key, translated(value as ErrorTree, translate)]
    }),
  )
}

/**
 * A form's resolver for the page's language: on a Spanish page, its validation messages (the
 * contract's English sentences) read in Spanish, through the same words the API answers with
 * (contract/spanish.ts, loaded with the first error). An English page gets the resolver as it is.
 */
export function resolverIn<TFieldValues extends FieldValues, TContext, TTransformed>(
  locale: Locale,
  resolver: Resolver<TFieldValues, TContext, TTransformed>,
): Resolver<TFieldValues, TContext, TTransformed> {
  if (locale === 'en') return resolver
  return async (values, context, options) => {
    const result = await resolver(values, context, options)
    if (Object.keys(result.errors).length === 0) return result
    const { inSpanish } = await import('@contract/spanish.ts')
    return { values: {}, errors: translated(result.errors, inSpanish) as FieldErrors<TFieldValues> }
  }
}

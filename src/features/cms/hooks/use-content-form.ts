import { useForm, type DefaultValues, type FieldErrors, type Path } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'

interface Titled {
  title: string
  slug?: string
}

/**
 * What the post, service, event and series forms share: react-hook-form checked by the item's zod
 * schema, and the Title and Slug fields wired to it as ContentForm takes them (`{...titled}`).
 */
export function useContentForm<Values extends Titled, Output>(schema: z.ZodType<Output, Values>, defaultValues: DefaultValues<Values>) {
  const form = useForm<Values, unknown, Output>({ resolver: zodResolver(schema), defaultValues })
  // the generic Values cannot say 'title' is one of its paths; Titled holds it to that
  const errors = form.formState.errors as FieldErrors<Titled>
  const titled = {
    title: { registration: form.register('title' as Path<Values>), value: String(form.watch('title' as Path<Values>) ?? ''), error: errors.title?.message },
    slug: { registration: form.register('slug' as Path<Values>), error: errors.slug?.message },
  }
  return { ...form, titled }
}

import { z } from 'zod'
import { contentLanguageSchema } from '@contract/translations.ts'

// The answers' schemas with the language mark kept (an object schema drops the keys it does not
// name). Loaded with the request, as the schemas are, so zod stays out of the first load.

const languageMark = z.object({ lang: contentLanguageSchema.optional() })

/** An item's schema that keeps its `lang`. */
export const withLanguage = <S extends z.ZodType<object>>(schema: S) => z.intersection(schema, languageMark)

/** A list's schema whose items keep their `lang`. */
export const listWithLanguage = <S extends z.ZodType<object>>(schema: z.ZodArray<S>) => z.array(withLanguage(schema.element))

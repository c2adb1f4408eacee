import { optionalStringParam } from '@/lib/search-params'

/** `?redirect=` on the sign-in routes: where the visitor was going (a same-site path). */
export const redirectSearchSchema = optionalStringParam('redirect', 2000)
export type RedirectSearch = ReturnType<typeof redirectSearchSchema>

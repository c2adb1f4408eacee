import { z } from 'zod'

/** `?redirect=` on the sign-in routes: where the visitor was going (a same-site path). */
export const redirectSearchSchema = z.object({ redirect: z.string().max(2000).optional().catch(undefined) })
export type RedirectSearch = z.infer<typeof redirectSearchSchema>

import { queryOptions, useQuery } from '@tanstack/react-query'
import type { KeyComponent, ServiceDetail } from '@contract/services.ts'
import type { WithLanguage } from '@contract/translations.ts'
import { apiFetch } from '@/lib/http'
import type { Locale } from '@/i18n/locale'
import { contentKey, contentPath } from '@/i18n/content-language'
import { useLocale } from '@/i18n/use-locale'

/**
 * The detail as the page reads it: keyComponents may arrive as JSON text or as an array (read by
 * parseKeyComponents), the dates are not shown. The schema loads with the request, so zod stays
 * out of the code the route tree (this route's loader) brings into the first load.
 */
const wireServiceSchema = async () => {
  const [{ serviceDetailSchema }, { withLanguage }] = await Promise.all([import('@contract/services.ts'), import('@/i18n/content-language-schema')])
  return withLanguage(serviceDetailSchema.omit({ keyComponents: true, createdAt: true, updatedAt: true }).loose())
}

/** `lang` is the language its texts are in, when asked for in one (none in English). */
export type Service = WithLanguage<Omit<ServiceDetail, 'keyComponents' | 'createdAt' | 'updatedAt'> & {
  keyComponents: KeyComponent[]
}>

/**
 * SPEC §3: a JSON string or an array; each item a 'Name: description' string (split at the first
 * colon) or an object with name and description. Anything unparseable is logged and shown as none.
 */
export function parseKeyComponents(raw: unknown): KeyComponent[] {
  try {
    const list: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw
    if (!Array.isArray(list)) throw new Error('not an array')
    return list.map((item): KeyComponent => {
      if (typeof item === 'string') {
        const colon = item.indexOf(':')
        return colon < 0
          ? { name: item.trim(), description: '' }
          : { name: item.slice(0, colon).trim(), description: item.slice(colon + 1).trim() }
      }
      if (item && typeof item === 'object' && 'name' in item && typeof item.name === 'string') {
        const description = 'description' in item && typeof item.description === 'string' ? item.description : ''
        return { name: item.name, description }
      }
      throw new Error('unexpected key component')
    })
  } catch (error) {
    console.error('Could not read key components', error)
    return []
  }
}

export async function getService(slug: string, locale: Locale = 'en', signal?: AbortSignal): Promise<Service> {
  const wire = await apiFetch(contentPath(`/api/services/${encodeURIComponent(slug)}`, locale), { schema: wireServiceSchema, signal })
  return {
    ...(wire.lang ? { lang: wire.lang } : {}),
    id: wire.id,
    slug: wire.slug,
    title: wire.title,
    description: wire.description,
    overview: wire.overview,
    approach: wire.approach,
    keyComponents: parseKeyComponents(wire.keyComponents),
    staffTraining: wire.staffTraining,
    goals: wire.goals,
    commitment: wire.commitment,
    featuredImage: wire.featuredImage ?? null,
  }
}

/**
 * GET /api/services/{slug}: only with a slug, never shown from the cache without asking again:
 * refetched on mount and focus (SPEC §4, §7). Kept in the cache meanwhile, as the route's loader
 * and the prerendered page hand it to the component.
 */
export const serviceQueryOptions = (slug: string, locale: Locale = 'en') =>
  queryOptions({
    queryKey: contentKey(['api', 'services', slug], locale),
    queryFn: ({ signal }) => getService(slug, locale, signal),
    enabled: !!slug,
    staleTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: true,
  })

/** The service in the page's language. */
export function useService(slug: string) {
  return useQuery(serviceQueryOptions(slug, useLocale()))
}

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import {
  TRANSLATION_STATES, type TranslationAnswer, type TranslationLocale, type TranslationSave, type TranslationState, type TranslationSubject,
} from '@contract/translations.ts'
import { apiFetch } from '@/lib/http'
import { refreshQueries } from '@/lib/refresh-queries'

/**
 * /api/admin/translations (issue 36): the Spanish version of one thing staff edit (a service, a
 * post, an event, a page, the site settings or a collection's row), and every row's state for the
 * lists' badges. The admin area translates into Spanish only, so the locale is fixed here.
 */
const LOCALE: TranslationLocale = 'es'
const base = '/api/admin/translations'

/** Every translation query sits under this key: a save or removal refreshes them all at once. */
const translationsKey = ['api', 'admin', 'translations'] as const

const translationPath = ({ subject, key }: TranslationSubject) =>
  `${base}/${encodeURIComponent(subject)}/${encodeURIComponent(key)}/${LOCALE}`

const statesSchema = z.object({ states: z.record(z.string(), z.record(z.string(), z.enum(TRANSLATION_STATES))) })
export type TranslationStatesAnswer = z.infer<typeof statesSchema>

/** One query for every row's state (all lists share it): `states[subject][key]`. */
export const translationStatesQueryOptions = () =>
  queryOptions({
    queryKey: [...translationsKey, 'states', LOCALE] as const,
    queryFn: ({ signal }) => apiFetch(`${base}?locale=${LOCALE}`, { schema: statesSchema, signal }),
    staleTime: 30_000,
  })

/** The state of one row in the states answer (undefined while it loads or for a row it lacks). */
export const stateOf = (answer: TranslationStatesAnswer | undefined, { subject, key }: TranslationSubject): TranslationState | undefined =>
  answer?.states[subject]?.[key]

/** The English texts beside the Spanish version, if any (read fresh: another admin may have saved). */
export const translationQueryOptions = (target: TranslationSubject) =>
  queryOptions({
    queryKey: [...translationsKey, target.subject, target.key, LOCALE] as const,
    queryFn: ({ signal }) => apiFetch<TranslationAnswer>(translationPath(target), { signal }),
    staleTime: 0,
  })

/**
 * The public content a subject's Spanish shows in: the English key is a prefix of the Spanish one
 * (src/i18n/content-language.ts), so these reach the Spanish queries too. Pages, the settings and
 * the collections are all read through the site's and the pages' answers.
 */
const PUBLIC_KEYS: Record<string, readonly (readonly unknown[])[]> = {
  services: [['api', 'services']],
  posts: [['api', 'blog']],
  events: [['api', 'events']],
}
const publicKeysOf = (subject: string) => PUBLIC_KEYS[subject] ?? [['site'], ['pages']]

function useTranslationMutation<V, R>(target: TranslationSubject, call: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient()
  // the editor's own answer, every list's badge and the Spanish pages already read follow the change
  return useMutation({ mutationFn: call, onSuccess: () => refreshQueries(queryClient, translationsKey, ...publicKeysOf(target.subject)) })
}

/** PUT: the texts, status and the version edited from (409 when someone saved since). */
export const useSaveTranslation = (target: TranslationSubject) =>
  useTranslationMutation(target, (save: TranslationSave) => apiFetch<TranslationAnswer>(translationPath(target), { method: 'PUT', body: save }))

/** DELETE: the Spanish version is gone; visitors see the English, marked as English. */
export const useRemoveTranslation = (target: TranslationSubject) =>
  useTranslationMutation(target, () => apiFetch(translationPath(target), { method: 'DELETE' }))

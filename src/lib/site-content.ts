import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import type { Locale } from '@/i18n/locale'
import { useLocale } from '@/i18n/use-locale'
import { defineMessages, wordsIn } from '@/i18n/messages'
import type { OpeningHours } from '@contract/collections.ts'
import type { Location, PageContent, PageName, SiteContent, SiteSettings } from '@contract/site-content.ts'
import { apiFetch } from '@/lib/http'
import { freshSinceServed } from '@/lib/fresh-since-served'
import { contentKey, contentPath } from '@/i18n/content-language'
import type { WithLanguage } from '@contract/translations.ts'
import type { RouterContext } from '@/router-context'

/**
 * The site's own content, read from /api (issue 32): the settings and locations every page
 * shows (header, footer, contact cards, the organisation's JSON-LD), brought by every document the build writes (src/entry-server.tsx),
 * and each page's document and collections, loaded by its route. Route loaders ensure them, so
 * the prerendered page carries its content and the browser's cache starts with it. The answers
 * are not parsed with zod here, to keep zod out of the first load: /api checks them on save.
 */
/** The organisation's one-line address, as every page writes it. */
export const fullAddress = (a: SiteSettings['address']) => `${a.street}, ${a.city}, ${a.state} ${a.zip}`

/**
 * In another language than English (a Spanish page's), the answer's `lang` is the settings' and
 * each location carries its own: 'en' where no published translation was laid over it.
 */
export type SiteAnswer = WithLanguage<Omit<SiteContent, 'locations'> & { locations: WithLanguage<Location>[] }>

/** A page's answer: its `lang` is the document's, each collection row carries its own. */
export type PageAnswer<P extends PageName> = WithLanguage<{
  document: PageContent<P>['document']
  collections: { [C in keyof PageContent<P>['collections']]: WithLanguage<PageContent<P>['collections'][C][number]>[] }
}>

export const siteQueryOptions = (locale: Locale = 'en') =>
  queryOptions({
    queryKey: contentKey(['site'], locale),
    queryFn: ({ signal }) => apiFetch<SiteAnswer>(contentPath('/api/site', locale), { signal }),
    staleTime: freshSinceServed(5 * 60_000),
    // Every document brings them (src/entry-server.tsx) and no loader asks for them again: kept
    // while the visitor is in the admin area, where no header or footer reads them.
    gcTime: Infinity,
  })

export const pageQueryOptions = <P extends PageName>(page: P, locale: Locale = 'en') =>
  queryOptions({
    queryKey: contentKey(['pages', page], locale),
    queryFn: ({ signal }) => apiFetch<PageAnswer<P>>(contentPath(`/api/pages/${page}`, locale), { signal }),
    staleTime: freshSinceServed(5 * 60_000),
  })

/** The settings and locations in the page's language (every document brings its page's: src/entry-server.tsx). */
export function useSite(): SiteAnswer {
  return useSuspenseQuery(siteQueryOptions(useLocale())).data
}

/** A page's document and collections in the page's language (its route has loaded them). */
export function usePageContent<P extends PageName>(page: P): PageAnswer<P> {
  return useSuspenseQuery(pageQueryOptions(page, useLocale())).data
}

/**
 * A stored text with the settings' values put in: {name}, {phone}, {email}, {address},
 * {counties}, {countyCount}. The content keeps each of these once, in the settings.
 */
export function fillText(text: string, settings: SiteSettings): string {
  const values: Record<string, string> = {
    name: settings.name,
    phone: settings.phones.main,
    email: settings.emails.info,
    address: fullAddress(settings.address),
    counties: settings.serviceCounties.join(', '),
    countyCount: String(settings.serviceCounties.length),
  }
  return text.replace(/\{(\w+)\}/g, (token, key: string) => values[key] ?? token)
}

/** fillText over every string of a document. */
export function fillAll<T>(value: T, settings: SiteSettings): T {
  if (typeof value === 'string') return fillText(value, settings) as T
  if (Array.isArray(value)) return value.map((item: unknown) => fillAll(item, settings)) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillAll(item, settings)])) as T
  }
  return value
}

/**
 * The settings and a page's document and collections in the page's language, with the settings' values put
 * in their texts; `lang` is the document's (for langOf and the UntranslatedNotice).
 */
export function useFilledPage<P extends PageName>(page: P) {
  const { settings } = useSite()
  const content = usePageContent(page)
  return { settings, lang: content.lang, document: fillAll(content.document, settings), collections: fillAll(content.collections, settings) }
}

/** The settings as the pages write them: `phone.main`, `email.info`, `address.full`. */
export function siteView(settings: SiteSettings) {
  return {
    ...settings,
    phone: settings.phones,
    email: settings.emails,
    address: { ...settings.address, full: fullAddress(settings.address) },
  }
}
export type SiteView = ReturnType<typeof siteView>

export const useSiteView = (): SiteView => siteView(useSite().settings)

/** The settings and locations in `locale` in the cache (every document brings them: src/entry-server.tsx). */
export const cachedSite = (context: Pick<RouterContext, 'queryClient'>, locale: Locale = 'en'): SiteAnswer | undefined =>
  context.queryClient.getQueryData(siteQueryOptions(locale).queryKey)

/**
 * The settings in a route's head(), in the page's language: its description, statistics' labels
 * and keywords are translated. The English ones where the document was given no others.
 */
export function siteOfMatches(matches: readonly { context: unknown }[]): SiteSettings {
  const context = matches[0]!.context as RouterContext
  return (cachedSite(context, context.locale) ?? cachedSite(context))!.settings
}

const clockMessages = defineMessages({ en: { am: 'AM', pm: 'PM' }, es: { am: 'a. m.', pm: 'p. m.' } })

const clock = (hhmm: string, locale: Locale) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number]
  const { am, pm } = wordsIn(clockMessages, locale)
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? am : pm}`
}

/** 'Monday - Friday: 8:00 AM - 5:00 PM' ('… 8:00 a. m. - 5:00 p. m.' on a Spanish page), or 'Sunday: Closed'. */
export function openingHoursLine(hours: OpeningHours, locale: Locale = 'en'): string {
  return `${hours.days}: ${hours.opens && hours.closes ? `${clock(hours.opens, locale)} - ${clock(hours.closes, locale)}` : hours.note}`
}

/** A location with the organisation's own address, phone and e-mail where it has none of its own. */
export function locationView(location: Location, settings: SiteSettings) {
  return {
    ...location,
    address: location.address ?? fullAddress(settings.address),
    phone: location.phone ?? settings.phones.main,
    email: location.email ?? settings.emails.info,
  }
}

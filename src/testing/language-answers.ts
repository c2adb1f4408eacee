import { http, HttpResponse } from 'msw'
import type { PageName } from '@contract/site-content.ts'
import type { TranslationLocale } from '@contract/translations.ts'
import { server } from './server'
import { pageContent, siteContent } from './site-content-handlers'

// The content answers a Spanish page gets (?lang=es): every translatable thing marked with the
// language it is in (src/i18n/content-language.ts). Tests mark everything one way, then change
// the one thing they look at.

type Lang = 'en' | TranslationLocale
type Row = Record<string, unknown>

/** `row` as the API answers it in another language: `lang` says which one its texts are in. */
export const marked = <T extends object>(row: T, lang: Lang): T & { lang: Lang } => ({ ...row, lang })

/** /api/pages/{page}: the document and every collection row in `lang`, then `change` applied. */
export function answerPage<P extends PageName>(page: P, lang: Lang, change: (answer: Row & { collections: Record<string, Row[]> }) => object = (a) => a) {
  const content = pageContent(page)
  const collections = Object.fromEntries(Object.entries(content.collections).map(([name, rows]) => [name, (rows as Row[]).map((row) => marked(row, lang))]))
  const answer = change(marked({ ...content, collections }, lang))
  server.use(http.get(`*/api/pages/${page}`, () => HttpResponse.json(answer)))
}

/** /api/site: the settings and every location in `lang`, then `change` applied. */
export function answerSite(lang: Lang, change: (answer: Row & { locations: Row[] }) => object = (a) => a) {
  const answer = change(marked({ ...siteContent, locations: siteContent.locations.map((location) => marked(location, lang)) }, lang))
  server.use(http.get('*/api/site', () => HttpResponse.json(answer)))
}

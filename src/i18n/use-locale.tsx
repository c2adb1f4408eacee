import { createContext, useContext, type ReactNode } from 'react'
import type { Locale } from './locale'

const LocaleContext = createContext<Locale>('en')

/** Gives everything inside the page's language (the router's Wrap does, from the page's address). */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>
}

/** The language of the page being shown: English outside a LocaleProvider. */
export const useLocale = (): Locale => useContext(LocaleContext)

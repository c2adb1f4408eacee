import { useLocale } from './use-locale'
import type { Locale } from './locale'

/**
 * A component's words in every language, side by side: `es` must give every key `en` gives, with
 * the same shape (a string, or a function for words that take a value).
 */
export type Messages<T> = Record<Locale, T>

/** Declares a component's words; the type checker holds the Spanish to the English's keys. */
export const defineMessages = <T>(messages: { en: T; es: NoInfer<T> }): Messages<T> => messages

/** The words of `messages` in `locale`, where no hook can run (a route's head). */
export const wordsIn = <T>(messages: Messages<T>, locale: Locale): T => messages[locale]

/** The words of `messages` in the page's language. */
export function useMessages<T>(messages: Messages<T>): T {
  return wordsIn(messages, useLocale())
}

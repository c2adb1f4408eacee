import type { ReactNode } from 'react'
import { Box, type BoxProps } from '@chakra-ui/react/box'
import { defineMessages, useMessages } from './messages'
import { isUntranslated, langOf } from './content-language'
import { useLocale } from './use-locale'

const messages = defineMessages({
  en: {
    page: 'This page is not yet translated into Spanish. We show the English text.',
    some: 'Some texts are not yet translated and are shown in English.',
  },
  es: {
    page: 'Esta página aún no está traducida al español. Mostramos el texto en inglés.',
    some: 'Algunos textos aún no están traducidos y se muestran en inglés.',
  },
})

type Marked = object | null | undefined

type UntranslatedNoticeProps = Omit<BoxProps, 'children'> & {
  /** The page's own content (a detail, a document): in English, the whole page is said to be. */
  pageContent?: Marked
  /** Other content on the page (a list's items, a page's collections): said when some are in English. */
  items?: readonly Marked[]
}

/**
 * Said once, near the top of a page's main content, when content it shows has no published
 * translation into the page's language (each such text is marked lang="en": langOf). Nothing on
 * an English page, or when everything is translated. A plain note, not Chakra's Alert: the home
 * page shows it, and the Alert's code and icons would add 2 KB to the site's first load.
 */
export function UntranslatedNotice({ pageContent, items = [], ...rootProps }: UntranslatedNoticeProps) {
  const locale = useLocale()
  const t = useMessages(messages)
  const text = isUntranslated(pageContent, locale) ? t.page : items.some((item) => isUntranslated(item, locale)) ? t.some : null
  if (!text) return null
  return (
    <Box role="note" bg="blue.50" color="blue.900" borderWidth="1px" borderColor="blue.200" rounded="md" px="4" py="3" fontSize="sm" {...rootProps}>
      {text}
    </Box>
  )
}

/** Under a page's banner: says so when the page's content is still in English. */
export function PageContentNotice({ pageContent, items }: Pick<UntranslatedNoticeProps, 'pageContent' | 'items'>) {
  return <UntranslatedNotice pageContent={pageContent} items={items} w="calc(100% - 2rem)" maxW="5xl" mx="auto" mt="6" />
}

/**
 * A content text inside the page's own words (an event's place after 'Lugar:'): in a
 * <span lang="en"> when `of` is untranslated, as it is otherwise, so English pages keep their markup.
 */
export function ContentText({ of, children }: { of: Marked; children: ReactNode }) {
  return langOf(of, useLocale()).lang ? <span lang="en">{children}</span> : <>{children}</>
}

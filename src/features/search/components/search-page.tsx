import { useId } from 'react'
import { Link } from '@tanstack/react-router'
import { Box } from '@chakra-ui/react/box'
import { Container } from '@chakra-ui/react/container'
import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { chakra } from '@chakra-ui/react/styled-system'
import type { SearchResult } from '@contract/search.ts'
import { formatDate } from '@/lib/format/date'
import { fillText, useSite } from '@/lib/site-content'
import { useMessages } from '@/i18n/messages'
import { langOf } from '@/i18n/content-language'
import { useLocale } from '@/i18n/use-locale'
import { searchable, useSearch } from '../api/site-search'
import { searchMessages } from '../messages'
import { SearchForm } from './search-form'
import { SearchSnippet } from './search-snippet'

const linkStyle = { color: 'brand.700', textDecoration: 'underline', _hover: { color: 'brand.800' },
  _focusVisible: { outline: '3px solid', outlineColor: 'brand.600', outlineOffset: '2px' } } as const

function ResultItem({ result }: { result: SearchResult }) {
  const t = useMessages(searchMessages)
  const locale = useLocale()
  const { settings } = useSite()
  return (
    <chakra.li py="5" borderBottomWidth="1px" {...langOf(result, locale)}>
      <Text fontSize="sm" fontWeight="semibold" color="brand.800" textTransform="uppercase" letterSpacing="widest" lang={locale}>
        {t.kinds[result.kind] ?? t.otherKind}
        {result.date && (
          <>
            {' · '}
            <time dateTime={result.date}>{formatDate(result.date, locale)}</time>
          </>
        )}
      </Text>
      <Heading as="h2" size="lg" mt="1">
        <chakra.a asChild {...linkStyle}>
          <Link to={result.url}>{fillText(result.title, settings)}</Link>
        </chakra.a>
      </Heading>
      <Text mt="2" color="gray.700">
        <SearchSnippet snippet={fillText(result.snippet, settings)} />
      </Text>
    </chakra.li>
  )
}

/** What the page suggests when nothing was found: the services, and asking the team. */
function NothingFound() {
  const t = useMessages(searchMessages)
  return (
    <Box mt="6">
      <Text>{t.noneHelp}</Text>
      <chakra.ul mt="3" ps="6" listStyleType="disc" display="flex" flexDirection="column" gap="2">
        <li>
          <chakra.a asChild {...linkStyle}><Link to="/services">{t.browseServices}</Link></chakra.a>
        </li>
        <li>
          <chakra.a asChild {...linkStyle}><Link to="/contact">{t.contactUs}</Link></chakra.a>
        </li>
      </chakra.ul>
    </Box>
  )
}

/**
 * /search?q= (issue 60): the form, the count of results in a live region (screen readers hear it
 * when it changes), then the results (type, linked title, snippet with the matched words marked,
 * date for posts and events), or suggestions when there are none.
 */
export function SearchPage({ words }: { words: string }) {
  const t = useMessages(searchMessages)
  const locale = useLocale()
  const headingId = useId()
  const search = useSearch(words, locale)
  const tooLong = words.length > 0 && !searchable(words)

  let status = ''
  if (tooLong) status = t.tooLong
  else if (search.isError) status = t.failed
  else if (search.isPending && searchable(words)) status = t.searching
  else if (search.data) status = t.found(search.data.results.length, words)
  const results = !tooLong && search.data ? search.data.results : undefined

  return (
    <Container maxW="4xl" py={{ base: '8', md: '12' }}>
      <Stack gap="6">
        <Heading as="h1" size="3xl" id={headingId}>{t.heading}</Heading>
        <SearchForm words={words} labelledBy={headingId} />
        <Text role="status" fontSize="lg" fontWeight="semibold" minH="7">{status}</Text>
      </Stack>
      {results && results.length > 0 && (
        <chakra.ol listStyleType="none" aria-label={t.results} mt="2">
          {results.map((result) => <ResultItem key={`${result.kind} ${result.url} ${result.title}`} result={result} />)}
        </chakra.ol>
      )}
      {results?.length === 0 && <NothingFound />}
    </Container>
  )
}

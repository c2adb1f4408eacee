import { useId, type FormEvent } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { Button } from '@chakra-ui/react/button'
import { HStack } from '@chakra-ui/react/stack'
import { chakra, useRecipe } from '@chakra-ui/react/styled-system'
import { useMessages } from '@/i18n/messages'
import { pathIn } from '@/i18n/locale'
import { useLocale } from '@/i18n/use-locale'
import { appStarted } from '@/lib/app-started'
import { searchFormMessages } from '../form-messages'

/**
 * The site search form: a plain GET to /search?q= (or /es/search), so it works before the page's
 * code has started; once it has, the router shows the results without reloading the page.
 * `compact`: the header's, its label read by screen readers only. A landmark's name: the header's is
 * its label, the search page's the page's heading (`labelledBy`), so the two are told apart.
 */
export function SearchForm({ words = '', compact = false, labelledBy }: { words?: string; compact?: boolean; labelledBy?: string }) {
  const t = useMessages(searchFormMessages)
  const locale = useLocale()
  const navigate = useNavigate()
  const inputId = useId()
  // The input recipe on a plain input: Chakra's Input is Ark's Field.Input, whose field code
  // (about 7 KB gzipped) would come into every page's first load with the header.
  const inputStyles = useRecipe({ key: 'input' })({ size: compact ? 'sm' : 'lg' })
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!appStarted()) return
    event.preventDefault()
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim()
    void navigate({ to: '/search', search: { q } })
  }
  return (
    <chakra.form role="search" aria-label={labelledBy ? undefined : t.label} aria-labelledby={labelledBy} method="get" action={pathIn(locale, '/search')} onSubmit={onSubmit}>
      <chakra.label htmlFor={inputId} srOnly={compact} display="block" fontWeight="semibold" mb={compact ? undefined : '2'}>
        {t.label}
      </chakra.label>
      <HStack gap="2">
        <chakra.input id={inputId} name="q" type="search" defaultValue={words} key={words} autoComplete="off" enterKeyHint="search"
          css={[inputStyles, { w: compact ? '36' : 'full', minH: compact ? '44px' : undefined, bg: 'white', borderColor: 'gray.500' }]} />
        <Button type="submit" colorPalette="brand" size={compact ? 'sm' : 'lg'} minH="44px" flexShrink="0">
          {t.submit}
        </Button>
      </HStack>
    </chakra.form>
  )
}

import type { FormEvent } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { Button } from '@chakra-ui/react/button'
import { Link as ChakraLink } from '@chakra-ui/react/link'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { chakra } from '@chakra-ui/react/styled-system'
import { EVENT_NEEDS, needsSearch, type EventNeed } from '@contract/event-needs.ts'
import { defineMessages, useMessages } from '@/i18n/messages'
import { pathIn } from '@/i18n/locale'
import { useLocale } from '@/i18n/use-locale'
import { appStarted } from '@/lib/app-started'

const messages = defineMessages({
  en: {
    legend: 'Show only events with',
    needs: { 'quiet-room': 'A quiet room', 'low-noise': 'Low noise', spanish: 'Spanish interpretation' } as Record<EventNeed, string>,
    apply: 'Show events',
    clear: 'Show all events',
  },
  es: {
    legend: 'Mostrar solo eventos con',
    needs: { 'quiet-room': 'Una sala tranquila', 'low-noise': 'Poco ruido', spanish: 'Interpretación al español' },
    apply: 'Mostrar eventos',
    clear: 'Mostrar todos los eventos',
  },
})

/**
 * The events list's filters: checkboxes in a plain GET form to /events?quiet-room=on (or
 * /es/events), so they work before the page's code has started; once it has, the router filters
 * the list without reloading the page.
 */
export function EventsFilter({ needs }: { needs: readonly EventNeed[] }) {
  const t = useMessages(messages)
  const locale = useLocale()
  const navigate = useNavigate()
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!appStarted()) return
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    void navigate({ to: '/events', search: needsSearch(Object.fromEntries(data.entries())) })
  }
  return (
    <chakra.form method="get" action={pathIn(locale, '/events')} onSubmit={onSubmit} mb="8" p="5" bg="gray.50" borderRadius="lg">
      <chakra.fieldset>
        <chakra.legend fontWeight="semibold" mb="3">{t.legend}</chakra.legend>
        <Stack direction={{ base: 'column', md: 'row' }} gap={{ base: '2', md: '6' }}>
          {EVENT_NEEDS.map((need) => (
            <HStack as="label" key={need} gap="2" minH="44px" cursor="pointer">
              <chakra.input type="checkbox" name={need} defaultChecked={needs.includes(need)} key={`${need}-${needs.includes(need)}`}
                w="5" h="5" accentColor="brand.700" />
              {t.needs[need]}
            </HStack>
          ))}
        </Stack>
      </chakra.fieldset>
      <HStack mt="4" gap="4" wrap="wrap">
        <Button type="submit" colorPalette="brand" minH="44px">{t.apply}</Button>
        {needs.length > 0 && (
          <ChakraLink asChild color="brand.700" textDecoration="underline">
            <Link to="/events" search={{}}>{t.clear}</Link>
          </ChakraLink>
        )}
      </HStack>
    </chakra.form>
  )
}

import type { ReactNode } from 'react'
import { Badge } from '@chakra-ui/react/badge'
import { Box } from '@chakra-ui/react/box'
import { Card } from '@chakra-ui/react/card'
import { Heading } from '@chakra-ui/react/heading'
import { Link } from '@chakra-ui/react/link'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { HStack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { locationView, openingHoursLine, useSite } from '@/lib/site-content'
import { telHref } from '@/lib/format/phone'
import { defineMessages, useMessages } from '@/i18n/messages'
import { useLocale } from '@/i18n/use-locale'
import { langOf } from '@/i18n/content-language'

const messages = defineMessages({
  en: { newLocation: 'New Location', address: 'Address', phone: 'Phone', email: 'Email', hours: 'Hours' },
  es: { newLocation: 'Nueva oficina', address: 'Dirección', phone: 'Teléfono', email: 'Correo electrónico', hours: 'Horario' },
})

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text as="dt" fontWeight="semibold">{label}</Text>
      <Box as="dd" color="fg.muted">{children}</Box>
    </Box>
  )
}

/** Main Office in Livingston and the Bayonne location (with its New Location badge). */
export function LocationCards() {
  const { settings, locations } = useSite()
  const t = useMessages(messages)
  const locale = useLocale()
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
      {locations.map((stored) => ({ ...locationView(stored, settings), lines: stored.hours.map((hours) => openingHoursLine(hours, locale)) })).map((location) => (
        <Card.Root key={location.id}>
          <Card.Header>
            <HStack gap="3" wrap="wrap">
              <Heading as="h3" {...langOf(location, locale)} size="lg">{location.name}</Heading>
              {location.isNew && <Badge colorPalette="accent" variant="solid">{t.newLocation}</Badge>}
            </HStack>
          </Card.Header>
          <Card.Body>
            <Box as="dl" display="grid" gap="3">
              <Row label={t.address}>{location.address}</Row>
              <Row label={t.phone}>
                <Link href={telHref(location.phone)} color="brand.700" variant="underline">{location.phone}</Link>
              </Row>
              <Row label={t.email}>
                <Link href={`mailto:${location.email}`} color="brand.700" variant="underline">{location.email}</Link>
              </Row>
              <Row label={t.hours}>
                {/* the days and notes are the location's texts; a line in English is marked as a whole */}
                {location.lines.map((line) => <Text key={line} {...langOf(location, locale)}>{line}</Text>)}
              </Row>
            </Box>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  )
}

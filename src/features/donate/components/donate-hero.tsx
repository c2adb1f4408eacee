import { Box } from '@chakra-ui/react/box'
import { Container } from '@chakra-ui/react/container'
import { Heading } from '@chakra-ui/react/heading'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Text } from '@chakra-ui/react/text'
import { defineMessages, useMessages } from '@/i18n/messages'
import { useSite } from '@/lib/site-content'
import { langOf } from '@/i18n/content-language'
import { useLocale } from '@/i18n/use-locale'

const messages = defineMessages({
  en: {
    title: 'Make a Difference Today',
    intro: 'Your gift helps people with autism and developmental disabilities live full, independent lives in their communities across New Jersey.',
  },
  es: {
    title: 'Haga una diferencia hoy',
    intro: 'Su donación ayuda a las personas con autismo y discapacidades del desarrollo a vivir una vida plena e independiente en sus comunidades de New Jersey.',
  },
})

/** The Donate page banner: its one h1 and SPEC's four statistics. */
export function DonateHero() {
  const site = useSite()
  const stats = site.settings.statistics
  // the labels are the settings' texts: marked when the settings are still in English
  const lang = langOf(site, useLocale())
  const t = useMessages(messages)
  return (
    <Box as="header" bg="brand.800" color="white" py={{ base: '12', md: '16' }}>
      <Container maxW="5xl" textAlign="center">
        <Heading as="h1" tabIndex={-1} size={{ base: '3xl', md: '5xl' }} _focusVisible={{ outline: '2px solid white', outlineOffset: '4px' }}>
          {t.title}
        </Heading>
        <Text mt="4" fontSize={{ base: 'md', md: 'lg' }} color="brand.50" maxW="3xl" mx="auto">
          {t.intro}
        </Text>
        <SimpleGrid as="ul" listStyleType="none" mt="10" columns={{ base: 2, md: 4 }} gap="6">
          {stats.donate.map((stat) => (
            <Box as="li" key={stat.label}>
              <Text fontSize="3xl" fontWeight="bold">{stat.value}</Text>
              <Text {...lang} color="brand.50">{stat.label}</Text>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  )
}

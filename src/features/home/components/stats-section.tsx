import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Text } from '@chakra-ui/react/text'
import { useSite } from '@/lib/site-content'
import { defineMessages, useMessages } from '@/i18n/messages'
import { langOf } from '@/i18n/content-language'
import { useLocale } from '@/i18n/use-locale'
import { STATS_HEADING_ID } from '@/features/home/section-ids'

const messages = defineMessages({
  en: { heading: 'Our Impact' },
  es: { heading: 'Nuestro impacto' },
})

/** Home statistics: 12+ years, 500+ families, 50K+ hours, 21 counties (SPEC §9). */
export function StatsSection() {
  const site = useSite()
  const stats = site.settings.statistics
  // the labels are the settings' texts: marked when the settings are still in English
  const lang = langOf(site, useLocale())
  const t = useMessages(messages)
  return (
    <Box as="section" aria-labelledby={STATS_HEADING_ID} py="14" px="6" bg="brand.800" color="white">
      <Heading as="h2" id={STATS_HEADING_ID} size="2xl" textAlign="center" mb="10">{t.heading}</Heading>
      <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="8" maxW="6xl" mx="auto" textAlign="center">
        {stats.home.map((stat) => (
          <Box key={stat.label} display="flex" flexDirection="column-reverse">
            <Text as="dt" {...lang} fontSize="lg" color="brand.100">{stat.label}</Text>
            <Text as="dd" fontSize={{ base: '4xl', md: '5xl' }} fontWeight="bold">{stat.value}</Text>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  )
}

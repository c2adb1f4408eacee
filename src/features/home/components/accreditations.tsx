import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Text } from '@chakra-ui/react/text'
import { ResponsiveImage } from '@/components/responsive-image'
import { usePageContent } from '@/lib/site-content'
import { defineMessages, useMessages } from '@/i18n/messages'
import { useLocale } from '@/i18n/use-locale'
import { langOf } from '@/i18n/content-language'
import { ACCREDITATIONS_HEADING_ID } from '@/features/home/section-ids'

const messages = defineMessages({
  en: { heading: 'Licensed, Accredited and Trusted' },
  es: { heading: 'Con licencia, acreditados y de confianza' },
})

/** Each badge is shown in a 96 px square. */
const BADGE_SIZE = 96

/** The four accreditation badges (SPEC §2 'Home'). */
export function Accreditations() {
  const accreditations = usePageContent('home').collections.accreditations
  const t = useMessages(messages)
  const locale = useLocale()
  return (
    <Box as="section" aria-labelledby={ACCREDITATIONS_HEADING_ID} py="12" px="6" bg="white">
      <Heading as="h2" id={ACCREDITATIONS_HEADING_ID} size="xl" textAlign="center" mb="8" color="brand.900">
        {t.heading}
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 4 }} gap="6" maxW="5xl" mx="auto">
        {accreditations.map((badge) => (
          <Box as="li" key={badge.id} {...langOf(badge, locale)} textAlign="center">
            {badge.badge ? (
              // the label below names it, so the badge itself is decorative, as the static one is
              <ResponsiveImage image={{ ...badge.badge, alt: '' }} sizes={`${BADGE_SIZE}px`} w={`${BADGE_SIZE}px`} h={`${BADGE_SIZE}px`}
                objectFit="contain" mx="auto" />
            ) : (
              <img src={badge.badgeSrc} alt="" width={BADGE_SIZE} height={BADGE_SIZE} loading="lazy" style={{ margin: '0 auto' }} />
            )}
            <Text fontWeight="semibold" mt="3" color="gray.900">{badge.label}</Text>
            <Text fontSize="sm" color="gray.700">{badge.detail}</Text>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  )
}

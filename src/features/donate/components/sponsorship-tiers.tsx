import { Badge } from '@chakra-ui/react/badge'
import { Box } from '@chakra-ui/react/box'
import { Card } from '@chakra-ui/react/card'
import { Heading } from '@chakra-ui/react/heading'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Text } from '@chakra-ui/react/text'
import { LinkButton } from '@/components/ui/link-button'
import { dollarsToCents, formatDollars } from '@contract/donation-rules.ts'
import { defineMessages, useMessages } from '@/i18n/messages'
import { useLocale } from '@/i18n/use-locale'
import { usePageContent, useSiteView } from '@/lib/site-content'
import { langOf } from '@/i18n/content-language'

const messages = defineMessages({
  en: { mostPopular: 'Most Popular', becomeSponsor: 'Become a Sponsor', mailSubject: 'Sponsorship Inquiry' },
  es: { mostPopular: 'El más popular', becomeSponsor: 'Hágase patrocinador', mailSubject: 'Consulta sobre patrocinio' },
})

/** SPEC §3 sponsorship tiers (#sponsorship) with the 'Become a Sponsor' mailto. */
export function SponsorshipTiers() {
  const site = useSiteView()
  const locale = useLocale()
  const t = useMessages(messages)
  const page = usePageContent('donate')
  const { sponsorTiers } = page.document
  const lang = langOf(page, locale)
  const sponsorMailto = `mailto:${site.email.sponsorship}?subject=${encodeURIComponent(t.mailSubject)}`
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="6" alignItems="stretch">
      {sponsorTiers.map((tier) => (
        <Card.Root key={tier.name} borderWidth={tier.mostPopular ? '2px' : '1px'} borderColor={tier.mostPopular ? 'accent.600' : 'border'}>
          <Card.Header gap="2">
            {tier.mostPopular && <Badge alignSelf="start" colorPalette="accent" variant="solid">{t.mostPopular}</Badge>}
            <Heading as="h3" {...lang} size="xl">{tier.name}</Heading>
            <Text fontSize="3xl" fontWeight="bold" color="brand.700">
              {formatDollars(dollarsToCents(tier.amount))}
            </Text>
          </Card.Header>
          <Card.Body {...lang}>
            <Box as="ul" ps="5" listStyleType="disc">
              {tier.benefits.map((benefit) => <li key={benefit}>{benefit}</li>)}
            </Box>
          </Card.Body>
        </Card.Root>
      ))}
      <Box gridColumn={{ md: 'span 3' }} textAlign="center">
        <LinkButton asChild colorPalette="brand" size="lg">
          <a href={sponsorMailto}>{t.becomeSponsor}</a>
        </LinkButton>
      </Box>
    </SimpleGrid>
  )
}

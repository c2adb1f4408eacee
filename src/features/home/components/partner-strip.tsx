import { Box } from '@chakra-ui/react/box'
import { Flex } from '@chakra-ui/react/flex'
import { Heading } from '@chakra-ui/react/heading'
import { chakra } from '@chakra-ui/react/styled-system'
import type { Partner } from '@contract/site-content.ts'
import { ResponsiveImage } from '@/components/responsive-image'
import { usePageContent } from '@/lib/site-content'
import { RotationToggle } from '@/components/rotation-toggle'
import { useAutoRotation } from '@/lib/use-auto-rotation'
import { defineMessages, useMessages } from '@/i18n/messages'
import { PARTNERS_HEADING_ID } from '@/features/home/section-ids'

const messages = defineMessages({
  en: { heading: 'Our Community Partners', logos: 'partner logos' },
  es: { heading: 'Nuestros socios en la comunidad', logos: 'los logotipos de los socios' },
})

/** Every logo is shown 60 px high. */
const LOGO_HEIGHT = 60

function Logos({ partners, copy }: { partners: readonly Partner[]; copy: boolean }) {
  return (
    <chakra.ul listStyleType="none" display="flex" gap="10" pe="10" flexShrink={0} aria-hidden={copy || undefined}>
      {partners.map((partner) => (
        <li key={partner.id}>
          {partner.logo ? (
            // a library logo keeps its own proportions at the strip's height
            <ResponsiveImage image={{ ...partner.logo, alt: copy ? '' : partner.name }} h={`${LOGO_HEIGHT}px`} w="auto" maxW="none"
              sizes={`${Math.round((LOGO_HEIGHT * partner.logo.width) / partner.logo.height)}px`} />
          ) : (
            <img src={partner.logoSrc} alt={copy ? '' : partner.name} width={partner.logoWidth} height={LOGO_HEIGHT} loading="lazy" />
          )}
        </li>
      ))}
    </chakra.ul>
  )
}

/** A slowly scrolling strip of partner marks; pausable, and still under reduced motion. */
export function PartnerStrip() {
  const partners = usePageContent('home').collections.partners
  const { playing, userPaused, toggle, regionProps } = useAutoRotation()
  const t = useMessages(messages)
  return (
    <Box as="section" aria-labelledby={PARTNERS_HEADING_ID} py="10" bg="gray.50" {...regionProps}>
      <Flex maxW="7xl" mx="auto" px="6" mb="6" justify="space-between" align="center" gap="4">
        <Heading as="h2" id={PARTNERS_HEADING_ID} size="lg" color="brand.900">{t.heading}</Heading>
        <RotationToggle paused={userPaused} what={t.logos} onClick={toggle} variant="outline" colorPalette="brand" />
      </Flex>
      <Box overflow="hidden">
        <Flex w="max-content" animation="partner-scroll 40s linear infinite"
          style={{ animationPlayState: playing ? 'running' : 'paused' }} _motionReduce={{ animation: 'none' }}>
          <Logos partners={partners} copy={false} />
          <Logos partners={partners} copy />
        </Flex>
      </Box>
    </Box>
  )
}

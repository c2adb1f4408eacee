import { Box } from '@chakra-ui/react/box'
import { Flex } from '@chakra-ui/react/flex'
import { Heading } from '@chakra-ui/react/heading'
import { chakra } from '@chakra-ui/react/styled-system'
import type { Partner } from '@contract/site-content.ts'
import { usePageContent } from '@/lib/site-content'
import { RotationToggle } from '@/components/rotation-toggle'
import { useAutoRotation } from '@/lib/use-auto-rotation'

function Logos({ partners, copy }: { partners: readonly Partner[]; copy: boolean }) {
  return (
    <chakra.ul listStyleType="none" display="flex" gap="10" pe="10" flexShrink={0} aria-hidden={copy || undefined}>
      {partners.map((partner) => (
        <li key={partner.id}>
          <img src={partner.logoSrc} alt={copy ? '' : partner.name} width={partner.logoWidth} height="60" loading="lazy" />
        </li>
      ))}
    </chakra.ul>
  )
}

/** A slowly scrolling strip of partner marks; pausable, and still under reduced motion. */
export function PartnerStrip() {
  const partners = usePageContent('home').collections.partners
  const { playing, userPaused, toggle, regionProps } = useAutoRotation()
  return (
    <Box as="section" aria-labelledby="partners" py="10" bg="gray.50" {...regionProps}>
      <Flex maxW="7xl" mx="auto" px="6" mb="6" justify="space-between" align="center" gap="4">
        <Heading as="h2" id="partners" size="lg" color="brand.900">Our Community Partners</Heading>
        <RotationToggle paused={userPaused} what="partner logos" onClick={toggle} variant="outline" colorPalette="brand" />
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

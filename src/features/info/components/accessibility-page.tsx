import { Box } from '@chakra-ui/react/box'
import { Container } from '@chakra-ui/react/container'
import { Heading } from '@chakra-ui/react/heading'
import { Link } from '@chakra-ui/react/link'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import type { ReactNode } from 'react'
import { useFilledPage, useSiteView } from '@/lib/site-content'
import { telHref } from '@/lib/format/phone'
import { PageHero } from './page-hero'

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Heading as="h2" size="xl" color="brand.800">{title}</Heading>
      <Box mt="3">{children}</Box>
    </section>
  )
}

const bullets = { as: 'ul', ps: '5', listStyleType: 'disc', display: 'grid', gap: '2' } as const

export function AccessibilityPage() {
  const site = useSiteView()
  const statement = useFilledPage('accessibility').document
  return (
    <>
      <PageHero title="Accessibility Statement" subtitle={`Last reviewed: ${statement.lastReviewed}`} />
      <Container maxW="3xl" py={{ base: '10', md: '14' }}>
        <Stack gap="8">
          <Text fontSize="lg">{statement.commitment}</Text>
          <Part title="Conformance Status"><Text>{statement.conformance}</Text></Part>
          <Part title="Measures We Take">
            <Box {...bullets}>{statement.measures.map((m) => <li key={m}>{m}</li>)}</Box>
          </Part>
          <Part title="Known Limitations">
            <Box {...bullets}>
              {statement.limitations.map((l) => (
                <li key={l.title}><strong>{l.title}:</strong> {l.detail}</li>
              ))}
            </Box>
          </Part>
          <Part title="Report a Barrier">
            <Text>
              If you find a barrier on this website or need information in another format, please tell us. Include the
              page address and what you were trying to do.
            </Text>
            <Box {...bullets} mt="3">
              <li>
                Phone:{' '}
                <Link href={telHref(site.phone.main)} color="brand.700" variant="underline">{site.phone.main}</Link>
              </li>
              <li>
                E-mail:{' '}
                <Link href={`mailto:${site.email.info}?subject=Accessibility%20barrier`} color="brand.700" variant="underline">
                  {site.email.info}
                </Link>
              </li>
              <li>Post: {site.name}, {site.address.full}</li>
            </Box>
            <Text mt="3">We aim to respond to accessibility feedback within {statement.responseTime}.</Text>
          </Part>
          <Part title="Compatibility and Technology">
            <Text>{statement.compatibility}</Text>
            <Text mt="2">This website relies on {statement.technologies.join(', ')} to work with your browser and assistive technology.</Text>
          </Part>
          <Part title="Assessment Approach"><Text>{statement.assessment}</Text></Part>
          <Part title="Date of This Statement">
            <Text>This statement was last reviewed on {statement.lastReviewed}.</Text>
          </Part>
        </Stack>
      </Container>
    </>
  )
}

import { Box } from '@chakra-ui/react/box'
import { Card } from '@chakra-ui/react/card'
import { Heading } from '@chakra-ui/react/heading'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useFilledPage } from '@/lib/site-content'
import { BoardSection } from './board-section'
import { PageHero } from './page-hero'
import { PageSection } from './page-section'
import { StatsRow } from './stats-row'

export function AboutPage() {
  const { settings: site, document, collections } = useFilledPage('about')
  const { boardNote, coreValues, history, mission, vision } = document
  const board = collections['board-members']
  return (
    <>
      <PageHero
        title={`About ${site.name}`}
        subtitle={`Serving New Jersey individuals with autism and developmental disabilities, and their families, since ${site.foundedYear}.`}
      />
      <PageSection id="mission" title="Our Mission & Vision">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          <Card.Root>
            <Card.Body gap="2">
              <Heading as="h3" size="lg">Our Mission</Heading>
              <Text>{mission}</Text>
            </Card.Body>
          </Card.Root>
          <Card.Root>
            <Card.Body gap="2">
              <Heading as="h3" size="lg">Our Vision</Heading>
              <Text>{vision}</Text>
            </Card.Body>
          </Card.Root>
        </SimpleGrid>
      </PageSection>
      <PageSection id="history" title="Our History" tinted intro={`Established ${site.foundedYear} · Non-profit recognition ${site.nonprofitYear}`}>
        <Stack gap="4" maxW="3xl" mx="auto">
          {history.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
      </PageSection>
      <PageSection id="impact" title="Our Impact">
        <StatsRow stats={site.statistics.about} />
      </PageSection>
      <PageSection id="values" title="Our Core Values" tinted>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
          {coreValues.map((value) => (
            <Box as="li" key={value.title} p="6" bg="bg" borderWidth="1px" borderRadius="lg">
              <Heading as="h3" size="md" color="brand.700">{value.title}</Heading>
              <Text mt="2" color="fg.muted">{value.description}</Text>
            </Box>
          ))}
        </SimpleGrid>
      </PageSection>
      <PageSection id="board" title="Board of Trustees">
        <BoardSection board={board} note={boardNote} />
      </PageSection>
    </>
  )
}

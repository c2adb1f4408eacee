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
import { defineMessages, useMessages } from '@/i18n/messages'

const messages = defineMessages({
  en: {
    title: (name: string) => `About ${name}`,
    subtitle: (year: number | string) =>
      `Serving New Jersey individuals with autism and developmental disabilities, and their families, since ${year}.`,
    missionAndVision: 'Our Mission & Vision',
    mission: 'Our Mission',
    vision: 'Our Vision',
    history: 'Our History',
    historyIntro: (founded: number | string, nonprofit: number | string) => `Established ${founded} · Non-profit recognition ${nonprofit}`,
    impact: 'Our Impact',
    values: 'Our Core Values',
    board: 'Board of Trustees',
  },
  es: {
    title: (name: string) => `Acerca de ${name}`,
    subtitle: (year: number | string) =>
      `Desde ${year}, apoyamos a personas con autismo y discapacidades del desarrollo en New Jersey, y a sus familias.`,
    missionAndVision: 'Nuestra misión y visión',
    mission: 'Nuestra misión',
    vision: 'Nuestra visión',
    history: 'Nuestra historia',
    historyIntro: (founded: number | string, nonprofit: number | string) =>
      `Fundada en ${founded} · Reconocida como organización sin fines de lucro en ${nonprofit}`,
    impact: 'Nuestro impacto',
    values: 'Nuestros valores',
    board: 'Junta Directiva',
  },
})

export function AboutPage() {
  const { settings: site, document, collections } = useFilledPage('about')
  const { boardNote, coreValues, history, mission, vision } = document
  const board = collections['board-members']
  const t = useMessages(messages)
  return (
    <>
      <PageHero
        title={t.title(site.name)}
        subtitle={t.subtitle(site.foundedYear)}
      />
      <PageSection id="mission" title={t.missionAndVision}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          <Card.Root>
            <Card.Body gap="2">
              <Heading as="h3" size="lg">{t.mission}</Heading>
              <Text>{mission}</Text>
            </Card.Body>
          </Card.Root>
          <Card.Root>
            <Card.Body gap="2">
              <Heading as="h3" size="lg">{t.vision}</Heading>
              <Text>{vision}</Text>
            </Card.Body>
          </Card.Root>
        </SimpleGrid>
      </PageSection>
      <PageSection id="history" title={t.history} tinted intro={t.historyIntro(site.foundedYear, site.nonprofitYear)}>
        <Stack gap="4" maxW="3xl" mx="auto">
          {history.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
      </PageSection>
      <PageSection id="impact" title={t.impact}>
        <StatsRow stats={site.statistics.about} />
      </PageSection>
      <PageSection id="values" title={t.values} tinted>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
          {coreValues.map((value) => (
            <Box as="li" key={value.title} p="6" bg="bg" borderWidth="1px" borderRadius="lg">
              <Heading as="h3" size="md" color="brand.700">{value.title}</Heading>
              <Text mt="2" color="fg.muted">{value.description}</Text>
            </Box>
          ))}
        </SimpleGrid>
      </PageSection>
      <PageSection id="board" title={t.board}>
        <BoardSection board={board} note={boardNote} />
      </PageSection>
    </>
  )
}

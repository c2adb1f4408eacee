import { Box } from '@chakra-ui/react/box'
import { Card } from '@chakra-ui/react/card'
import { Heading } from '@chakra-ui/react/heading'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useFilledPage, useSite } from '@/lib/site-content'
import { BoardSection } from './board-section'
import { PageHero } from './page-hero'
import { PageContentNotice } from '@/i18n/untranslated-notice'
import { PageSection } from './page-section'
import { StatsRow } from './stats-row'
import { defineMessages, useMessages } from '@/i18n/messages'
import { langOf } from '@/i18n/content-language'
import { useLocale } from '@/i18n/use-locale'

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
  const locale = useLocale()
  const page = useFilledPage('about')
  const { settings: site, document, collections } = page
  const { boardNote, coreValues, history, mission, vision } = document
  const board = collections['board-members']
  // the document's texts and the settings' figures still in English on a Spanish page are marked lang="en"
  const { lang } = langOf(page, locale)
  const statsLang = langOf(useSite(), locale).lang
  const t = useMessages(messages)
  return (
    <>
      <PageHero
        title={t.title(site.name)}
        subtitle={t.subtitle(site.foundedYear)}
      />
      <PageContentNotice pageContent={page} items={board} />
      <PageSection id="mission" title={t.missionAndVision}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          <Card.Root>
            <Card.Body gap="2">
              <Heading as="h3" size="lg">{t.mission}</Heading>
              <Text lang={lang}>{mission}</Text>
            </Card.Body>
          </Card.Root>
          <Card.Root>
            <Card.Body gap="2">
              <Heading as="h3" size="lg">{t.vision}</Heading>
              <Text lang={lang}>{vision}</Text>
            </Card.Body>
          </Card.Root>
        </SimpleGrid>
      </PageSection>
      <PageSection id="history" title={t.history} tinted intro={t.historyIntro(site.foundedYear, site.nonprofitYear)}>
        <Stack lang={lang} gap="4" maxW="3xl" mx="auto">
          {history.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
      </PageSection>
      <PageSection id="impact" title={t.impact}>
        <StatsRow stats={site.statistics.about} lang={statsLang} />
      </PageSection>
      <PageSection id="values" title={t.values} tinted>
        <SimpleGrid as="ul" lang={lang} listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
          {coreValues.map((value) => (
            <Box as="li" key={value.title} p="6" bg="bg" borderWidth="1px" borderRadius="lg">
              <Heading as="h3" size="md" color="brand.700">{value.title}</Heading>
              <Text mt="2" color="fg.muted">{value.description}</Text>
            </Box>
          ))}
        </SimpleGrid>
      </PageSection>
      <PageSection id="board" title={t.board}>
        <BoardSection board={board} note={boardNote} noteLang={lang} />
      </PageSection>
    </>
  )
}

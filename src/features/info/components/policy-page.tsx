import { Alert } from '@chakra-ui/react/alert'
import { Container } from '@chakra-ui/react/container'
import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useFilledPage } from '@/lib/site-content'
import { PageHero } from './page-hero'

import { defineMessages, useMessages } from '@/i18n/messages'
import { langOf } from '@/i18n/content-language'
import { UntranslatedNotice } from '@/i18n/untranslated-notice'
import { useLocale } from '@/i18n/use-locale'

/** The notice is shown on both policies until counsel has reviewed them (a fixed notice of the page, not content). */
const messages = defineMessages({
  en: {
    lastUpdated: (date: string) => `Last updated: ${date}`,
    draft: 'Draft for legal review',
    legalReviewNotice: 'This policy is a placeholder pending review by legal counsel. It will be updated before it takes effect.',
  },
  es: {
    lastUpdated: (date: string) => `Última actualización: ${date}`,
    draft: 'Borrador en revisión legal',
    legalReviewNotice: 'Esta política es provisional. Un abogado la está revisando. La actualizaremos antes de que entre en vigor.',
  },
})

/** A legal policy page (privacy, terms), flagged as awaiting legal review. */
export function PolicyPage({ page }: { page: 'privacy' | 'terms' }) {
  const locale = useLocale()
  const content = useFilledPage(page)
  const policy = content.document
  const { lang } = langOf(content, locale)
  const t = useMessages(messages)
  return (
    <>
      <PageHero title={policy.title} titleLang={lang} subtitle={t.lastUpdated(policy.updated)} />
      <Container maxW="3xl" py={{ base: '10', md: '14' }}>
        <UntranslatedNotice pageContent={content} mb="4" />
        <Alert.Root status="warning" mb="8">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t.draft}</Alert.Title>
            <Alert.Description>{t.legalReviewNotice}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Text lang={lang} fontSize="lg">{policy.intro}</Text>
        <Stack lang={lang} gap="8" mt="8">
          {policy.sections.map((section) => (
            <section key={section.heading}>
              <Heading as="h2" size="xl" color="brand.800">{section.heading}</Heading>
              {section.paragraphs.map((paragraph) => (
                <Text key={paragraph} mt="3">{paragraph}</Text>
              ))}
            </section>
          ))}
        </Stack>
      </Container>
    </>
  )
}

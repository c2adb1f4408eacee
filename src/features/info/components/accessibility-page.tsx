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
import { defineMessages, useMessages } from '@/i18n/messages'
import { langOf } from '@/i18n/content-language'
import { UntranslatedNotice } from '@/i18n/untranslated-notice'
import { useLocale } from '@/i18n/use-locale'

const messages = defineMessages({
  en: {
    title: 'Accessibility Statement',
    lastReviewed: (date: string) => `Last reviewed: ${date}`,
    conformance: 'Conformance Status',
    measures: 'Measures We Take',
    limitations: 'Known Limitations',
    report: 'Report a Barrier',
    reportText:
      'If you find a barrier on this website or need information in another format, please tell us. Include the page address and what you were trying to do.',
    phone: 'Phone:',
    email: 'E-mail:',
    /** The subject of the e-mail the visitor writes. */
    emailSubject: 'Accessibility barrier',
    post: 'Post:',
    respond: (time: string) => `We aim to respond to accessibility feedback within ${time}.`,
    compatibility: 'Compatibility and Technology',
    reliesOn: (technologies: string) => `This website relies on ${technologies} to work with your browser and assistive technology.`,
    assessment: 'Assessment Approach',
    date: 'Date of This Statement',
    reviewedOn: (date: string) => `This statement was last reviewed on ${date}.`,
  },
  es: {
    title: 'Declaración de accesibilidad',
    lastReviewed: (date: string) => `Última revisión: ${date}`,
    conformance: 'Nivel de cumplimiento',
    measures: 'Medidas que tomamos',
    limitations: 'Limitaciones conocidas',
    report: 'Avísenos de una barrera',
    reportText:
      'Si encuentra una barrera en este sitio web o necesita la información en otro formato, avísenos. Díganos la dirección de la página y lo que intentaba hacer.',
    phone: 'Teléfono:',
    email: 'Correo electrónico:',
    emailSubject: 'Barrera de accesibilidad',
    post: 'Correo postal:',
    respond: (time: string) => `Tratamos de responder a los comentarios sobre accesibilidad en un plazo de ${time}.`,
    compatibility: 'Compatibilidad y tecnología',
    reliesOn: (technologies: string) =>
      `Este sitio web usa ${technologies} para funcionar con su navegador y con la tecnología de asistencia.`,
    assessment: 'Cómo evaluamos el sitio',
    date: 'Fecha de esta declaración',
    reviewedOn: (date: string) => `La última revisión de esta declaración fue el ${date}.`,
  },
})

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
  const locale = useLocale()
  const site = useSiteView()
  const page = useFilledPage('accessibility')
  const statement = page.document
  // the statement's texts still in English on a Spanish page: each marked lang="en", and said once
  const { lang } = langOf(page, locale)
  const t = useMessages(messages)
  return (
    <>
      <PageHero title={t.title} subtitle={t.lastReviewed(statement.lastReviewed)} />
      <Container maxW="3xl" py={{ base: '10', md: '14' }}>
        <UntranslatedNotice pageContent={page} mb="6" />
        <Stack gap="8">
          <Text lang={lang} fontSize="lg">{statement.commitment}</Text>
          <Part title={t.conformance}><Text lang={lang}>{statement.conformance}</Text></Part>
          <Part title={t.measures}>
            <Box {...bullets} lang={lang}>{statement.measures.map((m) => <li key={m}>{m}</li>)}</Box>
          </Part>
          <Part title={t.limitations}>
            <Box {...bullets} lang={lang}>
              {statement.limitations.map((l) => (
                <li key={l.title}><strong>{l.title}:</strong> {l.detail}</li>
              ))}
            </Box>
          </Part>
          <Part title={t.report}>
            <Text>{t.reportText}</Text>
            <Box {...bullets} mt="3">
              <li>
                {t.phone}{' '}
                <Link href={telHref(site.phone.main)} color="brand.700" variant="underline">{site.phone.main}</Link>
              </li>
              <li>
                {t.email}{' '}
                <Link href={`mailto:${site.email.info}?subject=${encodeURIComponent(t.emailSubject)}`} color="brand.700" variant="underline">
                  {site.email.info}
                </Link>
              </li>
              <li>{t.post} {site.name}, {site.address.full}</li>
            </Box>
            <Text mt="3">{t.respond(statement.responseTime)}</Text>
          </Part>
          <Part title={t.compatibility}>
            <Text lang={lang}>{statement.compatibility}</Text>
            <Text mt="2">{t.reliesOn(statement.technologies.join(', '))}</Text>
          </Part>
          <Part title={t.assessment}><Text lang={lang}>{statement.assessment}</Text></Part>
          <Part title={t.date}>
            <Text>{t.reviewedOn(statement.lastReviewed)}</Text>
          </Part>
        </Stack>
      </Container>
    </>
  )
}

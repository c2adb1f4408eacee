import type { ComponentProps, ReactNode } from 'react'
import { Box } from '@chakra-ui/react/box'
import { Container } from '@chakra-ui/react/container'
import { Heading } from '@chakra-ui/react/heading'
import { Text } from '@chakra-ui/react/text'
import { defineMessages, useMessages } from '@/i18n/messages'
import { ApplicationForm } from './application-form'
import { JobHeader } from './job-header'

interface ApplicationPageProps extends Omit<ComponentProps<typeof ApplicationForm>, 'labelledBy'> {
  title: string
  subtitle: string
  subtitleLang?: string
  back: ComponentProps<typeof JobHeader>['back']
  /** said above the form (the volunteers' background-check notice) */
  notice?: ReactNode
}

const messages = defineMessages({
  en: {
    heading: 'Your Application',
    required: 'Fields marked with * are required.',
  },
  es: {
    heading: 'Su solicitud',
    required: 'Los campos marcados con * son obligatorios.',
  },
})

/** An application page: its banner, then the form in a card with what is required. */
export function ApplicationPage({ title, subtitle, subtitleLang, back, notice, ...form }: ApplicationPageProps) {
  const headingId = `${form.kind}-application-heading`
  const t = useMessages(messages)
  // the sentence is whole in each language; its * is hidden from screen readers
  const [before, after] = t.required.split('*')
  return (
    <>
      <JobHeader title={title} subtitle={subtitle} subtitleLang={subtitleLang} back={back} />
      <Container maxW="3xl" py={{ base: '8', md: '12' }}>
        <Box p={{ base: '5', md: '8' }} borderWidth="1px" borderRadius="xl" bg="bg" boxShadow="sm">
          <Heading as="h2" id={headingId} size="xl">{t.heading}</Heading>
          <Text mt="1" color="fg.muted" fontSize="sm">
            {before}<span aria-hidden="true">*</span>{after}
          </Text>
          {notice && <Box mt="4">{notice}</Box>}
          <Box mt="6">
            <ApplicationForm {...form} labelledBy={headingId} />
          </Box>
        </Box>
      </Container>
    </>
  )
}

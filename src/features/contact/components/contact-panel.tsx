import { Box } from '@chakra-ui/react/box'
import { Grid } from '@chakra-ui/react/grid'
import { Heading } from '@chakra-ui/react/heading'
import { Text } from '@chakra-ui/react/text'
import { defineMessages, useMessages } from '@/i18n/messages'
import { ContactForm } from './contact-form'
import { QuickContactCards } from './quick-contact-cards'

const messages = defineMessages({
  en: {
    formTitle: 'Send Us a Message',
    required: 'Fields marked with * are required.',
    quickContact: 'Quick Contact',
  },
  es: {
    formTitle: 'Envíenos un mensaje',
    required: 'Los campos marcados con * son obligatorios.',
    quickContact: 'Contacto rápido',
  },
})

/** The contact form beside the quick-contact cards. */
export function ContactPanel() {
  const t = useMessages(messages)
  // the sentence is whole in each language; its * is hidden from screen readers
  const [before, after] = t.required.split('*')
  return (
    <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="8" alignItems="start">
      <Box p={{ base: '5', md: '8' }} borderWidth="1px" borderRadius="xl" bg="bg" boxShadow="sm">
        <Heading as="h3" id="contact-form-heading" size="xl">{t.formTitle}</Heading>
        <Text mt="1" mb="6" color="fg.muted" fontSize="sm">
          {before}<span aria-hidden="true">*</span>{after}
        </Text>
        <ContactForm labelledBy="contact-form-heading" />
      </Box>
      <Box>
        <Heading as="h3" size="xl" mb="4">{t.quickContact}</Heading>
        <QuickContactCards />
      </Box>
    </Grid>
  )
}

import { Box } from '@chakra-ui/react/box'
import { Grid } from '@chakra-ui/react/grid'
import { Heading } from '@chakra-ui/react/heading'
import { Text } from '@chakra-ui/react/text'
import { ContactForm } from './contact-form'
import { QuickContactCards } from './quick-contact-cards'

/** The contact form beside the quick-contact cards. */
export function ContactPanel() {
  return (
    <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="8" alignItems="start">
      <Box p={{ base: '5', md: '8' }} borderWidth="1px" borderRadius="xl" bg="bg" boxShadow="sm">
        <Heading as="h3" id="contact-form-heading" size="xl">Send Us a Message</Heading>
        <Text mt="1" mb="6" color="fg.muted" fontSize="sm">
          Fields marked with <span aria-hidden="true">*</span> are required.
        </Text>
        <ContactForm labelledBy="contact-form-heading" />
      </Box>
      <Box>
        <Heading as="h3" size="xl" mb="4">Quick Contact</Heading>
        <QuickContactCards />
      </Box>
    </Grid>
  )
}

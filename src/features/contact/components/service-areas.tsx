import { Box } from '@chakra-ui/react/box'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Text } from '@chakra-ui/react/text'
import { defineMessages, useMessages } from '@/i18n/messages'
import { useSite } from '@/lib/site-content'

const messages = defineMessages({
  en: {
    county: (name: string) => `${name} County`,
    elsewhere: 'Live in another county? Contact us: we may still be able to help or connect you with a provider near you.',
  },
  es: {
    county: (name: string) => `Condado de ${name}`,
    elsewhere: '¿Vive en otro condado? Comuníquese con nosotros: tal vez podamos ayudarle o ponerle en contacto con un proveedor cerca de usted.',
  },
})

/** The grid of New Jersey counties served, with the note about other counties. */
export function ServiceAreas() {
  const counties = useSite().settings.serviceCounties
  const t = useMessages(messages)
  return (
    <>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, sm: 3, md: 5 }} gap="3">
        {counties.map((county) => (
          <Box as="li" key={county} p="3" textAlign="center" borderWidth="1px" borderRadius="md" bg="bg">
            {t.county(county)}
          </Box>
        ))}
      </SimpleGrid>
      <Text mt="6" textAlign="center" color="fg.muted">
        {t.elsewhere}
      </Text>
    </>
  )
}

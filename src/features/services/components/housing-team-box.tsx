import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { chakra } from '@chakra-ui/react/styled-system'
import { useSiteView } from '@/lib/site-content'
import { telHref } from '@/lib/format/phone'
import { defineMessages, useMessages } from '@/i18n/messages'

const messages = defineMessages({
  en: { title: 'Contact Our Housing Team', email: 'Email:', phone: 'Phone:', office: 'Office:' },
  es: { title: 'Comuníquese con nuestro equipo de vivienda', email: 'Correo electrónico:', phone: 'Teléfono:', office: 'Oficina:' },
})

const linkStyle = { color: 'brand.700', textDecoration: 'underline', fontWeight: 'medium' } as const

/** Contact box shown only on the housing program's page (SPEC §2 'Service detail'). */
export function HousingTeamBox() {
  const site = useSiteView()
  const t = useMessages(messages)
  return (
    <Box as="section" aria-labelledby="housing-team" bg="brand.50" borderLeftWidth="4px" borderColor="brand.600"
      borderRadius="md" p="6">
      <Heading as="h2" id="housing-team" size="xl" mb="3" color="brand.900">
        {t.title}
      </Heading>
      <Stack gap="2" color="gray.800">
        <Text>
          {t.email} <chakra.a href={`mailto:${site.email.housing}`} {...linkStyle}>{site.email.housing}</chakra.a>
        </Text>
        <Text>
          {t.phone} <chakra.a href={telHref(site.phone.main)} {...linkStyle}>{site.phone.main}</chakra.a>
        </Text>
        <Text>{t.office} {site.address.full}</Text>
      </Stack>
    </Box>
  )
}

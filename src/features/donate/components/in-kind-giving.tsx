import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { LinkButton } from '@/components/ui/link-button'
import { defineMessages, useMessages } from '@/i18n/messages'
import { usePageContent, useSiteView } from '@/lib/site-content'

const messages = defineMessages({
  en: { items: 'Items We Need', services: 'Professional Services', offer: 'Offer an In-Kind Donation', mailSubject: 'In-Kind Donation' },
  es: { items: 'Artículos que necesitamos', services: 'Servicios profesionales', offer: 'Ofrecer una donación en especie', mailSubject: 'Donación en especie' },
})

function ItemList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <Box>
      <Heading as="h3" size="lg" mb="3">{title}</Heading>
      <Box as="ul" ps="5" listStyleType="disc">
        {items.map((item) => <li key={item}>{item}</li>)}
      </Box>
    </Box>
  )
}

/** SPEC 'Donate': needed items, professional services and a mailto to offer them. */
export function InKindGiving() {
  const site = useSiteView()
  const t = useMessages(messages)
  const { inKindItems, inKindServices } = usePageContent('donate').document
  const inKindMailto = `mailto:${site.email.donations}?subject=${encodeURIComponent(t.mailSubject)}`
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="8">
        <ItemList title={t.items} items={inKindItems} />
        <ItemList title={t.services} items={inKindServices} />
      </SimpleGrid>
      <Box mt="8" textAlign="center">
        <LinkButton asChild colorPalette="brand" variant="outline" size="lg">
          <a href={inKindMailto}>{t.offer}</a>
        </LinkButton>
      </Box>
    </>
  )
}

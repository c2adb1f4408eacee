import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { LinkButton } from '@/components/ui/link-button'
import { defineMessages, useMessages } from '@/i18n/messages'
import { usePageContent, useSiteView } from '@/lib/site-content'
import { useLocale } from '@/i18n/use-locale'
import { langOf } from '@/i18n/content-language'

const messages = defineMessages({
  en: { items: 'Items We Need', services: 'Professional Services', offer: 'Offer an In-Kind Donation', mailSubject: 'In-Kind Donation' },
  es: { items: 'Artículos que necesitamos', services: 'Servicios profesionales', offer: 'Ofrecer una donación en especie', mailSubject: 'Donación en especie' },
})

/** `lang` marks the items when the page's document is not in the page's language. */
function ItemList({ title, items, lang }: { title: string; items: readonly string[]; lang?: string }) {
  return (
    <Box>
      <Heading as="h3" size="lg" mb="3">{title}</Heading>
      <Box as="ul" lang={lang} ps="5" listStyleType="disc">
        {items.map((item) => <li key={item}>{item}</li>)}
      </Box>
    </Box>
  )
}

/** SPEC 'Donate': needed items, professional services and a mailto to offer them. */
export function InKindGiving() {
  const site = useSiteView()
  const t = useMessages(messages)
  const page = usePageContent('donate')
  const { inKindItems, inKindServices } = page.document
  const { lang } = langOf(page, useLocale())
  const inKindMailto = `mailto:${site.email.donations}?subject=${encodeURIComponent(t.mailSubject)}`
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="8">
        <ItemList title={t.items} items={inKindItems} lang={lang} />
        <ItemList title={t.services} items={inKindServices} lang={lang} />
      </SimpleGrid>
      <Box mt="8" textAlign="center">
        <LinkButton asChild colorPalette="brand" variant="outline" size="lg">
          <a href={inKindMailto}>{t.offer}</a>
        </LinkButton>
      </Box>
    </>
  )
}

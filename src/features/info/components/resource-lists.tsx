import { Badge } from '@chakra-ui/react/badge'
import { Box } from '@chakra-ui/react/box'
import { Card } from '@chakra-ui/react/card'
import { Heading } from '@chakra-ui/react/heading'
import { Link } from '@chakra-ui/react/link'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Text } from '@chakra-ui/react/text'
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden'
import type { RESOURCE_CATEGORIES } from '@contract/collections.ts'
import type { EmergencyContact, ExternalResource, PageDocument } from '@contract/site-content.ts'

type EligibilityGroup = PageDocument<'resources'>['eligibilityGroups'][number]
type ResourceCategory = (typeof RESOURCE_CATEGORIES)[number]
import { telHref } from '@/lib/format/phone'
import { defineMessages, useMessages } from '@/i18n/messages'
import { langOf } from '@/i18n/content-language'
import { useLocale } from '@/i18n/use-locale'

const messages = defineMessages({
  en: {
    categories: { Government: 'Government', Advocacy: 'Advocacy', Support: 'Support' } satisfies Record<ResourceCategory, string>,
    visit: 'Visit Website',
    /** Read after 'Visit Website' by a screen reader. */
    visitSite: (name: string) => `: ${name} (opens in a new tab)`,
  },
  es: {
    categories: { Government: 'Gobierno', Advocacy: 'Defensa de derechos', Support: 'Apoyo' },
    visit: 'Visitar el sitio web',
    visitSite: (name: string) => `: ${name} (se abre en una pestaña nueva)`,
  },
})

/** `lang` marks the groups when the page's document is not in the page's language. */
export function EligibilityCards({ groups, lang }: { groups: readonly EligibilityGroup[]; lang?: string }) {
  return (
    <SimpleGrid lang={lang} columns={{ base: 1, md: 3 }} gap="6">
      {groups.map((group) => (
        <Card.Root key={group.title}>
          <Card.Header>
            <Heading as="h3" size="lg">{group.title}</Heading>
          </Card.Header>
          <Card.Body>
            <Box as="ul" ps="5" listStyleType="disc" color="fg.muted">
              {group.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </Box>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  )
}

const categoryPalette: Record<ResourceCategory, string> = { Government: 'brand', Advocacy: 'accent', Support: 'green' }

export function ExternalResourceCards({ resources }: { resources: readonly ExternalResource[] }) {
  const t = useMessages(messages)
  const locale = useLocale()
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
      {resources.map((resource) => (
        <Card.Root key={resource.url}>
          <Card.Header gap="2">
            <Badge alignSelf="start" colorPalette={categoryPalette[resource.category]} variant="subtle">
              {t.categories[resource.category]}
            </Badge>
            <Heading as="h3" size="lg">{resource.name}</Heading>
          </Card.Header>
          <Card.Body>
            <Text {...langOf(resource, locale)} color="fg.muted">{resource.description}</Text>
          </Card.Body>
          <Card.Footer>
            <Link href={resource.url} target="_blank" rel="noopener noreferrer" variant="underline" color="brand.700" fontWeight="semibold">
              {t.visit}
              <VisuallyHidden>{t.visitSite(resource.name)}</VisuallyHidden>
              <span aria-hidden="true"> ↗</span>
            </Link>
          </Card.Footer>
        </Card.Root>
      ))}
    </SimpleGrid>
  )
}

export function EmergencyContactCards({ contacts }: { contacts: readonly EmergencyContact[] }) {
  const locale = useLocale()
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
      {contacts.map((contact) => (
        <Card.Root key={contact.title} {...langOf(contact, locale)} borderColor="accent.200">
          <Card.Body gap="2">
            <Heading as="h3" size="md">{contact.title}</Heading>
            <Link href={telHref(contact.phone)} fontSize="xl" fontWeight="bold" color="accent.700" variant="underline">
              {contact.phone}
            </Link>
            <Text color="fg.muted">{contact.description}</Text>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  )
}

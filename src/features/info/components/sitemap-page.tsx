import type { ReactNode } from 'react'
import { Link as RouterLink } from '@tanstack/react-router'
import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { Link } from '@chakra-ui/react/link'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Text } from '@chakra-ui/react/text'
import { LinkButton } from '@/components/ui/link-button'
import { useSiteView } from '@/lib/site-content'
import { sitemapMessages, type SitemapLink } from '@/content/sitemap'
import { telHref } from '@/lib/format/phone'
import { PageHero } from './page-hero'
import { PageSection } from './page-section'
import { defineMessages, useMessages } from '@/i18n/messages'

const messages = defineMessages({
  en: {
    title: 'Site Map',
    subtitle: 'Every page of our website in one place.',
    allPages: 'All Pages',
    quickActions: 'Quick Actions',
    help: 'Need Help Finding Something?',
    callUs: (phone: ReactNode) => <>Call us at {phone} or send us a message.</>,
    contactSupport: 'Contact Support',
  },
  es: {
    title: 'Mapa del sitio',
    subtitle: 'Todas las páginas de nuestro sitio web en un solo lugar.',
    allPages: 'Todas las páginas',
    quickActions: 'Acciones rápidas',
    help: '¿Necesita ayuda para encontrar algo?',
    callUs: (phone: ReactNode) => <>Llámenos al {phone} o envíenos un mensaje.</>,
    contactSupport: 'Pida ayuda',
  },
})

function LinkList({ links }: { links: readonly SitemapLink[] }) {
  return (
    <Box as="ul" listStyleType="none" display="grid" gap="2" mt="3">
      {links.map((link) => (
        <li key={link.to}>
          <Link asChild color="brand.700" variant="underline" display="inline-block" py="1">
            <RouterLink to={link.to}>{link.label}</RouterLink>
          </Link>
        </li>
      ))}
    </Box>
  )
}

export function SitemapPage() {
  const site = useSiteView()
  const t = useMessages(messages)
  const { groups, quickActions } = useMessages(sitemapMessages)
  return (
    <>
      <PageHero title={t.title} subtitle={t.subtitle} />
      <PageSection id="pages" title={t.allPages}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="8">
          {groups.map((group) => (
            <Box as="nav" key={group.title} aria-label={group.title}>
              <Heading as="h3" size="lg">{group.title}</Heading>
              <LinkList links={group.links} />
            </Box>
          ))}
          <Box as="nav" aria-label={t.quickActions}>
            <Heading as="h3" size="lg">{t.quickActions}</Heading>
            <LinkList links={quickActions} />
          </Box>
        </SimpleGrid>
      </PageSection>
      <PageSection id="help" title={t.help} tinted>
        <Box textAlign="center">
          <Text>
            {t.callUs(
              <Link href={telHref(site.phone.main)} color="brand.700" variant="underline" fontWeight="semibold">
                {site.phone.main}
              </Link>,
            )}
          </Text>
          <LinkButton asChild colorPalette="brand" size="lg" mt="6">
            <RouterLink to="/contact">{t.contactSupport}</RouterLink>
          </LinkButton>
        </Box>
      </PageSection>
    </>
  )
}

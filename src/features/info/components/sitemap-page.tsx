import { Link as RouterLink } from '@tanstack/react-router'
import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { Link } from '@chakra-ui/react/link'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Text } from '@chakra-ui/react/text'
import { LinkButton } from '@/components/ui/link-button'
import { useSiteView } from '@/lib/site-content'
import { quickActions, sitemapGroups, type SitemapLink } from '@/content/sitemap'
import { telHref } from '@/lib/format/phone'
import { PageHero } from './page-hero'
import { PageSection } from './page-section'

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
  return (
    <>
      <PageHero title="Site Map" subtitle="Every page of our website in one place." />
      <PageSection id="pages" title="All Pages">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="8">
          {sitemapGroups.map((group) => (
            <Box as="nav" key={group.title} aria-label={group.title}>
              <Heading as="h3" size="lg">{group.title}</Heading>
              <LinkList links={group.links} />
            </Box>
          ))}
          <Box as="nav" aria-label="Quick Actions">
            <Heading as="h3" size="lg">Quick Actions</Heading>
            <LinkList links={quickActions} />
          </Box>
        </SimpleGrid>
      </PageSection>
      <PageSection id="help" title="Need Help Finding Something?" tinted>
        <Box textAlign="center">
          <Text>
            Call us at{' '}
            <Link href={telHref(site.phone.main)} color="brand.700" variant="underline" fontWeight="semibold">
              {site.phone.main}
            </Link>{' '}
            or send us a message.
          </Text>
          <LinkButton asChild colorPalette="brand" size="lg" mt="6">
            <RouterLink to="/contact">Contact Support</RouterLink>
          </LinkButton>
        </Box>
      </PageSection>
    </>
  )
}

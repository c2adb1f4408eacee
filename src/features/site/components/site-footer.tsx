import { Link } from '@tanstack/react-router'
import { Box } from '@chakra-ui/react/box'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Text } from '@chakra-ui/react/text'
import { chakra } from '@chakra-ui/react/styled-system'
import { footerServices } from '@/content/site'
import { siteView, useSite } from '@/lib/site-content'
import { telHref } from '@/lib/format/phone'
import { defineMessages, useMessages } from '@/i18n/messages'
import { LanguageSwitch } from '@/i18n/language-switch'
import { langOf } from '@/i18n/content-language'
import { useLocale } from '@/i18n/use-locale'
import { SITE_FOOTER_ID } from './lazy-site-footer'

const linkStyle = {
  color: 'brand.50',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  display: 'inline-flex',
  minH: '24px',
  alignItems: 'center',
  _hover: { color: 'white' },
  _focusVisible: { outline: '3px solid', outlineColor: 'white', outlineOffset: '2px' },
} as const

const messages = defineMessages({
  en: {
    socialMedia: 'Social media',
    opensInNewTab: '(opens in a new tab)',
    contactUs: 'Contact Us',
    phone: (number: string) => `Phone: ${number}`,
    ourServices: 'Our Services',
    copyright: (year: number | string, name: string) =>
      `© ${year} ${name}. All rights reserved. A 501(c)(3) non-profit organization.`,
    legal: 'Legal',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    accessibility: 'Accessibility',
    sitemap: 'Site Map',
  },
  es: {
    socialMedia: 'Redes sociales',
    opensInNewTab: '(se abre en una pestaña nueva)',
    contactUs: 'Contáctenos',
    phone: (number: string) => `Teléfono: ${number}`,
    ourServices: 'Nuestros servicios',
    copyright: (year: number | string, name: string) =>
      `© ${year} ${name}. Todos los derechos reservados. Una organización sin fines de lucro 501(c)(3).`,
    legal: 'Información legal',
    privacy: 'Política de privacidad',
    terms: 'Términos del servicio',
    accessibility: 'Accesibilidad',
    sitemap: 'Mapa del sitio',
  },
})

/** `label` names the link's words in `messages`. */
const legalLinks = [
  { to: '/privacy', label: 'privacy' },
  { to: '/terms', label: 'terms' },
  { to: '/accessibility', label: 'accessibility' },
  { to: '/sitemap', label: 'sitemap' },
] as const

function Column({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box>
      <Text as="h2" fontWeight="bold" fontSize="lg" mb="3" color="white">
        {title}
      </Text>
      {children}
    </Box>
  )
}

/** The footer (SPEC 'Site header and footer'): contact, social, tagline, services, legal, copyright. */
export function SiteFooter() {
  const locale = useLocale()
  const answer = useSite()
  const site = siteView(answer.settings)
  const t = useMessages(messages)
  const services = useMessages(footerServices)
  return (
    <Box as="footer" id={SITE_FOOTER_ID} bg="brand.900" color="brand.50" px={{ base: '4', md: '6' }} pt="12" pb="6">
      <SimpleGrid maxW="7xl" mx="auto" columns={{ base: 1, md: 3 }} gap="10">
        <Column title={site.name}>
          <Text mb="4" {...langOf(answer, locale)}>{site.tagline}</Text>
          <chakra.ul listStyleType="none" display="flex" gap="4" aria-label={t.socialMedia}>
            {site.socialLinks.map((link) => (
              <li key={link.name}>
                <chakra.a href={link.href} target="_blank" rel="noopener noreferrer" {...linkStyle}>
                  {link.name}
                  {' '}<chakra.span srOnly>{t.opensInNewTab}</chakra.span>
                </chakra.a>
              </li>
            ))}
          </chakra.ul>
        </Column>
        <Column title={t.contactUs}>
          <chakra.address fontStyle="normal" display="flex" flexDirection="column" gap="2">
            <span>{site.address.full}</span>
            <chakra.a href={telHref(site.phone.main)} {...linkStyle}>
              {t.phone(site.phone.main)}
            </chakra.a>
            <chakra.a href={`mailto:${site.email.info}`} {...linkStyle}>
              {site.email.info}
            </chakra.a>
          </chakra.address>
        </Column>
        <Column title={t.ourServices}>
          <chakra.ul listStyleType="none" display="flex" flexDirection="column" gap="1">
            {services.map((service) => (
              <li key={service.slug}>
                <chakra.a asChild {...linkStyle}>
                  <Link to="/services/$serviceSlug" params={{ serviceSlug: service.slug }}>
                    {service.title}
                  </Link>
                </chakra.a>
              </li>
            ))}
          </chakra.ul>
        </Column>
      </SimpleGrid>
      <Box maxW="7xl" mx="auto" mt="10" pt="6" borderTopWidth="1px" borderColor="brand.700"
        display="flex" flexDirection={{ base: 'column', md: 'row' }} gap="4" justifyContent="space-between">
        <Text fontSize="sm">
          {t.copyright(site.copyrightYear, site.name)}
        </Text>
        <Box display="flex" flexWrap="wrap" alignItems="flex-start" gap="4" fontSize="sm">
          <LanguageSwitch {...linkStyle} />
          <chakra.nav aria-label={t.legal}>
            <chakra.ul listStyleType="none" display="flex" flexWrap="wrap" gap="4">
              {legalLinks.map((link) => (
                <li key={link.to}>
                  <chakra.a asChild {...linkStyle}>
                    <Link to={link.to}>{t[link.label]}</Link>
                  </chakra.a>
                </li>
              ))}
            </chakra.ul>
          </chakra.nav>
        </Box>
      </Box>
    </Box>
  )
}

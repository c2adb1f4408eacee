/** The Site map page's groups (SPEC §2 'Site map'). */
import { defineMessages } from '@/i18n/messages'

export interface SitemapLink {
  to: string
  label: string
}

export interface SitemapGroup {
  title: string
  links: readonly SitemapLink[]
}

/** The groups and quick actions, in each language (the addresses are the English ones: links keep the page's language). */
export const sitemapMessages = defineMessages<{ groups: readonly SitemapGroup[]; quickActions: readonly SitemapLink[] }>({
  en: {
    groups: [
      {
        title: 'Main Pages',
        links: [
          { to: '/', label: 'Home' },
          { to: '/about', label: 'About Us' },
          { to: '/services', label: 'Our Services' },
          { to: '/resources', label: 'Resources & Information' },
        ],
      },
      {
        title: 'Our Services',
        links: [
          { to: '/services/community-based-support', label: 'Community-Based Support' },
          { to: '/services/community-inclusion', label: 'Community Inclusion' },
          { to: '/services/career-planning', label: 'Career Planning' },
          { to: '/services/day-habilitation', label: 'Day Habilitation' },
          { to: '/services/occupational-therapy', label: 'Occupational Therapy' },
          { to: '/services/physical-therapy', label: 'Physical Therapy' },
        ],
      },
      {
        title: 'Get Involved',
        links: [
          { to: '/get-involved', label: 'Careers & Volunteering' },
          { to: '/donate', label: 'Donate' },
          { to: '/contact', label: 'Contact Us' },
          { to: '/blog', label: 'Blog' },
          { to: '/events', label: 'Events' },
        ],
      },
      {
        title: 'Legal & Policies',
        links: [
          { to: '/privacy', label: 'Privacy Policy' },
          { to: '/terms', label: 'Terms of Service' },
          { to: '/accessibility', label: 'Accessibility Statement' },
          { to: '/sitemap', label: 'Site Map' },
        ],
      },
    ],
    quickActions: [
      { to: '/contact', label: 'Contact Us' },
      { to: '/services', label: 'Explore Services' },
      { to: '/donate', label: 'Make a Donation' },
      { to: '/events', label: 'Upcoming Events' },
    ],
  },
  es: {
    groups: [
      {
        title: 'Páginas principales',
        links: [
          { to: '/', label: 'Inicio' },
          { to: '/about', label: 'Quiénes somos' },
          { to: '/services', label: 'Nuestros servicios' },
          { to: '/resources', label: 'Recursos e información' },
        ],
      },
      {
        title: 'Nuestros servicios',
        links: [
          { to: '/services/community-based-support', label: 'Apoyo en la comunidad' },
          { to: '/services/community-inclusion', label: 'Inclusión en la comunidad' },
          { to: '/services/career-planning', label: 'Planificación profesional' },
          { to: '/services/day-habilitation', label: 'Habilitación diurna' },
          { to: '/services/occupational-therapy', label: 'Terapia ocupacional' },
          { to: '/services/physical-therapy', label: 'Fisioterapia' },
        ],
      },
      {
        title: 'Participe',
        links: [
          { to: '/get-involved', label: 'Empleos y voluntariado' },
          { to: '/donate', label: 'Donar' },
          { to: '/contact', label: 'Contáctenos' },
          { to: '/blog', label: 'Blog' },
          { to: '/events', label: 'Eventos' },
        ],
      },
      {
        title: 'Aviso legal y políticas',
        links: [
          { to: '/privacy', label: 'Política de privacidad' },
          { to: '/terms', label: 'Términos del servicio' },
          { to: '/accessibility', label: 'Declaración de accesibilidad' },
          { to: '/sitemap', label: 'Mapa del sitio' },
        ],
      },
    ],
    quickActions: [
      { to: '/contact', label: 'Contáctenos' },
      { to: '/services', label: 'Conozca los servicios' },
      { to: '/donate', label: 'Haga una donación' },
      { to: '/events', label: 'Próximos eventos' },
    ],
  },
})

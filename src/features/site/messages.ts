import { defineMessages } from '@/i18n/messages'

/** The site header's and mobile menu's words: page names, the Donate button, menu controls. */
export const siteMessages = defineMessages({
  en: {
    home: 'Home',
    services: 'Services',
    about: 'About',
    getInvolved: 'Get Involved',
    resources: 'Resources',
    contact: 'Contact',
    blog: 'Blog',
    search: 'Search',
    donate: 'Donate',
    mainNav: 'Main',
    mobileNav: 'Mobile',
    homeLink: (siteName: string) => `${siteName}, home`,
    menu: 'Menu',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
  },
  es: {
    home: 'Inicio',
    services: 'Servicios',
    about: 'Quiénes somos',
    getInvolved: 'Participe',
    resources: 'Recursos',
    contact: 'Contacto',
    blog: 'Blog',
    search: 'Buscar',
    donate: 'Donar',
    mainNav: 'Principal',
    mobileNav: 'Menú móvil',
    homeLink: (siteName: string) => `${siteName}, inicio`,
    menu: 'Menú',
    openMenu: 'Abrir el menú',
    closeMenu: 'Cerrar el menú',
  },
})

export type SiteWords = (typeof siteMessages)['en']

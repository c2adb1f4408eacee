/** The Site map page's groups (SPEC §2 'Site map'). */

export interface SitemapLink {
  to: string
  label: string
}

export interface SitemapGroup {
  title: string
  links: readonly SitemapLink[]
}

export const sitemapGroups: readonly SitemapGroup[] = [
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
]

export const quickActions: readonly SitemapLink[] = [
  { to: '/contact', label: 'Contact Us' },
  { to: '/services', label: 'Explore Services' },
  { to: '/donate', label: 'Make a Donation' },
  { to: '/events', label: 'Upcoming Events' },
]

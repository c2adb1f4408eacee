import type { LinkProps } from '@tanstack/react-router'
// the labels file, not collections.ts: the navigation is in a staff member's first load, and
// collections.ts holds every collection's zod schema
import { COLLECTION_LABELS, type CollectionName } from '@contract/collection-labels.ts'

export interface AdminSectionLink {
  to: NonNullable<LinkProps['to']>
  /** the route's parameters, e.g. a collection's name for /admin/content/$collection */
  params?: { collection: CollectionName }
  label: string
  /** Shown only to super_admin (the route's guard, the API and RLS refuse everyone else anyway). */
  superAdminOnly?: boolean
}

export interface AdminSectionGroup {
  /** The group's name in the navigation, e.g. 'Inbox'. */
  label: string
  links: readonly AdminSectionLink[]
}

/** Each declared collection's screen (contract/collections.ts), in its declaration's order. */
const collectionLinks: AdminSectionLink[] = (Object.keys(COLLECTION_LABELS) as CollectionName[]).map((name) => ({
  to: '/admin/content/$collection',
  params: { collection: name },
  label: COLLECTION_LABELS[name],
}))

/** The dashboard link, above the groups. */
export const dashboardLink: AdminSectionLink = { to: '/admin', label: 'Dashboard' }

/** The admin area's navigation by section (issue 32): each link is a route under /admin/. */
export const adminSectionGroups: readonly AdminSectionGroup[] = [
  {
    label: 'Inbox',
    links: [
      { to: '/admin/contacts', label: 'Contacts' },
      { to: '/admin/newsletter', label: 'Newsletter' },
      { to: '/admin/applicants', label: 'Applicants' },
    ],
  },
  { label: 'Giving', links: [{ to: '/admin/donations', label: 'Donations' }] },
  { label: 'Events', links: [{ to: '/admin/events', label: 'Events' }] },
  {
    label: 'Content',
    links: [
      { to: '/admin/blog', label: 'Blog' },
      { to: '/admin/services', label: 'Services' },
      { to: '/admin/pages', label: 'Pages' },
      ...collectionLinks,
      { to: '/admin/media', label: 'Media Library' },
    ],
  },
  {
    label: 'Settings',
    links: [
      { to: '/admin/site-settings', label: 'Site Settings' },
      { to: '/admin/recipients', label: 'Notification Recipients' },
      { to: '/admin/team', label: 'Team', superAdminOnly: true },
      { to: '/admin/security', label: 'Two-step sign-in' },
      { to: '/admin/audit', label: 'Audit Trail', superAdminOnly: true },
      { to: '/admin/sessions', label: 'Your Sessions' },
    ],
  },
]

/** The groups as `role` sees them: super-admin-only links dropped for everyone else, empty groups with them. */
export function sectionGroupsFor(role: string | undefined): AdminSectionGroup[] {
  return adminSectionGroups
    .map((group) => ({ ...group, links: group.links.filter((link) => !link.superAdminOnly || role === 'super_admin') }))
    .filter((group) => group.links.length > 0)
}

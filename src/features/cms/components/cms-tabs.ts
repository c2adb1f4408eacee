import { useQuery } from '@tanstack/react-query'
import { adminBlog } from '../api/admin-blog'
import { adminEvents } from '../api/admin-events'
import { adminServices } from '../api/admin-services'
import { teamQueryOptions } from '../api/admin-team'
import { BlogTab } from './blog-tab'
import { EventsTab } from './events-tab'
import { ServicesTab } from './services-tab'
import { TeamTab } from './team-tab'

// Dashboard tab entries in the dashboard's tab shape (value, label, Panel, useCount,
// superAdminOnly); the dashboard route lists them after the CRM tabs.
export const eventsTab = {
  value: 'events',
  label: 'Events',
  Panel: EventsTab,
  useCount: () => useQuery(adminEvents.listQueryOptions()).data?.length,
}
export const blogTab = {
  value: 'blog',
  label: 'Blog',
  Panel: BlogTab,
  useCount: () => useQuery(adminBlog.listQueryOptions()).data?.length,
}
export const servicesTab = {
  value: 'services',
  label: 'Services',
  Panel: ServicesTab,
  useCount: () => useQuery(adminServices.listQueryOptions()).data?.length,
}
/** Shown only to super_admin; the API and RLS refuse everyone else anyway. */
export const teamTab = {
  value: 'team',
  label: 'Team',
  Panel: TeamTab,
  superAdminOnly: true,
  useCount: () => useQuery(teamQueryOptions()).data?.length,
}

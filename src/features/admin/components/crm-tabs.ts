import { useQuery } from '@tanstack/react-query'
import { contactsQueryOptions } from '../api/contacts'
import { newsletterQueryOptions } from '../api/newsletter'
import { recipientsQueryOptions } from '../api/recipients'
import type { AdminTab } from './admin-tab'
import { ContactsPanel } from './contacts-panel'
import { NewsletterPanel } from './newsletter-panel'
import { NotificationsPanel } from './notifications-panel'

export const useContactCount = () => useQuery(contactsQueryOptions()).data?.length
export const useNewsletterCount = () => useQuery(newsletterQueryOptions()).data?.length
export const useRecipientCount = () => useQuery(recipientsQueryOptions()).data?.length

/** SPEC's three CRM tabs, in order. */
export const crmTabs = [
  { value: 'contacts', label: 'Contacts', Panel: ContactsPanel, useCount: useContactCount },
  { value: 'newsletter', label: 'Newsletter', Panel: NewsletterPanel, useCount: useNewsletterCount },
  { value: 'notifications', label: 'Notifications', Panel: NotificationsPanel, useCount: useRecipientCount },
] as const satisfies readonly AdminTab[]

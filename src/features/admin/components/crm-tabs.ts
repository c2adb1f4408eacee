import { useQuery } from '@tanstack/react-query'
import { contactsQueryOptions } from '../api/contacts'
import { newsletterQueryOptions } from '../api/newsletter'
import { recipientsQueryOptions } from '../api/recipients'
import type { AdminTab } from './admin-tab'
import { ContactsPanel } from './contacts-panel'
import { DonationsPanel } from './donations-panel'
import { NewsletterPanel } from './newsletter-panel'
import { NotificationsPanel } from './notifications-panel'

export const useContactCount = () => useQuery(contactsQueryOptions()).data?.length
export const useNewsletterCount = () => useQuery(newsletterQueryOptions()).data?.length
export const useRecipientCount = () => useQuery(recipientsQueryOptions()).data?.length

/** SPEC's three CRM tabs. */
export const contactsTab: AdminTab = { value: 'contacts', label: 'Contacts', Panel: ContactsPanel, useCount: useContactCount }
export const newsletterTab: AdminTab = { value: 'newsletter', label: 'Newsletter', Panel: NewsletterPanel, useCount: useNewsletterCount }
export const notificationsTab: AdminTab = {
  value: 'notifications',
  label: 'Notifications',
  Panel: NotificationsPanel,
  useCount: useRecipientCount,
}

/** Donations: admins and super_admins (the API and RLS admit no one else). */
export const donationsTab: AdminTab = { value: 'donations', label: 'Donations', Panel: DonationsPanel }

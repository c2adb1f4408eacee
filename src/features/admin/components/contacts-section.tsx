import { useQuery } from '@tanstack/react-query'
import { contactsQueryOptions } from '../api/contacts'
import { ContactsPanel } from './contacts-panel'
import { PanelStatus } from './panel-status'

/** The Contacts panel on a page of its own (/admin/contacts): its loading and error states, which the dashboard otherwise shows. */
export function ContactsSection() {
  const query = useQuery(contactsQueryOptions())
  return query.isSuccess ? <ContactsPanel /> : <PanelStatus query={query} what="contact submissions" />
}

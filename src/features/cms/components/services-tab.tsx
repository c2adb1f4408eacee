import { useQuery } from '@tanstack/react-query'
import { adminServices } from '../api/admin-services'
import { ContentPanel } from './content-panel'
import { ServiceForm } from './service-form'

/** Services tab: every service, create, edit, publish and unpublish. */
export function ServicesTab() {
  const query = useQuery(adminServices.listQueryOptions())
  const setPublished = adminServices.useSetPublished()
  return (
    <ContentPanel
      heading="Services"
      newLabel="New Service"
      emptyText="No services yet. Add the first one with New Service."
      query={query}
      setPublished={setPublished}
      columns={[{ header: 'Key components', cell: (s) => s.keyComponents.length }]}
      renderForm={(service, close) => <ServiceForm service={service} onClose={close} />}
    />
  )
}

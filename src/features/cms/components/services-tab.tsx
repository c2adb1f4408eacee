import { useQuery } from '@tanstack/react-query'
import { adminServices } from '../api/admin-services'
import { ContentPanel } from './content-panel'
import { DeleteContentButton } from './delete-content-button'
import { ServiceForm } from './service-form'

/** Services tab: every service, create, edit, publish, unpublish and delete. */
export function ServicesTab() {
  const query = useQuery(adminServices.listQueryOptions())
  const setPublished = adminServices.useSetPublished()
  const remove = adminServices.useDelete()
  return (
    <ContentPanel
      heading="Services"
      newLabel="New Service"
      emptyText="No services yet. Add the first one with New Service."
      query={query}
      setPublished={setPublished}
      translations="services"
      columns={[{ header: 'Key components', cell: (s) => s.keyComponents.length }]}
      rowActions={(s) => <DeleteContentButton item={s} noun="Service" remove={remove} />}
      history={{ noun: 'Service', itemPath: adminServices.itemPath, listKey: adminServices.listQueryOptions().queryKey }}
      renderForm={(service, close, reload) => <ServiceForm service={service} onClose={close} onReload={reload} />}
    />
  )
}

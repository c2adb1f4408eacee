import type { ContactStatus } from '@contract/contact.ts'
import { notify } from '@/components/ui/toaster'
import { errorMessage } from '@/lib/http'
import { useUpdateContactStatus } from '../api/contacts'

/** Changes a submission's status with SPEC §8's toasts; `pendingId` says which row is updating. */
export function useChangeStatus() {
  const update = useUpdateContactStatus()
  const change = (id: string, status: ContactStatus) =>
    update.mutate(
      { id, status },
      {
        onSuccess: () => notify.success('Status Updated', `Contact submission marked as ${status}.`),
        onError: (error) =>
          notify.error('Error', `Failed to update status: ${errorMessage(error, error instanceof Error ? error.message : 'Unknown error')}`),
      },
    )
  return { change, pendingId: update.isPending ? update.variables?.id : undefined }
}

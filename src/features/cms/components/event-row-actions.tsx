import { Button } from '@chakra-ui/react/button'
import type { AdminEvent } from '@contract/admin-content.ts'
import { notify } from '@/components/ui/toaster'
import { errorMessage } from '@/lib/http'
import { adminEvents } from '../api/admin-events'
import { ConfirmAction } from './confirm-action'
import { DeleteContentButton } from './delete-content-button'

/** Families an e-mail would reach if the event were cancelled now. */
const familiesOf = (e: AdminEvent) => e.registrationCount + e.waitlistCount

/**
 * An event's Delete, or its Cancel Event once families signed up (an event they registered for
 * cannot be deleted: the server answers 409 and the dialog offers to cancel it instead). A date of
 * a series not yet past also has Cancel Event with no one signed up: the series' page then shows
 * it as cancelled among the others rather than a gap.
 */
export function EventRowActions({ event }: { event: AdminEvent }) {
  const remove = adminEvents.useDelete()
  const cancel = adminEvents.useItemAction('cancel')
  const cancellable = event.status === 'upcoming' && !event.cancelledAt
  const families = familiesOf(event)
  const cancelButton = (
    <ConfirmAction
      id={event.id}
      label="Cancel Event"
      ariaLabel={`Cancel ${event.title}`}
      title={`Cancel “${event.title}”?`}
      confirmLabel="Cancel Event"
      keepLabel="Keep Event"
      action={cancel}
      successTitle="Event Cancelled"
      failure="Failed to cancel the event. Please try again."
    >
      {families > 0 ? (
        <>
          Registration closes, the event shows as cancelled on the public site, and {event.registrationCount} registered{' '}
          {event.registrationCount === 1 ? 'family' : 'families'}
          {event.waitlistCount ? ` and ${event.waitlistCount} on the waitlist` : ''} will be e-mailed that it is
          cancelled.
        </>
      ) : (
        <>Registration closes and the date shows as cancelled on the public site; no family has signed up yet.</>
      )}
      {event.series && ` The other dates of “${event.series.title}” stay as they are.`}
    </ConfirmAction>
  )
  if (cancellable && families > 0) return cancelButton
  const deleteButton = (
    <DeleteContentButton
      item={event}
      noun="Event"
      remove={remove}
      alternative={(error, close) =>
        error.status === 409 && cancellable ? (
          <Button
            colorPalette="red"
            loading={cancel.isPending}
            onClick={() =>
              cancel.mutate(event.id, {
                onSuccess: (answer) => {
                  notify.success('Event Cancelled', answer.message)
                  close()
                },
                onError: (err) =>
                  notify.error('Error', errorMessage(err, 'Failed to cancel the event. Please try again.')),
              })
            }
          >
            Cancel Event
          </Button>
        ) : null
      }
    />
  )
  return cancellable && event.series ? (
    <>
      {cancelButton}
      {deleteButton}
    </>
  ) : (
    deleteButton
  )
}

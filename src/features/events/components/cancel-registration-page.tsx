import { Link } from '@tanstack/react-router'
import { LinkButton } from '@/components/ui/link-button'
import { SignedLinkAction } from '@/components/signed-link-action'
import { useCancelRegistration } from '../api/cancel-registration'

/** /events/cancel?token=… : the cancel link of the registration confirmation e-mail. */
export function CancelRegistrationPage({ token }: { token: string | undefined }) {
  const cancel = useCancelRegistration()
  return (
    <SignedLinkAction
      title="Cancel Your Registration"
      question="Can't make it? Cancel your registration so your seats can go to another family. You can register again later if seats are still available."
      actionLabel="Cancel My Registration"
      pendingLabel="Cancelling..."
      token={token}
      action={cancel}
    >
      <LinkButton asChild variant="outline" colorPalette="brand">
        <Link to="/events">Browse Events</Link>
      </LinkButton>
    </SignedLinkAction>
  )
}

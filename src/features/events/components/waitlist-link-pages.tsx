import { Link } from '@tanstack/react-router'
import { LinkButton } from '@/components/ui/link-button'
import { SignedLinkAction } from '@/components/signed-link-action'
import { useWaitlistLinkAction } from '../api/waitlist-links'

/** /events/claim?token=… : the 'Claim your seats' link of a waitlist offer e-mail. */
export function ClaimSeatsPage({ token }: { token: string | undefined }) {
  const claim = useWaitlistLinkAction('claim')
  return (
    <SignedLinkAction
      title="Claim Your Seats"
      question="Seats have opened up for your family. Press the button to register; we'll email your confirmation with a calendar file."
      actionLabel="Claim My Seats"
      pendingLabel="Claiming..."
      token={token}
      action={claim}
    >
      <LinkButton asChild variant="outline" colorPalette="brand">
        <Link to="/events">Browse Events</Link>
      </LinkButton>
    </SignedLinkAction>
  )
}

/** /events/leave-waitlist?token=… : the leave link of the waitlist e-mails. */
export function LeaveWaitlistPage({ token }: { token: string | undefined }) {
  const leave = useWaitlistLinkAction('leave')
  return (
    <SignedLinkAction
      title="Leave the Waitlist"
      question="No longer need seats? Leave the waitlist so the next family can be offered them."
      actionLabel="Leave the Waitlist"
      pendingLabel="Leaving..."
      token={token}
      action={leave}
    >
      <LinkButton asChild variant="outline" colorPalette="brand">
        <Link to="/events">Browse Events</Link>
      </LinkButton>
    </SignedLinkAction>
  )
}

import { Link } from '@tanstack/react-router'
import { LinkButton } from '@/components/ui/link-button'
import { SignedLinkAction } from '@/components/signed-link-action'
import { unsubscribeFromNewsletter } from '../api/unsubscribe'

/** /newsletter/unsubscribe?token=… : the unsubscribe link of a newsletter e-mail. */
export function UnsubscribePage({ token }: { token: string | undefined }) {
  return (
    <SignedLinkAction
      title="Unsubscribe from Our Newsletter"
      question="Press the button below and we will stop sending our newsletter to this address."
      actionLabel="Unsubscribe"
      pendingLabel="Unsubscribing..."
      token={token}
      action={unsubscribeFromNewsletter}
    >
      <LinkButton asChild variant="outline" colorPalette="brand">
        <Link to="/">Go to Home</Link>
      </LinkButton>
    </SignedLinkAction>
  )
}

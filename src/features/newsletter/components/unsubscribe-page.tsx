import { Link } from '@tanstack/react-router'
import { Button } from '@chakra-ui/react/button'
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
      <Button asChild variant="outline" colorPalette="brand">
        <Link to="/">Go to Home</Link>
      </Button>
    </SignedLinkAction>
  )
}

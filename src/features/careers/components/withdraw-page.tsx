import { Link } from '@tanstack/react-router'
import { LinkButton } from '@/components/ui/link-button'
import { SignedLinkAction } from '@/components/signed-link-action'
import { withdrawApplication } from '../api/withdraw-application'

/** /applications/withdraw?token=… : the withdraw link of an application's confirmation e-mail. */
export function WithdrawPage({ token }: { token: string | undefined }) {
  return (
    <SignedLinkAction
      title="Withdraw Your Application"
      question="Press the button below to withdraw your application. We will stop considering it and delete your resume at once."
      actionLabel="Withdraw my application"
      pendingLabel="Withdrawing..."
      token={token}
      action={withdrawApplication}
    >
      <LinkButton asChild variant="outline" colorPalette="brand">
        <Link to="/get-involved">See Our Openings</Link>
      </LinkButton>
      <LinkButton asChild variant="ghost" colorPalette="brand">
        <Link to="/">Go to Home</Link>
      </LinkButton>
    </SignedLinkAction>
  )
}

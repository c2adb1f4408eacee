import { Link } from '@tanstack/react-router'
import { LinkButton } from '@/components/ui/link-button'
import { SignedLinkAction } from '@/components/signed-link-action'
import { defineMessages, useMessages } from '@/i18n/messages'
import { withdrawApplication } from '../api/withdraw-application'
import { careersMessages } from '../messages'

const messages = defineMessages({
  en: {
    title: 'Withdraw Your Application',
    question: 'Press the button below to withdraw your application. We will stop considering it and delete your resume at once.',
    action: 'Withdraw my application',
    pending: 'Withdrawing...',
    openings: 'See Our Openings',
  },
  es: {
    title: 'Retirar su solicitud',
    question: 'Presione el botón de abajo para retirar su solicitud. Dejaremos de considerarla y borraremos su currículum de inmediato.',
    action: 'Retirar mi solicitud',
    pending: 'Retirando...',
    openings: 'Ver nuestros puestos disponibles',
  },
})

/** /applications/withdraw?token=… : the withdraw link of an application's confirmation e-mail. */
export function WithdrawPage({ token }: { token: string | undefined }) {
  const t = useMessages(messages)
  const shared = useMessages(careersMessages)
  return (
    <SignedLinkAction
      title={t.title}
      question={t.question}
      actionLabel={t.action}
      pendingLabel={t.pending}
      token={token}
      action={withdrawApplication}
    >
      <LinkButton asChild variant="outline" colorPalette="brand">
        <Link to="/get-involved">{t.openings}</Link>
      </LinkButton>
      <LinkButton asChild variant="ghost" colorPalette="brand">
        <Link to="/">{shared.goToHome}</Link>
      </LinkButton>
    </SignedLinkAction>
  )
}

import { Link } from '@tanstack/react-router'
import { LinkButton } from '@/components/ui/link-button'
import { SignedLinkAction } from '@/components/signed-link-action'
import type { MessageResponse } from '@contract/common.ts'

export type NewsletterLinkWords = { title: string; question: string; action: string; pending: string; goHome: string }

/** A newsletter e-mail's link (confirm, unsubscribe): its question, the button that acts on the token, and a way home. */
export function NewsletterLinkPage({ words, token, action }: {
  words: NewsletterLinkWords
  token: string | undefined
  action: (token: string) => Promise<MessageResponse>
}) {
  return (
    <SignedLinkAction
      title={words.title}
      question={words.question}
      actionLabel={words.action}
      pendingLabel={words.pending}
      token={token}
      action={action}
    >
      <LinkButton asChild variant="outline" colorPalette="brand">
        <Link to="/">{words.goHome}</Link>
      </LinkButton>
    </SignedLinkAction>
  )
}

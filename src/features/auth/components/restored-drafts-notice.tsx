import { useEffect, useState } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { Alert } from '@chakra-ui/react/alert'
import { CloseButton } from '@chakra-ui/react/button'
import { restoreDraft, takeDrafts, type FormDraft } from '../lib/form-drafts'

const SIGN_OUT_KEY = 'admin-idle-sign-out'
/** How long a page may take to show the form a draft belongs to (its data loading first). */
const WAIT_MS = 8000

interface Outcome {
  restored: string[]
  missing: FormDraft[]
}

/**
 * After a sign-out for inactivity: puts the saved drafts back into this page's forms once they
 * are on screen and says so plainly, or says which form's changes could not be put back and
 * what they were.
 */
export function RestoredDraftsNotice() {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [signedOutIdle] = useState(() => sessionStorage.getItem(SIGN_OUT_KEY))
  const [dismissed, setDismissed] = useState(false)

  useEffect(() => {
    const drafts = takeDrafts(pathname)
    if (!drafts.length) return
    let pending = drafts
    const restored: string[] = []
    const attempt = () => {
      pending = pending.filter((d) => {
        if (!restoreDraft(d)) return true
        restored.push(d.label)
        return false
      })
      if (!pending.length) finish()
    }
    const finish = () => {
      clearInterval(poll)
      clearTimeout(giveUp)
      setOutcome({ restored: [...restored], missing: pending })
    }
    const poll = setInterval(attempt, 250)
    const giveUp = setTimeout(finish, WAIT_MS)
    attempt()
    return () => {
      clearInterval(poll)
      clearTimeout(giveUp)
    }
  }, [pathname])

  useEffect(() => {
    if (signedOutIdle) sessionStorage.removeItem(SIGN_OUT_KEY)
  }, [signedOutIdle])

  if (dismissed || (!outcome && signedOutIdle !== 'nothing')) return null
  return (
    <Alert.Root status={outcome?.missing.length ? 'warning' : 'info'} role="status" mb="4">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>You were signed out after 30 minutes without activity.</Alert.Title>
        <Alert.Description>
          {!outcome && 'Nothing was being edited, so nothing was lost.'}
          {outcome && outcome.restored.length > 0 && `Your unsaved changes to ${outcome.restored.join(', ')} were put back. They are not saved yet.`}
          {outcome && outcome.missing.map((d) => (
            <span key={d.label}>
              {' '}Your unsaved changes to {d.label} could not be put back and were not saved:{' '}
              {Object.entries(d.values).filter(([, v]) => v !== '' && v !== false).map(([k, v]) => `${k}: ${String(v)}`).join('; ')}.
            </span>
          ))}
        </Alert.Description>
      </Alert.Content>
      <CloseButton size="sm" aria-label="Dismiss" onClick={() => setDismissed(true)} />
    </Alert.Root>
  )
}

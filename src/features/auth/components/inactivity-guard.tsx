import { useCallback, useEffect, useRef, useState } from 'react'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { Button } from '@chakra-ui/react/button'
import { Dialog } from '@chakra-ui/react/dialog'
import { Text } from '@chakra-ui/react/text'
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden'
import { DialogFrame } from '@/components/dialog-frame'
import { useLogout } from '../api/logout'
import { saveDrafts, trackEditedForms } from '../lib/form-drafts'

/** Issue 34: the admin area warns after 30 minutes without activity and signs out 2 minutes later. */
export const IDLE_MS = 30 * 60_000
export const WARNING_MS = 2 * 60_000
const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'input'] as const

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
/** What the live region says: the warning once, then at 60, 30 and 10 seconds left. */
const spoken = (seconds: number) =>
  seconds > 60 ? '' : seconds === 60 || seconds === 30 || seconds === 10 ? `${seconds} seconds left before you are signed out.` : null

/**
 * Watches for activity in the admin area; after IDLE_MS without any, an alert dialog counts down
 * WARNING_MS with "Stay signed in" (WCAG 2.2.1 Timing Adjustable). Without an answer it saves the
 * forms being edited (form-drafts.ts) and signs out to the sign-in page, which returns here.
 */
export function InactivityGuard() {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const idleTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const warning = secondsLeft !== null
  const logout = useLogout()
  const navigate = useNavigate()
  const router = useRouter()
  const stayButton = useRef<HTMLButtonElement>(null)

  const startIdle = useCallback(() => {
    clearTimeout(idleTimer.current)
    idleTimer.current = setTimeout(() => setSecondsLeft(WARNING_MS / 1000), IDLE_MS)
  }, [])

  useEffect(() => trackEditedForms(), [])

  // activity restarts the idle period, but not once the warning is up: then only the button does
  useEffect(() => {
    if (warning) return
    startIdle()
    let last = Date.now()
    const onActivity = () => {
      if (Date.now() - last < 1000) return
      last = Date.now()
      startIdle()
    }
    for (const type of ACTIVITY) document.addEventListener(type, onActivity, { capture: true, passive: true })
    return () => {
      clearTimeout(idleTimer.current)
      for (const type of ACTIVITY) document.removeEventListener(type, onActivity, { capture: true })
    }
  }, [warning, startIdle])

  const signOut = () => {
    const { href, pathname } = router.state.location
    const saved = saveDrafts(pathname)
    sessionStorage.setItem('admin-idle-sign-out', saved.length ? 'saved' : 'nothing')
    logout.mutate(undefined, {
      onSettled: () => void navigate({ to: '/admin/login', search: { redirect: href }, replace: true }),
    })
  }
  const signOutRef = useRef(signOut)
  signOutRef.current = signOut

  // the countdown runs against a deadline, so a throttled background tab still ends on time
  useEffect(() => {
    if (!warning) return
    const deadline = Date.now() + WARNING_MS
    const tick = setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000))
      setSecondsLeft(left)
      const say = spoken(left)
      if (say) setAnnouncement(say)
      if (left === 0) {
        clearInterval(tick)
        signOutRef.current()
      }
    }, 1000)
    return () => clearInterval(tick)
  }, [warning])

  const stay = () => {
    setSecondsLeft(null)
    setAnnouncement('')
  }

  return (
    <>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      <DialogFrame
        role="alertdialog"
        open={warning && secondsLeft > 0}
        onClose={stay}
        closeOnInteractOutside={false}
        initialFocusEl={() => stayButton.current}
      >
        <Dialog.Header>
          <Dialog.Title>Are you still there?</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Dialog.Description>
            You have not used the admin area for 30 minutes. To protect the information here, you will be signed out in{' '}
            <Text as="span" fontWeight="bold" fontVariantNumeric="tabular-nums">
              {clock(Math.max(0, secondsLeft ?? 0))}
            </Text>
            . Anything you are typing will be kept for when you sign back in.
          </Dialog.Description>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={() => signOut()}>
            Sign Out Now
          </Button>
          <Button ref={stayButton} colorPalette="brand" onClick={stay}>
            Stay signed in
          </Button>
        </Dialog.Footer>
      </DialogFrame>
    </>
  )
}

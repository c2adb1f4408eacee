import { useState, type ReactNode } from 'react'
import type { UseMutationResult } from '@tanstack/react-query'
import { Button } from '@chakra-ui/react/button'
import { notify } from '@/components/ui/toaster'
import { ApiError, errorMessage } from '@/lib/http'
import { ConfirmDialog } from './confirm-dialog'

type Action = UseMutationResult<{ message: string }, Error, string>

interface Props {
  /** The item acted on. */
  id: string
  /** The row's button, e.g. 'Delete', and its accessible name, e.g. 'Delete Spring Gala'. */
  label: string
  ariaLabel: string
  title: string
  children: ReactNode
  confirmLabel: string
  keepLabel: string
  action: Action
  /** e.g. 'Deleted' (the toast's title; its text is the server's message) */
  successTitle: string
  /** e.g. 'Failed to delete the post.' */
  failure: string
  /** Another way out when the server refuses (e.g. 409 → 'Cancel Event'); `close` ends the dialog. */
  alternative?: (error: ApiError, close: () => void) => ReactNode
}

/** A row's button for a change that cannot be undone: it asks first, then runs the action. */
export function ConfirmAction(props: Props) {
  const { id, label, ariaLabel, action, successTitle, failure, alternative, ...dialog } = props
  const [open, setOpen] = useState(false)
  const [refusal, setRefusal] = useState<Error | null>(null)
  const close = () => {
    setOpen(false)
    setRefusal(null)
  }
  const confirm = () =>
    action.mutate(id, {
      onSuccess: (answer) => {
        notify.success(successTitle, answer.message)
        close()
      },
      onError: setRefusal,
    })
  const other = refusal instanceof ApiError && alternative ? alternative(refusal, close) : undefined
  return (
    <>
      <Button size="sm" variant="outline" colorPalette="red" onClick={() => setOpen(true)} aria-label={ariaLabel}>
        {label}
      </Button>
      <ConfirmDialog
        {...dialog}
        open={open}
        onClose={close}
        onConfirm={confirm}
        busy={action.isPending}
        error={refusal ? errorMessage(refusal, failure) : undefined}
        alternative={other ?? undefined}
      />
    </>
  )
}

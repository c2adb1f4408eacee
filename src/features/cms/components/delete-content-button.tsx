import type { ReactNode } from 'react'
import type { UseMutationResult } from '@tanstack/react-query'
import type { ApiError } from '@/lib/http'
import { ConfirmAction } from './confirm-action'

interface Props {
  item: { id: string; title: string }
  /** 'Post', 'Event', 'Service' */
  noun: string
  remove: UseMutationResult<{ message: string }, Error, string>
  alternative?: (error: ApiError, close: () => void) => ReactNode
}

/** Delete, after a confirmation naming the item. */
export function DeleteContentButton({ item, noun, remove, alternative }: Props) {
  return (
    <ConfirmAction
      id={item.id}
      label="Delete"
      ariaLabel={`Delete ${item.title}`}
      title={`Delete “${item.title}”?`}
      confirmLabel={`Delete ${noun}`}
      keepLabel={`Keep ${noun}`}
      action={remove}
      successTitle="Deleted"
      failure={`Failed to delete the ${noun.toLowerCase()}. Please try again.`}
      alternative={alternative}
    >
      The {noun.toLowerCase()} is removed from the admin area and the public site. This cannot be undone.
    </ConfirmAction>
  )
}

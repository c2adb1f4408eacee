import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { notify } from '@/components/ui/toaster'
import { ApiError, errorMessage } from '@/lib/http'

interface Options<T extends FieldValues, R> {
  setError: UseFormSetError<T>
  /** e.g. 'Post Saved' */
  successTitle: string
  /** the toast's text from the answer (e.g. how many dates changed); else 'Your changes are saved.' */
  successText?: (answer: R) => string
  /** e.g. 'Failed to save the blog post.' */
  failure: string
  onSaved: () => void
}

/**
 * What every CMS form does with a save's outcome: a success toast and close, or the server's
 * field errors placed on their fields plus an 'Error' toast in the server's words.
 */
export function saveOutcome<T extends FieldValues, R = unknown>({ setError, successTitle, successText, failure, onSaved }: Options<T, R>) {
  return {
    onSuccess: (answer: R) => {
      notify.success(successTitle, successText ? successText(answer) : 'Your changes are saved.')
      onSaved()
    },
    onError: (error: Error) => {
      if (error instanceof ApiError && error.fieldErrors) {
        for (const [field, messages] of Object.entries(error.fieldErrors)) {
          if (messages[0]) setError(field as Path<T>, { message: messages[0] })
        }
      }
      notify.error('Error', errorMessage(error, failure))
    },
  }
}

import type { FieldValues, UseFormSetError } from 'react-hook-form'
import type { contentResource } from '../api/content-resource'
import { saveOutcome } from '../lib/save-outcome'

type Resource<Item extends { id: string; version: number }, Input> = ReturnType<typeof contentResource<Item, Input>>

interface Words {
  /** e.g. 'Post Saved' */
  successTitle: string
  /** e.g. 'Failed to save the blog post.' */
  failure: string
}

/**
 * What the post, service and event forms share: saving creates, or saves the item at the version
 * it was loaded at; the outcome is a toast and close, or the failure (a 409: someone else saved
 * since) for the form to show with ContentForm's alert.
 */
export function useContentSave<Item extends { id: string; version: number }, Input>(
  resource: Resource<Item, Input>,
  item: Item | null,
  words: Words,
  onSaved: () => void,
) {
  const save = resource.useSave()
  return {
    submit: <T extends FieldValues>(input: Input, setError: UseFormSetError<T>) =>
      save.mutate({ item, input }, saveOutcome({ setError, ...words, onSaved })),
    status: { saving: save.isPending, error: save.error, failure: words.failure },
  }
}

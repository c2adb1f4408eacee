import type { ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { Heading } from '@chakra-ui/react/heading'
import { Input } from '@chakra-ui/react/input'
import { Stack } from '@chakra-ui/react/stack'
import { SaveErrorAlert } from './site-content/save-error-alert'
import { FormActions } from './form-actions'
import { FormField } from './form-field'
import { SlugInput } from './slug-input'

interface Props {
  /** prefix of the heading's id, e.g. 'blog-form' */
  id: string
  heading: string
  /** react-hook-form's handleSubmit(...) */
  onSubmit: () => Promise<void>
  title: { registration: UseFormRegisterReturn; value: string; error?: string }
  slug: { registration: UseFormRegisterReturn; error?: string }
  /** the save under way or its failure (useContentSave) */
  status: { saving: boolean; error: Error | null; failure: string }
  /** after a conflict: the form again from the item as the other editor saved it */
  onReload: () => void
  onCancel: () => void
  /** the fields between the slug and the actions */
  children: ReactNode
}

/**
 * What every content editor (post, event, service) shares: heading, Title, Slug, a save's failure
 * (a conflict with Reload, as the site content's editor) and the actions.
 */
export function ContentForm({ id, heading, onSubmit, title, slug, status, onReload, onCancel, children }: Props) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        void onSubmit()
      }}
      noValidate
      aria-labelledby={`${id}-heading`}
    >
      <Stack gap="4" py="4">
        <Heading as="h2" size="lg" id={`${id}-heading`}>
          {heading}
        </Heading>
        <FormField label="Title" required error={title.error}>
          <Input {...title.registration} />
        </FormField>
        <SlugInput registration={slug.registration} title={title.value} error={slug.error} />
        {children}
        <SaveErrorAlert error={status.error} failure={status.failure} onReload={onReload} />
        <FormActions saving={status.saving} onCancel={onCancel} />
      </Stack>
    </form>
  )
}

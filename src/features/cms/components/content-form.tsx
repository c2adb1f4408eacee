import type { ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { Heading } from '@chakra-ui/react/heading'
import { Input } from '@chakra-ui/react/input'
import { Stack } from '@chakra-ui/react/stack'
import { FormActions } from './form-actions'
import { FormField } from './form-field'
import { SlugInput } from './slug-input'

interface Props {
  /** prefix of the heading's id, e.g. 'blog-form' */
  id: string
  heading: string
  onSubmit: () => void
  title: { registration: UseFormRegisterReturn; value: string; error?: string }
  slug: { registration: UseFormRegisterReturn; error?: string }
  saving: boolean
  onCancel: () => void
  /** the fields between the slug and the actions */
  children: ReactNode
}

/** What every content editor (post, event, service) shares: heading, Title, Slug and the actions. */
export function ContentForm({ id, heading, onSubmit, title, slug, saving, onCancel, children }: Props) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
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
        <FormActions saving={saving} onCancel={onCancel} />
      </Stack>
    </form>
  )
}

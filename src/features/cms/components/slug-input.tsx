import type { UseFormRegisterReturn } from 'react-hook-form'
import { Input } from '@chakra-ui/react/input'
import { slugify } from '@contract/admin-content.ts'
import { FormField } from './form-field'

interface Props {
  registration: UseFormRegisterReturn
  title: string
  error?: string
}

/** The slug: typed by hand, or left empty to be generated from the title (shown as a hint). */
export function SlugInput({ registration, title, error }: Props) {
  const generated = slugify(title)
  return (
    <FormField
      label="Slug"
      error={error}
      helper={
        generated
          ? `Leave empty to use “${generated}”. Lowercase letters, numbers and hyphens.`
          : 'Lowercase letters, numbers and hyphens.'
      }
    >
      <Input {...registration} autoComplete="off" spellCheck={false} placeholder={generated || 'my-page-address'} />
    </FormField>
  )
}

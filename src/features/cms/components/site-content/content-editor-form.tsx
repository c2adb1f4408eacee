import { useState, type ReactNode } from 'react'
import { FormProvider, useForm, type FieldValues } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import { Button } from '@chakra-ui/react/button'
import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { SubmitButtons } from '@/components/submit-buttons'
import type { FieldEntry } from '../../lib/schema-form'
import { saveOutcome } from '../../lib/save-outcome'
import { PreviewDialog, type PreviewSeed } from './preview-dialog'
import { SaveErrorAlert } from './save-error-alert'
import { SchemaFields } from './schema-fields'

type Values = Record<string, unknown>

interface Props {
  /** prefix of the heading's id */
  id: string
  heading: string
  schema: z.ZodObject
  fields: FieldEntry[]
  defaultValues: Values
  /** sends the checked values; the outcome places field errors and closes on success */
  submit: (values: Values, outcome: ReturnType<typeof saveOutcome<FieldValues>>) => void
  saving: boolean
  /** the last save's failure, shown above the actions (the 409's words included) */
  error: Error | null
  successTitle: string
  failure: string
  onSaved: () => void
  onCancel?: () => void
  /** reads the newest saved version after a conflict */
  onReload: () => void
  /** the public page, and the cache it reads with these values in it (null while loading) */
  preview: { page: ReactNode; seed: ((values: Values) => PreviewSeed) | null }
}

/**
 * One editor for every kind of site content: the fields drawn from the contract's zod schema,
 * checked by that schema before sending (messages next to their fields), the server's field
 * errors placed the same way, Preview with the real page, and a conflict explained in the
 * server's words with a way to reload. Nothing is saved on any error.
 */
export function ContentEditorForm(props: Props) {
  const { id, heading, schema, fields, defaultValues, submit, saving, error, successTitle, failure, onSaved, onCancel, onReload, preview } = props
  const form = useForm<Values>({ resolver: zodResolver(schema as z.ZodType<Values, Values>), defaultValues })
  const [previewSeed, setPreviewSeed] = useState<PreviewSeed | null>(null)
  const onSubmit = form.handleSubmit((values) => submit(values, saveOutcome<FieldValues>({ setError: form.setError, successTitle, failure, onSaved })))
  const openPreview = () => {
    if (preview.seed) setPreviewSeed(preview.seed(form.getValues()))
  }

  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby={`${id}-heading`}>
        <Stack gap="4" py="4">
          <Heading as="h2" size="lg" id={`${id}-heading`}>
            {heading}
          </Heading>
          <SchemaFields fields={fields} />
          <SaveErrorAlert error={error} failure={failure} onReload={onReload} />
          <SubmitButtons label="Save" busy={saving} busyLabel="Saving..." onCancel={onCancel}>
          <Button variant="outline" onClick={openPreview} disabled={!preview.seed}>
            Preview
          </Button>
          </SubmitButtons>
        </Stack>
      </form>
      {previewSeed && (
        <PreviewDialog seed={previewSeed} onClose={() => setPreviewSeed(null)}>
          {preview.page}
        </PreviewDialog>
      )}
    </FormProvider>
  )
}

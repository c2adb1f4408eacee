import { useMemo, useState } from 'react'
import { FormProvider, useForm, type FieldValues } from 'react-hook-form'
import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Checkbox } from '@chakra-ui/react/checkbox'
import { NativeSelect } from '@chakra-ui/react/native-select'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import type { TranslationAnswer, TranslationSubject } from '@contract/translations.ts'
import { notify } from '@/components/ui/toaster'
import { ApiError, errorMessage } from '@/lib/http'
import { ConfirmDialog } from '../components/confirm-dialog'
import { FormField } from '../components/form-field'
import { saveOutcome } from '../lib/save-outcome'
import { useRemoveTranslation, useSaveTranslation } from './api'
import { startingValues, textsToSend, textTree } from './text-tree'
import { TranslationFields } from './translation-fields'

type Status = 'draft' | 'published'

interface Props {
  target: TranslationSubject
  title: string
  answer: TranslationAnswer
  /** After a save or a removal. */
  onDone: () => void
  onCancel: () => void
  /** Reads the newest saved version after a conflict. */
  onReload: () => void
}

/**
 * The Spanish texts (the form's values are the translation's `fields`, in the English's shape),
 * its status and the review flag, saved at the version it was loaded at. The server's field
 * errors land under their fields (their keys are the fields' paths); a conflict is explained in
 * the server's words with a way to reload.
 */
export function TranslationForm({ target, title, answer, onDone, onCancel, onReload }: Props) {
  const { english, translation, state } = answer
  const nodes = useMemo(() => textTree(english), [english])
  const form = useForm<FieldValues>({ defaultValues: startingValues(english, translation?.fields) as FieldValues })
  const [status, setStatus] = useState<Status>(translation?.status ?? 'draft')
  const [needsReview, setNeedsReview] = useState(translation?.needsReview ?? false)
  const [confirming, setConfirming] = useState(false)
  const save = useSaveTranslation(target)
  const remove = useRemoveTranslation(target)
  const outOfDate = state === 'out-of-date' && translation !== null

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { fields: textsToSend(values) as Record<string, unknown>, status, needsReview, version: translation?.version },
      saveOutcome<FieldValues>({ setError: form.setError, successTitle: 'Spanish Saved', failure: 'Failed to save the Spanish version.', onSaved: onDone }),
    ),
  )
  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        notify.success('Spanish Removed', `Visitors to the Spanish site see ${title} in English, marked as English.`)
        onDone()
      },
    })
  const error = save.error
  const conflict = error instanceof ApiError && error.status === 409

  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={`Spanish version of ${title}`}>
        <Stack gap="5">
          {outOfDate && (
            <Box borderWidth="1px" borderColor="orange.300" bg="orange.50" rounded="md" p="3">
              <Text fontWeight="semibold" color="orange.900">
                The English changed after this was translated.
              </Text>
              <Text color="orange.900">Each text that changed shows the English it was translated from and the English now.</Text>
            </Box>
          )}
          {nodes.length === 0 ? (
            <Text>This has no texts to translate.</Text>
          ) : (
            <TranslationFields nodes={nodes} source={outOfDate ? translation.source : undefined} />
          )}
          <HStack gap="6" wrap="wrap" align="flex-end">
            <FormField label="Status">
              <NativeSelect.Root w="auto">
                <NativeSelect.Field value={status} onChange={(e) => setStatus(e.target.value as Status)}>
                  <option value="draft">Draft</option>
                  <option value="published">Published</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <Checkbox.Root checked={needsReview} onCheckedChange={(e) => setNeedsReview(e.checked === true)} colorPalette="brand">
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Needs review by a Spanish speaker</Checkbox.Label>
            </Checkbox.Root>
          </HStack>
          {error && (!(error instanceof ApiError) || !error.fieldErrors) && (
            <Box role="alert" borderWidth="1px" borderColor="red.300" bg="red.50" rounded="md" p="3">
              <Text color="red.800">{errorMessage(error, 'Failed to save the Spanish version.')}</Text>
              {conflict && (
                <Button mt="2" size="sm" variant="outline" onClick={onReload}>
                  Reload
                </Button>
              )}
            </Box>
          )}
          <HStack gap="3" wrap="wrap">
            <Button type="submit" colorPalette="brand" loading={save.isPending} loadingText="Saving...">
              Save
            </Button>
            <Button variant="outline" onClick={onCancel}>
              Cancel
            </Button>
            {translation && (
              <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
                Remove Spanish version
              </Button>
            )}
          </HStack>
        </Stack>
      </form>
      <ConfirmDialog
        open={confirming}
        onClose={() => {
          setConfirming(false)
          remove.reset()
        }}
        title={`Remove the Spanish version of “${title}”?`}
        confirmLabel="Remove Spanish version"
        keepLabel="Keep Spanish version"
        onConfirm={onRemove}
        busy={remove.isPending}
        error={remove.error ? errorMessage(remove.error, 'Failed to remove the Spanish version.') : undefined}
      >
        Its Spanish texts are deleted. Visitors to the Spanish site then see the English, marked as English.
      </ConfirmDialog>
    </FormProvider>
  )
}

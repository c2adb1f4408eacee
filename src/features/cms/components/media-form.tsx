import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Button } from '@chakra-ui/react/button'
import { Heading } from '@chakra-ui/react/heading'
import { Input } from '@chakra-ui/react/input'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import type { MediaItem } from '@contract/admin-media.ts'
import { notify } from '@/components/ui/toaster'
import { useCreateMedia, useUpdateMedia } from '../api/admin-media'
import { emptyMediaForm, formValuesOf, mediaFormSchema, type MediaFormValues, toRequest } from '../lib/media-form'
import { saveOutcome } from '../lib/save-outcome'
import { FormActions } from './form-actions'
import { FormField } from './form-field'
import { MediaFields } from './media-fields'

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif'

/** Upload a new image (item absent) or edit one: its fields, its consent, publishing. */
export function MediaForm({ item, onClose }: { item?: MediaItem; onClose: () => void }) {
  const create = useCreateMedia()
  const update = useUpdateMedia()
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState<string>()
  const { register, control, handleSubmit, setError, watch, formState: { errors } } = useForm<MediaFormValues>({
    resolver: zodResolver(mediaFormSchema),
    defaultValues: item ? formValuesOf(item) : emptyMediaForm,
  })
  const outcome = saveOutcome({ setError, successTitle: item ? 'Image Saved' : 'Image Uploaded', failure: 'Failed to save the image.', onSaved: onClose })
  const submit = handleSubmit((values) => {
    const request = toRequest(values)
    if (item) {
      // An unchanged release is not sent again, so a withdrawn one stays withdrawn.
      const same = JSON.stringify(request.release) === JSON.stringify(item.release && { basis: item.release.basis, keptAt: item.release.keptAt, scope: item.release.scope, expiresOn: item.release.expiresOn ?? null })
      const { release, ...rest } = request
      update.mutate({ id: item.id, changes: same ? rest : { ...rest, release } }, outcome)
      return
    }
    if (!file) return setFileError('Choose a photo to upload.')
    create.mutate({ ...request, file }, outcome)
  })
  const withdraw = () =>
    item && update.mutate({ id: item.id, changes: { withdrawRelease: true } }, {
      onSuccess: () => notify.success('Consent Withdrawn', 'The photo leaves the public pages within a minute.'),
      onError: outcome.onError,
    })
  const headingId = item ? `edit-media-${item.id}` : 'upload-media-heading'

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby={headingId}>
      <Stack gap="4" borderWidth="1px" rounded="md" p="4">
        <Heading as="h3" size="md" id={headingId}>
          {item ? 'Edit Image' : 'Upload Image'}
        </Heading>
        {!item && (
          <FormField label="Photo" required error={fileError} helper="JPEG, PNG, WebP or AVIF. It is resized and its location and camera data removed in your browser before it is uploaded.">
            <Input
              type="file"
              accept={ACCEPT}
              p="1"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null)
                setFileError(undefined)
              }}
            />
          </FormField>
        )}
        <MediaFields register={register} control={control} errors={errors} decorative={watch('decorative')} showsPeople={watch('showsPeople')} />
        {item?.release && !item.release.withdrawnAt && (
          <Button variant="outline" colorPalette="red" alignSelf="start" onClick={withdraw} loading={update.isPending}>
            Record consent withdrawn
          </Button>
        )}
        {item?.release?.withdrawnAt && (
          <Text color="red.700">Consent was withdrawn: this photo is not shown on the public site.</Text>
        )}
        <FormActions saving={create.isPending || update.isPending} onCancel={onClose} />
      </Stack>
    </form>
  )
}

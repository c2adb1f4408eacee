import type { Control, UseFormRegister, FieldErrors } from 'react-hook-form'
import { Input } from '@chakra-ui/react/input'
import { NativeSelect } from '@chakra-ui/react/native-select'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { Textarea } from '@chakra-ui/react/textarea'
import { RELEASE_BASES, RELEASE_BASIS_LABELS } from '@contract/admin-media.ts'
import type { MediaFormValues } from '../lib/media-form'
import { FormField } from './form-field'
import { PublishedSwitch } from './published-switch'

export const ALT_GUIDANCE =
  'Describe what the picture shows for someone who cannot see it: the scene, the activity, the setting. Never a person’s name or a diagnosis.'

const FOCAL_X = [['Left', 0.2], ['Centre', 0.5], ['Right', 0.8]] as const
const FOCAL_Y = [['Top', 0.2], ['Middle', 0.5], ['Bottom', 0.8]] as const

interface Props {
  register: UseFormRegister<MediaFormValues>
  control: Control<MediaFormValues>
  errors: FieldErrors<MediaFormValues>
  decorative: boolean
  showsPeople: boolean
}

/** The fields of an image: description, caption, credit, focal point, consent, publishing. */
export function MediaFields({ register, control, errors, decorative, showsPeople }: Props) {
  return (
    <Stack gap="4">
      <PublishedSwitch control={control} name="decorative" label="Decorative only (no description needed)" />
      {!decorative && (
        <FormField label="Alt text" required error={errors.alt?.message} helper={ALT_GUIDANCE}>
          <Textarea rows={2} {...register('alt')} />
        </FormField>
      )}
      <FormField label="Caption" error={errors.caption?.message}>
        <Input {...register('caption')} />
      </FormField>
      <FormField label="Credit" error={errors.credit?.message} helper="Who took the photo, if it should be named.">
        <Input {...register('credit')} />
      </FormField>
      <HStack gap="4" align="start" wrap="wrap">
        <FormField label="Focal point across" helper="Kept in view when the image is cropped.">
          <NativeSelect.Root>
            <NativeSelect.Field {...register('focalX', { valueAsNumber: true })}>
              {FOCAL_X.map(([label, value]) => <option key={label} value={value}>{label}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label="Focal point down">
          <NativeSelect.Root>
            <NativeSelect.Field {...register('focalY', { valueAsNumber: true })}>
              {FOCAL_Y.map(([label, value]) => <option key={label} value={value}>{label}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </HStack>
      <PublishedSwitch control={control} name="showsPeople" label="Shows people" />
      {showsPeople && (
        <Stack gap="4" borderWidth="1px" rounded="md" p="4" role="group" aria-labelledby="release-heading">
          <Text id="release-heading" fontWeight="semibold">
            Photo release
          </Text>
          <Text color="gray.700">
            A photo of people can be published only once their signed release is recorded here. Keep the signed form in the office; never upload it.
          </Text>
          <FormField label="Basis" error={errors.releaseBasis?.message}>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('releaseBasis')}>
                <option value="">No release recorded</option>
                {RELEASE_BASES.map((basis) => <option key={basis} value={basis}>{RELEASE_BASIS_LABELS[basis]}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label="Where the signed form is kept" error={errors.releaseKeptAt?.message}>
            <Input {...register('releaseKeptAt')} />
          </FormField>
          <FormField label="Where the photo may be used" error={errors.releaseScope?.message}>
            <Input {...register('releaseScope')} />
          </FormField>
          <FormField label="Release expires on" error={errors.releaseExpiresOn?.message} helper="Leave empty if it does not expire.">
            <Input type="date" {...register('releaseExpiresOn')} />
          </FormField>
        </Stack>
      )}
      <PublishedSwitch control={control} name="published" label="Published (may appear on the public site)" />
      {errors.published?.message && (
        <Text role="alert" color="red.700">
          {errors.published.message}
        </Text>
      )}
    </Stack>
  )
}

import { useQuery } from '@tanstack/react-query'
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form'
import { Image } from '@chakra-ui/react/image'
import { NativeSelect } from '@chakra-ui/react/native-select'
import { HStack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import type { MediaItem } from '@contract/admin-media.ts'
import { mediaQueryOptions } from '../api/admin-media'
import { FormField } from './form-field'

export const NO_IMAGE = 'No image'
export const NOT_PUBLIC = '(not shown to visitors)'

/** How an image is named in the list: its alt text, else its file name, and whether visitors see it. */
export function imageOptionLabel(item: MediaItem): string {
  const name = item.alt.trim() || item.originalName || 'Untitled image'
  return item.public ? name : `${name} ${NOT_PUBLIC}`
}

/**
 * The featured image of a post, event or service (issue 33): a choice among the media library's
 * images, or none, with a preview of the chosen one. A native select: keyboard and screen-reader
 * users know it, and it fits a phone. Bound with a Controller: the form holds the id or null.
 */
export function FeaturedImagePicker<T extends FieldValues, Out extends FieldValues>({
  control,
  name,
  error,
  label = 'Featured image',
  helper = 'Shown on the card, at the top of the page and when the page is shared. Add images in the Media Library.',
  noneLabel = NO_IMAGE,
}: {
  control: Control<T, unknown, Out>
  name: Path<T>
  error?: string
  /** the field's name where it is not a post's, event's or service's featured image (a hero slide's image, a logo…) */
  label?: string
  helper?: string
  /** the first option's words, for no image */
  noneLabel?: string
}) {
  const media = useQuery(mediaQueryOptions({ q: '', filter: 'all' }))
  const images = media.data ?? []
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const chosen = images.find((item) => item.id === field.value)
        const preview = chosen?.files[0]
        return (
          <FormField
            label={label}
            error={error ?? (media.isError ? 'The media library could not be loaded.' : undefined)}
            helper={helper}
          >
            <NativeSelect.Root disabled={media.isPending}>
              <NativeSelect.Field
                name={field.name}
                ref={field.ref}
                value={(field.value as string | null) ?? ''}
                onChange={(e) => field.onChange(e.target.value || null)}
                onBlur={field.onBlur}
              >
                <option value="">{media.isPending ? 'Loading images…' : noneLabel}</option>
                {field.value && !chosen && !media.isPending && <option value={field.value as string}>An image not in the list</option>}
                {images.map((item) => (
                  <option key={item.id} value={item.id}>
                    {imageOptionLabel(item)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {chosen && preview && (
              <HStack mt="2" gap="3" align="center">
                <Image
                  src={preview.url}
                  alt=""
                  htmlWidth={preview.width}
                  htmlHeight={preview.height}
                  w="24"
                  h="auto"
                  borderRadius="md"
                  data-testid="featured-image-preview"
                />
                {!chosen.public && (
                  <Text fontSize="sm" color="gray.700">
                    Visitors do not see this image yet: publish it in the Media Library.
                  </Text>
                )}
              </HStack>
            )}
          </FormField>
        )
      }}
    />
  )
}

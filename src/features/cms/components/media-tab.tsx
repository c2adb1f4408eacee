import { useDeferredValue, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Button } from '@chakra-ui/react/button'
import { Heading } from '@chakra-ui/react/heading'
import { Input } from '@chakra-ui/react/input'
import { NativeSelect } from '@chakra-ui/react/native-select'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { errorMessage } from '@/lib/http'
import { mediaQueryOptions, type MediaListQuery } from '../api/admin-media'
import { FormField } from './form-field'
import { MediaCard } from './media-card'
import { MediaForm } from './media-form'

const FILTERS: ReadonlyArray<[MediaListQuery['filter'], string]> = [['all', 'All images'], ['unused', 'Not used anywhere'], ['people', 'Shows people']]

/** The media library: upload, search, filter, and each image with where it is used. */
export function MediaTab() {
  const [search, setSearch] = useState('')
  const [filter, setFilter] = useState<MediaListQuery['filter']>('all')
  const [uploading, setUploading] = useState(false)
  const q = useDeferredValue(search)
  const media = useQuery(mediaQueryOptions({ q, filter }))
  return (
    <Stack gap="4" py="4">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="lg">
          Media Library
        </Heading>
        {!uploading && (
          <Button colorPalette="brand" onClick={() => setUploading(true)}>
            Upload Image
          </Button>
        )}
      </HStack>
      {uploading && <MediaForm onClose={() => setUploading(false)} />}
      <HStack gap="4" align="end" wrap="wrap">
        <FormField label="Search images">
          <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Alt text, caption, credit or file name" />
        </FormField>
        <FormField label="Show">
          <NativeSelect.Root>
            <NativeSelect.Field value={filter} onChange={(e) => setFilter(e.target.value as MediaListQuery['filter'])}>
              {FILTERS.map(([value, label]) => <option key={value} value={value}>{label}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </HStack>
      {media.isPending ? (
        <Text role="status">Loading...</Text>
      ) : media.isError ? (
        <Text role="alert" color="red.700">
          {errorMessage(media.error, 'Failed to load the media library.')}
        </Text>
      ) : media.data.length === 0 ? (
        <Text>No images found.</Text>
      ) : (
        <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="4" aria-label="Images" p="0">
          {media.data.map((item) => <MediaCard key={item.id} item={item} />)}
        </SimpleGrid>
      )}
    </Stack>
  )
}

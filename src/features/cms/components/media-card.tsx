import { useState } from 'react'
import { Badge } from '@chakra-ui/react/badge'
import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { MEDIA_USAGE_LABELS as KIND, type MediaItem } from '@contract/admin-media.ts'
import { notify } from '@/components/ui/toaster'
import { ApiError, errorMessage } from '@/lib/http'
import { useDeleteMedia } from '../api/admin-media'
import { MediaForm } from './media-form'

/** One image in the library: a thumbnail, its state, where it is used, edit and delete. */
export function MediaCard({ item }: { item: MediaItem }) {
  const [editing, setEditing] = useState(false)
  const [inUse, setInUse] = useState<MediaItem['usedIn'] | null>(null)
  const remove = useDeleteMedia()
  const thumb = item.files.find((f) => f.variant === 'w480') ?? item.files.find((f) => f.variant === 'original')
  const onDelete = () =>
    remove.mutate(item.id, {
      onSuccess: () => notify.success('Image Deleted', 'The image and its files are removed.'),
      onError: (error) => {
        const places = error instanceof ApiError && error.status === 409 ? item.usedIn : null
        setInUse(places)
        notify.error('Error', errorMessage(error, 'Failed to delete the image.'))
      },
    })
  if (editing) return <MediaForm item={item} onClose={() => setEditing(false)} />
  return (
    <Stack as="li" gap="2" borderWidth="1px" rounded="md" p="3" listStyleType="none">
      {thumb && (
        <Box aspectRatio={4 / 3} overflow="hidden" rounded="sm" bg="gray.100">
          <img src={thumb.url} alt={item.alt} width={thumb.width} height={thumb.height} loading="lazy"
            style={{ width: '100%', height: '100%', objectFit: 'cover', objectPosition: `${item.focalX * 100}% ${item.focalY * 100}%` }} />
        </Box>
      )}
      <Text fontWeight="semibold" lineClamp={2}>{item.decorative ? 'Decorative image' : item.alt}</Text>
      <HStack gap="1" wrap="wrap">
        <Badge colorPalette={item.public ? 'green' : 'gray'}>{item.public ? 'On the public site' : item.published ? 'Published, hidden' : 'Not published'}</Badge>
        {item.showsPeople && <Badge colorPalette={item.release && !item.release.withdrawnAt ? 'blue' : 'orange'}>
          {item.release?.withdrawnAt ? 'Consent withdrawn' : item.release ? 'Shows people · release recorded' : 'Shows people · no release'}
        </Badge>}
        <Badge>{item.width} × {item.height}</Badge>
      </HStack>
      <Text fontSize="sm" color="gray.700">
        {item.usedIn.length === 0 ? 'Not used anywhere' : `Used in: ${item.usedIn.map((u) => `${KIND[u.kind]} “${u.title}”`).join(', ')}`}
      </Text>
      {inUse && (
        <Box role="alert" color="red.700" fontSize="sm">
          <Text>This image is in use and cannot be deleted. Remove it from these places first:</Text>
          <ul>{inUse.map((u) => <li key={`${u.kind}-${u.id}`}>{KIND[u.kind]}: {u.title}</li>)}</ul>
        </Box>
      )}
      <HStack gap="2">
        <Button size="sm" variant="outline" onClick={() => setEditing(true)} aria-label={`Edit image: ${item.alt || 'decorative image'}`}>Edit</Button>
        <Button size="sm" variant="outline" colorPalette="red" onClick={onDelete} loading={remove.isPending} aria-label={`Delete image: ${item.alt || 'decorative image'}`}>Delete</Button>
      </HStack>
    </Stack>
  )
}

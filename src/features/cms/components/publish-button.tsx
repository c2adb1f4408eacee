import type { UseMutationResult } from '@tanstack/react-query'
import { Button } from '@chakra-ui/react/button'
import { notify } from '@/components/ui/toaster'
import { errorMessage } from '@/lib/http'

type SetPublished = UseMutationResult<unknown, Error, { id: string; published: boolean }>

/** Publish / Unpublish one item, with a toast either way. */
export function PublishButton({
  item,
  setPublished,
}: {
  item: { id: string; title: string; published: boolean }
  setPublished: SetPublished
}) {
  const next = !item.published
  const busy = setPublished.isPending && setPublished.variables?.id === item.id
  const toggle = () =>
    setPublished.mutate(
      { id: item.id, published: next },
      {
        onSuccess: () =>
          next
            ? notify.success('Published', `“${item.title}” is now on the public site.`)
            : notify.success('Unpublished', `“${item.title}” is hidden from the public site.`),
        onError: (error) => notify.error('Error', errorMessage(error, 'Failed to change publishing. Please try again.')),
      },
    )
  return (
    <Button
      size="sm"
      variant={next ? 'solid' : 'outline'}
      colorPalette="brand"
      onClick={toggle}
      loading={busy}
      aria-label={`${next ? 'Publish' : 'Unpublish'} ${item.title}`}
    >
      {next ? 'Publish' : 'Unpublish'}
    </Button>
  )
}

import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Text } from '@chakra-ui/react/text'
import { ApiError, errorMessage } from '@/lib/http'

interface Props {
  /** the last save's failure, or null */
  error: Error | null
  /** e.g. 'Failed to save the blog post.' */
  failure: string
  /** reads the newest saved version after a conflict (409: someone else saved since) */
  onReload: () => void
}

/**
 * A save's failure above a content form's actions, in the server's words: a conflict with a way
 * to reload the other editor's version. Field errors are shown at their fields instead.
 */
export function SaveErrorAlert({ error, failure, onReload }: Props) {
  if (!error || (error instanceof ApiError && error.fieldErrors)) return null
  return (
    <Box role="alert" borderWidth="1px" borderColor="red.300" bg="red.50" rounded="md" p="3">
      <Text color="red.800">{errorMessage(error, failure)}</Text>
      {error instanceof ApiError && error.status === 409 && (
        <Button mt="2" size="sm" variant="outline" onClick={onReload}>
          Reload
        </Button>
      )}
    </Box>
  )
}

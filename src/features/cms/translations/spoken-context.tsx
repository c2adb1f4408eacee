import { Box } from '@chakra-ui/react/box'

/**
 * The group a field is in ('Key component 2:'), for screen readers only: every field's name is
 * then unique ('Key component 2: Title (Spanish)') while the eye reads the group's heading. The
 * space stays outside the hidden text, where the accessible name keeps it.
 */
export function SpokenContext({ context }: { context: string | undefined }) {
  if (!context) return null
  return (
    <>
      <Box as="span" srOnly>{`${context}:`}</Box>{' '}
    </>
  )
}

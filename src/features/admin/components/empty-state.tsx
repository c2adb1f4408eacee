import type { ReactNode } from 'react'
import { Button } from '@chakra-ui/react/button'
import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'

/** A centred message with an action, for empty lists and filters that match nothing. */
interface Props {
  title: string
  text?: string
  /** h2 when the state stands for a whole tab, h3 inside a titled card. */
  level?: 'h2' | 'h3'
  children?: ReactNode
}

export function EmptyState({ title, text, level = 'h3', children }: Props) {
  return (
    <Stack align="center" textAlign="center" gap="3" py="10" px="4" borderWidth="1px" borderStyle="dashed" rounded="lg">
      <Heading as={level} size="md">
        {title}
      </Heading>
      {text && <Text color="gray.700">{text}</Text>}
      {children}
    </Stack>
  )
}

/** A whole tab's list with nothing in it yet, and Check Again to ask the server once more. */
export function EmptyTab({ title, text, onCheck, checking }: { title: string; text: string; onCheck: () => void; checking: boolean }) {
  return (
    <EmptyState level="h2" title={title} text={text}>
      <Button onClick={onCheck} loading={checking} colorPalette="brand">
        Check Again
      </Button>
    </EmptyState>
  )
}

import { Box } from '@chakra-ui/react/box'
import { Stack } from '@chakra-ui/react/stack'
import { changedSince, valueAt, type TextNode } from './text-tree'
import { TranslatedListField } from './translated-list-field'
import { TranslatedTextField } from './translated-text-field'

interface Props {
  nodes: TextNode[]
  /** The English the Spanish was made from, when it has changed since (state 'out-of-date'). */
  source: Record<string, unknown> | undefined
  context?: string | undefined
}

/** What a text was when translated, if it differs from now (a text new since then was empty). */
function before(source: Props['source'], path: string, now: string | string[]): string | string[] | undefined {
  if (!source) return undefined
  const then = valueAt(source, path)
  if (!changedSince(now, then)) return undefined
  return typeof then === 'string' || Array.isArray(then) ? (then as string | string[]) : ''
}

/** Every translatable text, a field each, grouped as the English is (a group per object or list entry). */
export function TranslationFields({ nodes, source, context }: Props) {
  return (
    <Stack gap="5">
      {nodes.map((node) =>
        node.kind === 'group' ? (
          <Box as="fieldset" key={node.path} borderWidth="1px" rounded="md" p="3" minW="0">
            <Box as="legend" fontWeight="semibold" px="1">
              {node.heading}
            </Box>
            <TranslationFields nodes={node.children} source={source} context={node.heading} />
          </Box>
        ) : node.kind === 'list' ? (
          <TranslatedListField key={node.path} {...node} context={context} then={before(source, node.path, node.english)} />
        ) : (
          <TranslatedTextField key={node.path} {...node} context={context} then={before(source, node.path, node.english)} />
        ),
      )}
    </Stack>
  )
}

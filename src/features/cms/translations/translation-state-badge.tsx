import { useQuery } from '@tanstack/react-query'
import { Badge } from '@chakra-ui/react/badge'
import type { TranslationState, TranslationSubject } from '@contract/translations.ts'
import { stateOf, translationStatesQueryOptions } from './api'

const LOOK: Record<TranslationState, { text: string; palette: string }> = {
  missing: { text: 'missing', palette: 'gray' },
  draft: { text: 'draft', palette: 'yellow' },
  published: { text: 'published', palette: 'green' },
  'out-of-date': { text: 'out of date', palette: 'orange' },
}

/** 'Spanish: missing | draft | published | out of date'. */
export function TranslationStateBadge({ state }: { state: TranslationState }) {
  const { text, palette } = LOOK[state]
  return (
    <Badge colorPalette={palette} variant="subtle">
      Spanish: {text}
    </Badge>
  )
}

/** A row's Spanish state from the one states query every list shares (nothing until it is read). */
export function TranslationBadge({ target }: { target: TranslationSubject }) {
  const states = useQuery(translationStatesQueryOptions())
  const state = stateOf(states.data, target)
  return state ? <TranslationStateBadge state={state} /> : null
}

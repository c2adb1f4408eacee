import { useState } from 'react'
import { Button } from '@chakra-ui/react/button'
import type { TranslationSubject } from '@contract/translations.ts'
import { TranslationEditor } from './translation-editor'

/** A row's "Spanish" action: opens the Spanish editor of that row (its name in the accessible name). */
export function SpanishButton({ target, title }: { target: TranslationSubject; title: string }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button size="sm" variant="outline" aria-label={`Edit Spanish: ${title}`} onClick={() => setOpen(true)}>
        Spanish
      </Button>
      {open && <TranslationEditor target={target} title={title} onClose={() => setOpen(false)} />}
    </>
  )
}

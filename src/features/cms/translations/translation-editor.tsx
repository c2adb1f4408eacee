import { useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { CloseButton } from '@chakra-ui/react/button'
import { Dialog } from '@chakra-ui/react/dialog'
import { Portal } from '@chakra-ui/react/portal'
import { HStack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import type { TranslationSubject } from '@contract/translations.ts'
import { errorMessage } from '@/lib/http'
import { translationQueryOptions } from './api'
import { TranslationForm } from './translation-form'
import { TranslationStateBadge } from './translation-state-badge'

interface Props {
  target: TranslationSubject
  /** The row's name, e.g. 'Day Programs' or 'the site settings'. */
  title: string
  onClose: () => void
}

/**
 * The Spanish version of one thing, edited beside its English in a dialog (as History is). The
 * focus starts on the dialog's title, so a screen reader hears what is edited before the fields.
 */
export function TranslationEditor({ target, title, onClose }: Props) {
  const query = useQuery(translationQueryOptions(target))
  const titleRef = useRef<HTMLHeadingElement>(null)
  // Bumped by a reload after a conflict, which starts the form again from the newest version. Not
  // keyed by the version itself: the save's own refresh would then remount the form before its
  // success (toast, closing) could run.
  const [reloads, setReloads] = useState(0)
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size={{ base: 'full', md: 'xl' }} scrollBehavior="inside"
      initialFocusEl={() => titleRef.current}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <HStack gap="3" wrap="wrap">
                <Dialog.Title ref={titleRef} tabIndex={-1}>
                  Spanish: {title}
                </Dialog.Title>
                {query.data && <TranslationStateBadge state={query.data.state} />}
              </HStack>
            </Dialog.Header>
            <Dialog.Body>
              {query.isPending ? (
                <Text role="status">Loading...</Text>
              ) : query.isError ? (
                <Text role="alert" color="red.700">
                  {errorMessage(query.error, 'Failed to load the Spanish version.')}
                </Text>
              ) : (
                <TranslationForm
                  key={reloads}
                  target={target}
                  title={title}
                  answer={query.data}
                  onDone={onClose}
                  onCancel={onClose}
                  onReload={() => void query.refetch().then(() => setReloads((n) => n + 1))}
                />
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close the Spanish editor" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

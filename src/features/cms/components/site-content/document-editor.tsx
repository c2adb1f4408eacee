import { useState, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Button } from '@chakra-ui/react/button'
import { HStack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { PAGE_DOCUMENTS, siteSettingsSchema } from '@contract/site-content.ts'
import { errorMessage } from '@/lib/http'
import { documentPath, documentQueryOptions, useSaveDocument, type DocumentName } from '../../api/site-content-admin'
import { formFields } from '../../lib/schema-form'
import { documentSeed, usePreviewContent } from '../../hooks/use-preview-content'
import { ContentEditorForm } from './content-editor-form'
import { HistoryDialog } from './history-dialog'
import { SpanishButton } from '../../translations/spanish-button'
import { TranslationBadge } from '../../translations/translation-state-badge'

const schemaOf = (d: DocumentName) => (d.kind === 'page' ? PAGE_DOCUMENTS[d.page] : siteSettingsSchema)
/** The document's Spanish version: a page's by its name, the settings' as 'site'. */
const translationOf = (d: DocumentName) => (d.kind === 'page' ? { subject: 'pages', key: d.page } : { subject: 'settings', key: 'site' })

/**
 * A page's document or the site settings: one form drawn from its schema, saved with the
 * version it was loaded at (a stale one is refused with the conflict message), its History,
 * its Spanish version (state and editor), and Preview with the real public page (`preview`).
 */
export function DocumentEditor({ document: target, label, preview }: { document: DocumentName; label: string; preview: ReactNode }) {
  const options = documentQueryOptions(target)
  const query = useQuery(options)
  const save = useSaveDocument(target)
  const content = usePreviewContent(target.kind === 'page' ? target.page : 'site')
  const [fields] = useState(() => formFields(schemaOf(target)))
  const [historyOpen, setHistoryOpen] = useState(false)

  if (query.isPending) return <Text role="status">Loading...</Text>
  if (query.isError) {
    return (
      <Text role="alert" color="red.700">
        {errorMessage(query.error, `Failed to load ${label}.`)}
      </Text>
    )
  }
  const { body, version } = query.data
  return (
    <>
      <HStack justify="flex-end" gap="2" wrap="wrap">
        <TranslationBadge target={translationOf(target)} />
        <SpanishButton target={translationOf(target)} title={label} />
        <Button size="sm" variant="outline" onClick={() => setHistoryOpen(true)}>
          History
        </Button>
      </HStack>
      <ContentEditorForm
        // a new version (saved, restored, reloaded) starts the form from it
        key={version}
        id="document-form"
        heading={`Edit ${label}`}
        schema={schemaOf(target)}
        fields={fields}
        defaultValues={body}
        submit={(values, outcome) => save.mutate({ body: values, version }, outcome)}
        saving={save.isPending}
        error={save.error}
        successTitle="Changes Saved"
        failure={`Failed to save ${label}.`}
        onSaved={() => save.reset()}
        onReload={() => {
          save.reset()
          void query.refetch()
        }}
        preview={{
          page: preview,
          seed: content.ready ? (values) => documentSeed(target.kind === 'page' ? target.page : 'settings', content, values) : null,
        }}
      />
      {historyOpen && (
        <HistoryDialog title={label} path={documentPath(target)} version={version} adminKey={options.queryKey} onClose={() => setHistoryOpen(false)} />
      )}
    </>
  )
}

import { useState, type ReactNode } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { COLLECTION_INPUTS } from '@contract/collections.ts'
import { collectionQueryOptions, useSaveItem, type CollectionRow } from '../../api/site-content-admin'
import { itemNoun, itemTitle, type CollectionConfig } from '../../lib/content-collections'
import { emptyValues, pickFields } from '../../lib/schema-form'
import { collectionSeed, usePreviewContent } from '../../hooks/use-preview-content'
import { ContentEditorForm } from './content-editor-form'

interface Props {
  config: CollectionConfig
  /** the row edited, or null for a new one */
  row: CollectionRow | null
  rows: CollectionRow[]
  /** the public page that shows the collection */
  preview: ReactNode
  onClose: () => void
}

/** New or edit one item of a collection; saving an edit names the version it started from. */
export function CollectionItemForm({ config, row, rows, preview, onClose }: Props) {
  const queryClient = useQueryClient()
  const save = useSaveItem(config.name)
  const content = usePreviewContent(config.page)
  // after a conflict, Reload starts the form again from the newest saved row
  const [base, setBase] = useState({ row, generation: 0 })
  const reload = async () => {
    save.reset()
    const fresh = await queryClient.fetchQuery({ ...collectionQueryOptions(config.name), staleTime: 0 })
    const newest = fresh.find((r) => r.id === row?.id) ?? null
    setBase((b) => ({ row: newest, generation: b.generation + 1 }))
  }
  const current = base.row
  return (
    <ContentEditorForm
      key={base.generation}
      id={`${config.name}-form`}
      heading={current ? `Edit ${config.singular}: ${itemTitle(config, current)}` : `New ${config.singular}`}
      schema={COLLECTION_INPUTS[config.name]}
      fields={config.fields}
      defaultValues={current ? pickFields(config.fields, current) : emptyValues(config.fields)}
      submit={(input, outcome) => save.mutate({ id: current?.id, version: current?.version, input }, outcome)}
      saving={save.isPending}
      error={save.error}
      successTitle={`${config.singular} Saved`}
      failure={`Failed to save the ${itemNoun(config)}.`}
      onSaved={onClose}
      onCancel={onClose}
      onReload={() => void reload()}
      preview={{
        page: preview,
        seed: content.ready ? (values) => collectionSeed(config, content, rows, current?.id, values) : null,
      }}
    />
  )
}

import { COLLECTION_INPUTS, COLLECTION_LABELS, SITE_COLLECTIONS, type CollectionDeclaration, type CollectionName } from '@contract/collections.ts'
import type { PageName } from '@contract/site-content.ts'
import { formFields, type FieldEntry } from './schema-form'

/** One collection as the admin area edits it: its names from its declaration (contract/collections.ts), its fields from its schema. */
export interface CollectionConfig {
  name: CollectionName
  /** the section's title, e.g. 'Jobs' */
  label: string
  /** one item, e.g. 'Job' */
  singular: string
  /** the field that names a row in the list */
  titleKey: string
  fields: FieldEntry[]
  /** the public page that shows the collection, or 'site' (every page: the locations) */
  page: PageName | 'site'
}

/** The public page that shows collection `name`, or 'site' (every page: the locations). */
export const collectionPage = (name: CollectionName): PageName | 'site' => (SITE_COLLECTIONS[name] as CollectionDeclaration).page ?? 'site'

export function collectionConfig(name: CollectionName): CollectionConfig {
  const { singular, titleKey } = SITE_COLLECTIONS[name]
  return { name, label: COLLECTION_LABELS[name], singular, titleKey, fields: formFields(COLLECTION_INPUTS[name]), page: collectionPage(name) }
}

/** A row's name in lists, dialogs and button labels. */
export const itemTitle = (config: CollectionConfig, row: Record<string, unknown>) => String(row[config.titleKey] ?? '') || `Untitled ${config.singular.toLowerCase()}`

/** The singular in a sentence: 'job', 'volunteer role', but 'FAQ'. */
export const itemNoun = (config: CollectionConfig) => (/^[A-Z]+$/.test(config.singular) ? config.singular : config.singular.toLowerCase())

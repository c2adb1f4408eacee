import { COLLECTION_INPUTS, PAGE_COLLECTIONS, type CollectionName, type PageName } from '@contract/site-content.ts'
import { formFields, type FieldEntry } from './schema-form'

/** How the admin area names one collection; its fields come from the contract's schema. */
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

const NAMES: Record<CollectionName, [label: string, singular: string, titleKey: string]> = {
  jobs: ['Jobs', 'Job', 'title'],
  'volunteer-roles': ['Volunteer Roles', 'Volunteer Role', 'title'],
  faqs: ['FAQs', 'FAQ', 'question'],
  resources: ['External Resources', 'Resource', 'name'],
  locations: ['Locations', 'Location', 'name'],
  'emergency-contacts': ['Emergency Contacts', 'Emergency Contact', 'title'],
  'hero-slides': ['Hero Slides', 'Hero Slide', 'alt'],
  partners: ['Partners', 'Partner', 'name'],
  accreditations: ['Accreditations', 'Accreditation', 'label'],
  'board-members': ['Board Members', 'Board Member', 'name'],
}

const pageOf = (name: CollectionName): PageName | 'site' =>
  (Object.entries(PAGE_COLLECTIONS) as [PageName, readonly CollectionName[]][]).find(([, names]) => names.includes(name))?.[0] ?? 'site'

export function collectionConfig(name: CollectionName): CollectionConfig {
  const [label, singular, titleKey] = NAMES[name]
  return { name, label, singular, titleKey, fields: formFields(COLLECTION_INPUTS[name]), page: pageOf(name) }
}

/** A row's name in lists, dialogs and button labels. */
export const itemTitle = (config: CollectionConfig, row: Record<string, unknown>) => String(row[config.titleKey] ?? '') || `Untitled ${config.singular.toLowerCase()}`

/** The singular in a sentence: 'job', 'volunteer role', but 'FAQ'. */
export const itemNoun = (config: CollectionConfig) => (/^[A-Z]+$/.test(config.singular) ? config.singular : config.singular.toLowerCase())

// Every sentence the public API surface can answer or a public form can show has its Spanish
// (contract/spanish.ts): the English sentences are read from the sources, so a new one fails here
// until it is translated or named below as staff-only.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { spanishOf } from '@contract/spanish.ts'

const SHARED = 'supabase/functions/_shared'
const PUBLIC_SOURCES = [
  ...['common', 'contact', 'events', 'newsletter', 'donation-rules', 'donations', 'applications', 'monthly-gifts', 'signed-links'].map((name) => `${SHARED}/contract/${name}.ts`),
  ...['contact', 'events', 'waitlist', 'registration-cancel', 'newsletter', 'newsletter-unsubscribe', 'donations', 'monthly-gifts', 'applications', 'feeds'].map((name) => `${SHARED}/routes/${name}.ts`),
  ...['errors', 'validate', 'rate-limit'].map((name) => `${SHARED}/http/${name}.ts`),
  `${SHARED}/applications/storage-errors.ts`,
]

/** Sentences of those files that only staff or a program (never a visitor's page) can see. */
const NOT_FOR_VISITORS = new Set([
  'Status must be one of unread, read, responded', 'Search must be at most 200 characters', 'Page must be a number',
  'Notes must be text', 'Notes must be at most 10000 characters', 'Nothing to change', 'Subject must be at least 2 characters',
  'Message must be at least 2 characters', 'Only a job application names a job', 'Only a volunteer application names a role',
  'Contact submission not found', 'Invalid webhook signature', 'Missing Stripe-Signature header', 'Choose a status',
])

/** Labels of the contract that a page shows as its own words, translated in that page's messages. */
const PAGE_WORDS = new Set([
  'In honor of', 'In memory of', 'A job board', 'A friend or family member', 'A school or agency',
  'All volunteers are subject to background checks and orientation training.',
])

/** Quoted sentences: a capital letter, then at least two more words. */
function sentencesIn(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')
  const quoted = [...code.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"/g)].map((match) => (match[1] ?? match[2])!.replace(/\\'/g, "'"))
  return quoted.filter((text) => /^[A-Z][a-z]*(\s+\S+){2,}$/.test(text) && !/^(Cache|Content|Retry)-/.test(text))
}

describe('the Spanish of the API and the public forms', () => {
  it('has every sentence a visitor can meet', () => {
    const sentences = new Set(PUBLIC_SOURCES.flatMap((file) => sentencesIn(readFileSync(file, 'utf8'))))
    expect(sentences.size).toBeGreaterThan(40)
    const missing = [...sentences].filter((sentence) => !NOT_FOR_VISITORS.has(sentence) && !PAGE_WORDS.has(sentence) && spanishOf(sentence) === undefined)
    expect(missing).toEqual([])
  })

  it('translates the sentences that carry a number', () => {
    expect(spanishOf('Must be at most 300 characters')).toBe('Debe tener como máximo 300 caracteres')
    expect(spanishOf('Only 1 seats left')).toBe('Solo queda 1 lugar')
    expect(spanishOf('Only 3 seats left')).toBe('Solo quedan 3 lugares')
    expect(spanishOf('An unknown sentence')).toBeUndefined()
  })
})

// Every platform stand-in in this folder names, in its opening comment, the upstream source it
// follows (issue 59 item 3): a repository (github:owner/name or github.com/owner/name) or a
// documentation page of the platform (docs.stripe.com/…, resend.com/docs/…, docs.netlify.com/…).
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const FOLDER = 'scripts/stand-ins'
const SOURCE = /github(\.com)?[:/][\w-]+\/[\w.-]+|\b[\w-]+(\.[\w-]+)*\.(com|org|io)\/[\w./#-]+/

/** The comment lines a file opens with (`//` or `--`, or a block comment's lines), blank lines included. */
function openingComment(text: string): string {
  const lines: string[] = []
  for (const line of text.split('\n')) {
    if (!/^\s*(\/\/|--|\/\*|\*|$)/.test(line)) break
    lines.push(line)
  }
  return lines.join('\n')
}

const standIns = readdirSync(FOLDER).filter((name) => /\.(ts|sql)$/.test(name) && !name.endsWith('.test.ts'))

describe('the stand-ins cite their upstream source', () => {
  it('reads only the opening comment', () => {
    expect(openingComment('// one\n-- two\n\nimport x from "github.com/a/b"\n// later')).toBe('// one\n-- two\n')
    expect(SOURCE.test('follows docs.stripe.com/api/errors')).toBe(true)
    expect(SOURCE.test('follows github:supabase/storage')).toBe(true)
    expect(SOURCE.test('written from memory')).toBe(false)
  })

  it('finds the stand-ins', () => {
    expect(standIns).toEqual(expect.arrayContaining(['supabase-platform.sql', 'supabase-storage-api.ts', 'stripe-api.ts', 'every-org-widget.ts']))
  })

  it.each(standIns)('%s names its source', (name) => {
    expect(openingComment(readFileSync(`${FOLDER}/${name}`, 'utf8'))).toMatch(SOURCE)
  })
})

// The demo images' files placed where the Storage stand-in serves them: missing or changed ones
// copied, the rest (and an admin's own uploads) left alone, so every stack start may run it.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { placeSeedMedia, SEED_MEDIA_DIR } from './seed-media.ts'

const made: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'seed-media-'))
  made.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('placeSeedMedia', () => {
  it('copies every committed demo file into <dataDir>/storage/media, then nothing on the next start', () => {
    const dataDir = tempDir()
    const committed = readdirSync(SEED_MEDIA_DIR).filter((name) => name.endsWith('.webp'))
    expect(committed.length).toBeGreaterThan(100)
    expect(placeSeedMedia(dataDir)).toBe(committed.length)
    const bucket = path.join(dataDir, 'storage', 'media')
    expect(readdirSync(bucket).sort()).toEqual(committed.sort())
    expect(readFileSync(path.join(bucket, committed[0]!))).toEqual(readFileSync(path.join(SEED_MEDIA_DIR, committed[0]!)))
    expect(placeSeedMedia(dataDir)).toBe(0)
  })

  it('replaces a changed demo file and never touches another upload', () => {
    const from = tempDir()
    const dataDir = tempDir()
    const demo = '11111111-1111-4111-8111-111111111111.webp'
    writeFileSync(path.join(from, demo), 'new bytes, longer')
    writeFileSync(path.join(from, 'notes.txt'), 'not an image')
    placeSeedMedia(dataDir, from)
    const bucket = path.join(dataDir, 'storage', 'media')
    writeFileSync(path.join(bucket, demo), 'old')
    const upload = '22222222-2222-4222-8222-222222222222.webp'
    writeFileSync(path.join(bucket, upload), 'an admin upload')
    expect(placeSeedMedia(dataDir, from)).toBe(1)
    expect(readFileSync(path.join(bucket, demo), 'utf8')).toBe('new bytes, longer')
    expect(readFileSync(path.join(bucket, upload), 'utf8')).toBe('an admin upload')
    expect(readdirSync(bucket).sort()).toEqual([demo, upload].sort())
    expect(statSync(path.join(bucket, demo)).size).toBe(17)
  })
})

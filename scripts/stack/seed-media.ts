// The demo images' files (drawn by scripts/images/draw-demo-images.ts, committed in
// supabase/seed-media/) put where the Storage stand-in serves the `media` bucket from
// (<dataDir>/storage/media/<name>, scripts/stand-ins/supabase-storage-api.ts), so /media/* serves what
// supabase/seed.sql's storage.objects and media_files rows name. Run at every stack start: a file
// already there with the same size is left alone; a file the stand-in holds that is not a demo
// image (an admin's upload) is never touched.
import { copyFileSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const SEED_MEDIA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../supabase/seed-media')

/** Copies the missing or changed demo files into the stand-in's bucket folder; returns how many it copied. */
export function placeSeedMedia(dataDir: string, from = SEED_MEDIA_DIR): number {
  if (!existsSync(from)) return 0
  const bucket = path.join(dataDir, 'storage', 'media')
  mkdirSync(bucket, { recursive: true })
  let copied = 0
  for (const name of readdirSync(from)) {
    if (!/^[0-9a-f-]{36}\.webp$/.test(name)) continue
    const source = path.join(from, name)
    const target = path.join(bucket, name)
    if (existsSync(target) && statSync(target).size === statSync(source).size) continue
    copyFileSync(source, target)
    copied += 1
  }
  return copied
}

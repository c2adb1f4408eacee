// /api/admin/media on the real function, with Storage's stand-in behind it (issue 33): the
// server's own checks of every upload (type by the bytes, size, pixels, no EXIF/XMP/IPTC), who
// may call it, saving with alt text and consent, where-used and delete, and /api/media serving a
// file to visitors only while its image is public.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import { superuser, type Sql } from '../../../scripts/testing/db.ts'
import { parseConfig } from '../../functions/_shared/config.ts'
import { sweepOrphanMedia } from '../../functions/_shared/media/sweep.ts'
import { MEDIA_BUCKET } from '../../functions/_shared/storage/buckets.ts'
import { deleteObject, getServiceObject } from '../../functions/_shared/storage/client.ts'
import { anon, signedIn, type Call, type Session } from './cms-session.ts'
import { jpeg, png, svgWithScript, webp } from './fixtures/images.ts'

const METADATA = 'This photo still contains location or camera data'
const RELEASE = { basis: 'guardian-release', keptAt: 'Main office, consent binder', scope: 'Website and newsletter' }

let sql: Sql
let admin: Session
let member: Session
beforeAll(async () => {
  sql = superuser()
  admin = await signedIn(sql, 'admin')
  member = await signedIn(sql)
})
afterAll(() => sql.end())

const upload = (call: Call, body: Uint8Array<ArrayBuffer>, type: string) =>
  call('POST', '/admin/media/uploads', new Blob([body]), { 'content-type': type })
const stored = (p: string) => path.join(inject('storageDir'), 'media', p)

async function uploaded(type = 'image/webp', file = webp(960, 640)): Promise<string> {
  const res = await upload(admin.call, file, type)
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.path
}

async function saved(fields: Record<string, unknown> = {}) {
  const original = await uploaded()
  const res = await admin.call('POST', '/admin/media', {
    originalName: 'garden.jpg', files: [{ path: original, variant: 'original' }], alt: 'A garden path with tulips', ...fields,
  })
  return res
}

describe('who may call the media endpoints', () => {
  it('answers a visitor 401 and a signed-in non-admin 403, and stores nothing', async () => {
    // an image of a size no other test uploads: other test files upload to the bucket meanwhile,
    // so the bucket's count is no measure of what these calls stored
    const [width, height] = [123, 77]
    const storedOfThisSize = async () =>
      (await sql`select count(*)::int as n from storage.objects where bucket_id = 'media'
        and user_metadata->>'width' = ${String(width)} and user_metadata->>'height' = ${String(height)}`)[0]!.n
    for (const [call, status] of [[anon(), 401], [member.call, 403]] as const) {
      expect((await upload(call, webp(width, height), 'image/webp')).status).toBe(status)
      expect((await call('GET', '/admin/media')).status).toBe(status)
      expect((await call('POST', '/admin/media', { files: [], alt: 'x' })).status).toBe(status)
    }
    expect(await storedOfThisSize()).toBe(0)
    // the measure finds such an upload when one is made
    expect((await upload(admin.call, webp(width, height), 'image/webp')).status).toBe(201)
    expect(await storedOfThisSize()).toBe(1)
  })
})

describe('the server checks every upload', () => {
  it.each([
    ['a JPEG carrying EXIF with GPS', jpeg(800, 600, { exif: true }), 'image/jpeg', 400, METADATA],
    ['a JPEG carrying XMP', jpeg(800, 600, { xmp: true }), 'image/jpeg', 400, METADATA],
    ['a JPEG carrying IPTC', jpeg(800, 600, { iptc: true }), 'image/jpeg', 400, METADATA],
    ['a PNG carrying eXIf', png(800, 600, { exif: true }), 'image/png', 400, METADATA],
    ['a PNG carrying XMP', png(800, 600, { xmp: true }), 'image/png', 400, METADATA],
    ['a WebP carrying EXIF', webp(800, 600, { exif: true }), 'image/webp', 400, METADATA],
    ['a PNG declared as JPEG', png(800, 600), 'image/jpeg', 415, 'This file is a PNG image but was sent as JPEG.'],
    ['an SVG with a script', svgWithScript(), 'image/svg+xml', 415, 'SVG images are not accepted. Upload a JPEG, PNG, WebP or AVIF image.'],
    ['text called an image', new TextEncoder().encode('hello there'), 'image/png', 415, 'This file is not a JPEG, PNG, WebP or AVIF image.'],
    ['6000 × 6000 pixels', png(6000, 6000), 'image/png', 400, 'This image is 6000 × 6000 pixels. The longest side may be at most 2560 pixels.'],
    ['2560 × 2560 pixels (too many in all)', webp(2560, 2560), 'image/webp', 400, 'This image is 2560 × 2560 pixels. The longest side may be at most 2560 pixels.'],
  ] as const)('refuses %s', async (_, file, type, status, message) => {
    const res = await upload(admin.call, file as Uint8Array<ArrayBuffer>, type)
    expect(res.status).toBe(status)
    expect(res.body.error).toBe(message)
  })

  it('refuses a 6 MB body with 413 from its Content-Length', async () => {
    const big = new Uint8Array(6 * 1024 * 1024)
    big.set(webp(800, 600))
    const res = await upload(admin.call, big, 'image/webp')
    expect(res.status).toBe(413)
    expect(res.body.error).toBe('This file is larger than 5 MB.')
  })

  it('stores a clean image under a new random path each time, with its size', async () => {
    const file = jpeg(1600, 1200)
    const first = await upload(admin.call, file, 'image/jpeg')
    const second = await upload(admin.call, file, 'image/jpeg')
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({ width: 1600, height: 1200, contentType: 'image/jpeg', bytes: file.length })
    expect(first.body.path).toMatch(/^[0-9a-f-]{36}\.jpg$/)
    expect(second.body.path).not.toBe(first.body.path)
    expect(new Uint8Array(readFileSync(stored(first.body.path)))).toEqual(file)
  })
})

describe('saving, consent, where-used and delete', () => {
  it('refuses an image without alt text unless it is decorative', async () => {
    const missing = await saved({ alt: '' })
    expect(missing.status).toBe(400)
    expect(missing.body.fieldErrors.alt).toEqual(['Describe the image for people who cannot see it, or mark it as decorative.'])
    const decorative = await saved({ alt: '', decorative: true })
    expect(decorative.status).toBe(201)
    expect(decorative.body).toMatchObject({ decorative: true, alt: '' })
  })

  it('refuses a path that was never uploaded', async () => {
    const res = await admin.call('POST', '/admin/media', {
      files: [{ path: `${crypto.randomUUID()}.webp`, variant: 'original' }], alt: 'A bench',
    })
    expect(res.status).toBe(400)
    expect(res.body.error).toBe('An uploaded file was not found. Upload the image again.')
  })

  it('publishes a photo of people only with a release, and withdrawing it takes the file off /media', async () => {
    const refused = await saved({ showsPeople: true, published: true })
    expect(refused.status).toBe(400)
    expect(refused.body.error).toBe('A photo that shows people cannot be published until a release is recorded')

    const draft = await saved({ showsPeople: true })
    expect(draft.status).toBe(201)
    const id = draft.body.id
    const file = draft.body.files[0].path
    expect((await anon()('GET', `/media/${file}`)).status).toBe(404)
    const stillRefused = await admin.call('PATCH', `/admin/media/${id}`, { published: true })
    expect(stillRefused.body.error).toBe('A photo that shows people cannot be published until a release is recorded')

    const published = await admin.call('PATCH', `/admin/media/${id}`, { release: RELEASE, published: true })
    expect(published.status).toBe(200)
    expect(published.body).toMatchObject({ published: true, public: true, release: { ...RELEASE, withdrawnAt: null } })
    const visible = await fetch(`${inject('apiUrl')}/media/${file}`)
    expect(visible.status).toBe(200)
    expect(visible.headers.get('content-type')).toBe('image/webp')
    expect(visible.headers.get('x-content-type-options')).toBe('nosniff')
    expect(new Uint8Array(await visible.arrayBuffer())).toEqual(webp(960, 640))

    const withdrawn = await admin.call('PATCH', `/admin/media/${id}`, { withdrawRelease: true })
    expect(withdrawn.body).toMatchObject({ published: true, public: false })
    expect((await anon()('GET', `/media/${file}`)).status).toBe(404)
    // the library still shows it to staff, through their own route and never from a shared cache
    expect(withdrawn.body.files[0].url).toBe(`/api/admin/media/files/${file}`)
    const forStaff = await admin.call('GET', `/admin/media/files/${file}`)
    expect(forStaff.status).toBe(200)
    expect(forStaff.headers.get('cache-control')).toBe('private, no-store')
    expect((await anon()('GET', `/admin/media/files/${file}`)).status).toBe(401)
    expect((await member.call('GET', `/admin/media/files/${file}`)).status).toBe(403)
    expect((await admin.call('GET', '/admin/media/files/not-a-file.exe')).status).toBe(404)
  })

  it('lists with search and filters, shows where an image is used and refuses deleting it then', async () => {
    const tag = `tag${Date.now()}`
    const used = await saved({ caption: `${tag} used`, published: true })
    const unused = await saved({ caption: `${tag} unused`, showsPeople: true, release: RELEASE })
    const [post] = await sql<{ id: string }[]>`insert into public.blog_posts (slug, title, content, published, featured_image_id)
      values (${`media-${tag}`}, 'Spring garden day', 'Body.', true, ${used.body.id}) returning id`

    const all = await admin.call('GET', `/admin/media?q=${tag}`)
    expect(all.body.map((m: { caption: string }) => m.caption).sort()).toEqual([`${tag} unused`, `${tag} used`])
    expect(all.body.find((m: { id: string }) => m.id === used.body.id).usedIn).toEqual([{ kind: 'post', id: post!.id, title: 'Spring garden day' }])
    expect((await admin.call('GET', `/admin/media?q=${tag}&filter=unused`)).body.map((m: { id: string }) => m.id)).toEqual([unused.body.id])
    expect((await admin.call('GET', `/admin/media?q=${tag}&filter=people`)).body.map((m: { id: string }) => m.id)).toEqual([unused.body.id])

    const refused = await admin.call('DELETE', `/admin/media/${used.body.id}`)
    expect(refused.status).toBe(409)
    expect(refused.body).toEqual({
      error: 'This image is in use and cannot be deleted. Remove it from these places first:',
      usedIn: [{ kind: 'post', id: post!.id, title: 'Spring garden day' }],
    })

    const file = unused.body.files[0].path
    expect(existsSync(stored(file))).toBe(true)
    expect((await admin.call('DELETE', `/admin/media/${unused.body.id}`)).status).toBe(200)
    expect(existsSync(stored(file))).toBe(false)
    expect((await admin.call('DELETE', `/admin/media/${unused.body.id}`)).status).toBe(404)
  })
})

describe('the drain sweeps files no image holds', () => {
  it('deletes an upload never saved as an image a day later, through the Storage API', async () => {
    const orphan = await uploaded()
    const held = (await saved()).body.files[0].path
    await sql`update storage.objects set created_at = now() - interval '2 days' where name = any(${[orphan, held]})`
    const config = parseConfig({ STORAGE_URL: inject('storageUrl'), JWT_SECRET: inject('testConfig').jwtSecret })
    expect(await sweepOrphanMedia(sql, config, 1000)).toBeGreaterThanOrEqual(1)
    expect(existsSync(stored(orphan))).toBe(false)
    expect(existsSync(stored(held))).toBe(true)
    expect(await sql`select 1 from storage.objects where name = ${orphan}`).toHaveLength(0)
  })
})

describe('Storage as hosted answers its errors', () => {
  const config = () => parseConfig({ STORAGE_URL: inject('storageUrl'), JWT_SECRET: inject('testConfig').jwtSecret })

  it('sends a missing object as HTTP 400 with 404 in the body, as supabase/storage error-handler.ts does', async () => {
    const res = await fetch(`${inject('storageUrl')}/object/authenticated/media/no-such-file.webp`, {
      headers: { authorization: `Bearer ${await serviceKey()}` },
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ statusCode: '404', code: 'NoSuchKey', message: 'Object not found' })
  })

  it('reads the body: a delete of a file already gone is no failure, and a read of it is none', async () => {
    const gone = await uploaded()
    expect(await deleteObject(config(), MEDIA_BUCKET, gone)).toBe(true)
    expect(await deleteObject(config(), MEDIA_BUCKET, gone)).toBe(false)
    expect(await getServiceObject(config(), MEDIA_BUCKET, gone)).toBeNull()
  })
})

function serviceKey(): Promise<string> {
  return new SignJWT({ role: 'service_role', iss: 'supabase' }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(inject('testConfig').jwtSecret))
}

// A loopback stand-in of the Supabase Storage API endpoints /api calls, for the local stack and
// the tests (no Docker). Written from supabase/storage's sources (github:supabase/storage):
//   src/http/routes/object/createObject.ts   POST   /storage/v1/object/:bucket/*   (x-upsert, x-metadata, cache-control)
//   src/http/routes/object/getObject.ts      GET    /storage/v1/object/authenticated/:bucket/*  and /object/:bucket/*
//   src/http/routes/object/deleteObject.ts   DELETE /storage/v1/object/:bucket/*
//   src/storage/uploader.ts                  binary body: Content-Type is the mimetype; bucket limits checked
//   src/http/plugins/jwt.ts                  the caller's JWT decides the Postgres role and claims
//   src/internal/errors/codes.ts, src/storage/database/errors.ts   the error bodies and statuses
//   src/internal/errors/storage-error.ts, src/http/error-handler.ts   how they are sent
//   src/http/not-found-handler.ts                                    an unknown route
// Every read and write of storage.objects runs in a transaction under the caller's role with
// its claims (request.jwt.claims), as Storage does, so the migrations' policies decide; a
// service_role token bypasses them. The bytes live under <dataDir>/storage/<bucket>/<name>.
// Errors it models, by the status Storage gives them: 400 InvalidKey; 403 AccessDenied (no/invalid
// JWT, a row the policies refuse: 'new row violates row-level security policy', or a delete the
// policies refuse: 'Access denied'); 404 NoSuchBucket, NoSuchKey ('Object not found', also for
// an object the caller may not see, and for a delete of a missing object: Storage looks it up as
// superuser first); 409 Duplicate without x-upsert; 413 EntityTooLarge (Content-Length over the
// bucket's file_size_limit, before the body is read); 415 InvalidMimeType. As hosted Storage sends
// them (error-handler.ts: StorageBackendError.userStatusCode), the HTTP status is 400 for every one
// of these and 500 for an internal error; the status above is only the body's `statusCode` string:
// { statusCode: '404', code: 'NoSuchKey', error, message }. An unknown route is a real 404.
// Not modelled: multipart forms, signed URLs, ranges, listing, copy/move, image transformations.
import { createHash } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import http from 'node:http'
import path from 'node:path'
import { jwtVerify } from 'jose'
import postgres from 'postgres'

export type StorageStandIn = { url: string; close: () => Promise<void> }

type Failure = { status: number; code: string; error: string; message: string }
const fail = (status: number, code: string, error: string, message: string): Failure => ({ status, code, error, message })
const noSuchKey = () => fail(404, 'NoSuchKey', 'not_found', 'Object not found')
class StorageError extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message)
  }
}

type Claims = { role?: string; sub?: string } & Record<string, unknown>
type Tx = postgres.TransactionSql

const VALID_KEY = /^[\w\-./!*'() &$@=;:+,?]+$/ // Storage's own key check (src/storage/limits.ts isValidKey), less its unicode ranges

function send(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers })
  res.end(JSON.stringify(body))
}

/** Storage's rendered error: HTTP 400 (500 for its own failures), the error's status in the body. */
function sendFailure(res: http.ServerResponse, f: Failure) {
  send(res, f.status === 500 ? 500 : 400, { statusCode: String(f.status), code: f.code, error: f.error, message: f.message })
}

/** Storage's not-found handler, for a route it does not have: a real 404. */
function sendNoRoute(res: http.ServerResponse, method: string | undefined, url: string | undefined) {
  send(res, 404, { statusCode: '404', error: 'Not Found', message: `Route ${method}:${url} not found`, code: 'InvalidRequest' })
}
class NoRoute extends Error {}

/** Maps a database error as src/storage/database/errors.ts does. */
function fromDatabase(err: unknown): Failure {
  const e = err as { code?: string; message?: string }
  if (e.code === '42501') {
    const message = e.message?.includes('row-level security') ? 'new row violates row-level security policy' : e.message ?? ''
    return fail(403, 'AccessDenied', 'Unauthorized', message)
  }
  if (e.code === '23505') return fail(409, 'ResourceAlreadyExists', 'Duplicate', 'The resource already exists')
  throw err
}

function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}

export async function startStorageStandIn(opts: { dbUrl: string; jwtSecret: string; dataDir: string; port?: number }): Promise<StorageStandIn> {
  const sql = postgres(opts.dbUrl, { max: 4, onnotice: () => {} })
  const root = path.join(opts.dataDir, 'storage')
  const secret = new TextEncoder().encode(opts.jwtSecret)
  const fileOf = (bucket: string, name: string) => path.join(root, bucket, ...name.split('/'))

  async function claimsOf(req: http.IncomingMessage): Promise<Claims> {
    const token = (req.headers.authorization ?? '').replace(/^bearer\s+/i, '')
    try {
      const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] })
      return payload as Claims
    } catch (err) {
      throw new StorageError(fail(403, 'AccessDenied', 'Unauthorized', token ? (err as Error).message : 'jws must be a string'))
    }
  }

  /** Runs fn as the caller, the way Storage connects (role + claims for the transaction). */
  async function asCaller<T>(claims: Claims, fn: (tx: Tx) => Promise<T>): Promise<T> {
    const role = ['anon', 'authenticated', 'service_role'].includes(String(claims.role)) ? String(claims.role) : 'anon'
    try {
      return (await sql.begin(async (tx) => {
        await tx`select set_config('role', ${role}, true), set_config('request.jwt.claims', ${JSON.stringify(claims)}, true),
          set_config('storage.allow_delete_query', 'true', true)`
        return fn(tx)
      })) as T
    } catch (err) {
      if (err instanceof StorageError) throw err
      throw new StorageError(fromDatabase(err))
    }
  }

  async function bucketOf(id: string) {
    const [bucket] = await sql<{ file_size_limit: string | null; allowed_mime_types: string[] | null }[]>`
      select file_size_limit, allowed_mime_types from storage.buckets where id = ${id}`
    if (!bucket) throw new StorageError(fail(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'))
    return bucket
  }

  async function upload(req: http.IncomingMessage, res: http.ServerResponse, bucketId: string, name: string) {
    const claims = await claimsOf(req)
    const bucket = await bucketOf(bucketId)
    const mimetype = req.headers['content-type'] || 'application/octet-stream'
    if (bucket.allowed_mime_types?.length && !bucket.allowed_mime_types.includes(mimetype)) {
      throw new StorageError(fail(415, 'InvalidMimeType', 'invalid_mime_type', `mime type ${mimetype} is not supported`))
    }
    const declared = Number(req.headers['content-length'] ?? NaN)
    const limit = bucket.file_size_limit === null ? Infinity : Number(bucket.file_size_limit)
    if (declared > limit) throw new StorageError(fail(413, 'EntityTooLarge', 'Payload too large', 'The object exceeded the maximum allowed size'))
    const body = await readBody(req)
    if (body.length > limit) throw new StorageError(fail(413, 'EntityTooLarge', 'Payload too large', 'The object exceeded the maximum allowed size'))
    const rawMetadata = req.headers['x-metadata']
    const userMetadata = typeof rawMetadata === 'string' ? JSON.parse(Buffer.from(rawMetadata, 'base64').toString('utf8')) : null
    const eTag = `"${createHash('md5').update(body).digest('hex')}"`
    const metadata = {
      eTag, size: body.length, mimetype, cacheControl: req.headers['cache-control'] ?? 'no-cache',
      lastModified: new Date().toUTCString(), contentLength: body.length, httpStatusCode: 200,
    }
    const upsert = req.headers['x-upsert'] === 'true'
    const owner = typeof claims.sub === 'string' ? claims.sub : null
    const id = await asCaller(claims, async (tx) => {
      const [row] = upsert
        ? await tx<{ id: string }[]>`insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
            values (${bucketId}, ${name}, ${owner}, ${owner}, ${tx.json(metadata)}, ${userMetadata === null ? null : tx.json(userMetadata)}, ${crypto.randomUUID()})
            on conflict (bucket_id, name) do update set metadata = excluded.metadata, user_metadata = excluded.user_metadata,
              version = excluded.version, updated_at = now() returning id`
        : await tx<{ id: string }[]>`insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
            values (${bucketId}, ${name}, ${owner}, ${owner}, ${tx.json(metadata)}, ${userMetadata === null ? null : tx.json(userMetadata)}, ${crypto.randomUUID()})
            returning id`
      const file = fileOf(bucketId, name)
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, body)
      return row!.id
    })
    send(res, 200, { Id: id, Key: `${bucketId}/${name}` })
  }

  async function download(req: http.IncomingMessage, res: http.ServerResponse, bucketId: string, name: string, head: boolean) {
    const claims = await claimsOf(req)
    await bucketOf(bucketId)
    const [object] = await asCaller(claims, (tx) => tx<{ metadata: Record<string, string | number> | null }[]>`
      select metadata from storage.objects where bucket_id = ${bucketId} and name = ${name}`)
    if (!object) throw new StorageError(noSuchKey())
    const body = await readFile(fileOf(bucketId, name)).catch(() => null)
    if (!body) throw new StorageError(noSuchKey())
    const meta = object.metadata ?? {}
    res.writeHead(200, {
      'content-type': String(meta.mimetype ?? 'application/octet-stream'),
      'content-length': String(body.length),
      'cache-control': String(meta.cacheControl ?? 'no-cache'),
      ...(meta.eTag ? { etag: String(meta.eTag) } : {}),
      ...(meta.lastModified ? { 'last-modified': String(meta.lastModified) } : {}),
    })
    res.end(head ? undefined : body)
  }

  async function remove(req: http.IncomingMessage, res: http.ServerResponse, bucketId: string, name: string) {
    const claims = await claimsOf(req)
    await bucketOf(bucketId)
    const [existing] = await sql`select 1 from storage.objects where bucket_id = ${bucketId} and name = ${name}`
    if (!existing) throw new StorageError(noSuchKey())
    const removed = await asCaller(claims, (tx) => tx`delete from storage.objects where bucket_id = ${bucketId} and name = ${name} returning id`)
    if (removed.length === 0) throw new StorageError(fail(403, 'AccessDenied', 'Unauthorized', 'Access denied'))
    await rm(fileOf(bucketId, name), { force: true })
    send(res, 200, { message: 'Successfully deleted' })
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://storage.local')
    const match = /^\/storage\/v1\/object\/(?:(authenticated)\/)?([^/]+)\/(.+)$/.exec(url.pathname)
    const handle = async () => {
      if (!match) throw new NoRoute()
      const [, authenticated, bucketId, encoded] = match
      const name = decodeURIComponent(encoded!)
      if (!VALID_KEY.test(name) || name.split('/').some((part) => part === '..' || part === '.')) {
        throw new StorageError(fail(400, 'InvalidKey', 'Invalid key', `Invalid key: ${name}`))
      }
      if (req.method === 'GET' || req.method === 'HEAD') return download(req, res, bucketId!, name, req.method === 'HEAD')
      if (authenticated) throw new NoRoute()
      if (req.method === 'POST' || req.method === 'PUT') return upload(req, res, bucketId!, name)
      if (req.method === 'DELETE') return remove(req, res, bucketId!, name)
      throw new NoRoute()
    }
    handle().catch((err: unknown) => {
      if (err instanceof NoRoute) return sendNoRoute(res, req.method, req.url)
      if (err instanceof StorageError) {
        sendFailure(res, err.failure)
        req.resume()
        return
      }
      console.error('[storage stand-in]', err)
      send(res, 500, { statusCode: '500', code: 'InternalError', error: 'internal', message: 'Internal Server Error' })
    })
  })

  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}/storage/v1`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await sql.end()
    },
  }
}

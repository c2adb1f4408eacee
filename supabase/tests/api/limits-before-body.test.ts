// The public writes' limits hold before the body is read (issue 57 item 7), over HTTP to the Deno
// function: a client over its rate limit is answered 429 while its body is still on the way (the
// public application's 5 MB included), a declared Content-Length over the limit is answered 413
// before a byte of the body is sent, and a chunked body over the limit is cut off while it streams.
// Each request here sends its head and at most a few bytes and then waits: a server that read the
// body first would never answer, and the test would time out.
import { request } from 'node:http'
import { afterAll, describe, expect, it } from 'vitest'
import { superuser } from '../../../scripts/testing/db.ts'
import { CV_TOO_LARGE } from '../../functions/_shared/contract/application-rules.ts'
import { apiUrl, freshIp, ORIGIN } from './http.ts'

const sql = superuser()
afterAll(() => sql.end())

const FORM_MAX_PER_HOUR = 20
/** Uses up the address's hits in the bucket, as 20 earlier posts would have. */
async function usedUp(bucket: string, ip: string) {
  for (let i = 0; i < FORM_MAX_PER_HOUR; i++) await sql`select private.hit_rate_limit(${bucket}, ${ip}, ${FORM_MAX_PER_HOUR}, 3600)`
}

type Answer = { status: number; body: { error?: string }; location?: string }

/**
 * Sends the request's head and `first` bytes of its body, then `more` (a function of the request:
 * keep streaming, or nothing), and resolves with the answer as soon as it comes, ending the request.
 */
function partialRequest(path: string, headers: Record<string, string>, first: Buffer, more?: (write: (b: Buffer) => boolean) => void): Promise<Answer> {
  const url = new URL(apiUrl() + path)
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { origin: ORIGIN, ...headers } }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (text += chunk))
      res.on('end', () => {
        req.destroy()
        const body = text ? JSON.parse(text) as Answer['body'] : {}
        resolve({ status: res.statusCode ?? 0, body, ...(res.headers.location ? { location: res.headers.location } : {}) })
      })
    })
    req.on('error', (error) => (req.destroyed ? undefined : reject(error)))
    req.flushHeaders()
    if (first.length) req.write(first)
    more?.((b) => req.write(b))
  })
}

const BOUNDARY = 'gate-boundary'
const multipart = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, accept: 'application/json' }
const formStart = Buffer.from(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="kind"\r\n\r\ngeneral\r\n`)

describe('limits before the body', () => {
  it('answers a client over its limit 429 before reading its 5 MB application', async () => {
    const ip = freshIp()
    await usedUp('application-ip', ip)
    const answer = await partialRequest('/applications', { ...multipart, 'x-forwarded-for': ip, 'content-length': String(5 * 1024 * 1024) }, formStart)
    expect(answer.status).toBe(429)
    expect(answer.body.error).toBe('Too many requests. Please try again later.')
  })

  it('answers a client over its limit 429 before reading a JSON form', async () => {
    const ip = freshIp()
    await usedUp('contact-ip', ip)
    const answer = await partialRequest('/contact', { 'content-type': 'application/json', 'x-forwarded-for': ip, 'content-length': '2000' }, Buffer.from('{"name":'))
    expect(answer.status).toBe(429)
    const [row] = await sql<{ hits: number }[]>`select hits from private.rate_limits where bucket = 'contact-ip' and key = ${ip}`
    expect(row!.hits).toBe(FORM_MAX_PER_HOUR + 1)
  })

  it("sends the browser's own form post over its limit to the try-later page, before reading it", async () => {
    const ip = freshIp()
    await usedUp('newsletter-ip', ip)
    const answer = await partialRequest('/newsletter', {
      referer: `${ORIGIN}/es/`, 'x-forwarded-for': ip, 'content-type': 'application/x-www-form-urlencoded', 'content-length': '500',
    }, Buffer.from('email='))
    expect(answer).toEqual({ status: 303, body: {}, location: `${ORIGIN}/es/forms/try-later` })
  })

  it('refuses a declared Content-Length over the limit with 413 before a byte is sent', async () => {
    const json = await partialRequest('/contact', { 'content-type': 'application/json', 'x-forwarded-for': freshIp(), 'content-length': String(64 * 1024) }, Buffer.alloc(0))
    expect(json).toEqual({ status: 413, body: { error: 'Request body too large (limit 32 KB)' } })
    const application = await partialRequest('/applications', { ...multipart, 'x-forwarded-for': freshIp(), 'content-length': String(6 * 1024 * 1024) }, Buffer.alloc(0))
    expect(application.status).toBe(413)
    expect(application.body.error).toBe(CV_TOO_LARGE)
  })

  it('cuts off a chunked application once it passes the limit, before it ends', async () => {
    const chunk = Buffer.alloc(256 * 1024, 0x61)
    let sent = 0
    const answer = await partialRequest('/applications', { ...multipart, 'x-forwarded-for': freshIp(), 'transfer-encoding': 'chunked' }, formStart, (write) => {
      // up to 8 MB, never ended: the answer must come while it streams
      const pump = () => {
        while (sent < 8 * 1024 * 1024) {
          sent += chunk.length
          if (!write(chunk)) return void setTimeout(pump, 5)
        }
      }
      pump()
    })
    expect(answer.status).toBe(413)
    expect(answer.body.error).toBe(CV_TOO_LARGE)
  })
})

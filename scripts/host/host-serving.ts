// The static host, locally: serves a build folder by its own dist/_redirects and dist/_headers,
// read with Netlify's parsers, the way Netlify applies them (rules in order, first match wins; a
// file that exists at the path wins over a rule that is not forced; 200 rewrites serve another
// file, or proxy when the target is a URL; headers by path glob, on what the host serves itself,
// never on proxied answers; Cache-Control defaults to revalidation; a proxied request gets the
// client's address in X-Nf-Client-Connection-Ip and, on a signed rule (`Sign=VAR`), X-Nf-Sign: a
// JWT of issuer netlify signed HS256 with VAR's value, valid 5 minutes). What the rules say is
// host-rules.ts's business; this file only applies them. The rules files and dotfiles are never served.
// The build's `render` function (<dist>-functions/render/render.mjs: page-function-build.ts) is
// run as Netlify runs it: at the paths its config names and not those it excludes, after a file
// of the build (preferStatic), before the rules; given a Request, its Response sent as it is
// (no _headers rule applies to a function's answer). The function's and the proxied answers go
// through the CDN's cache (scripts/stand-ins/netlify-cdn-cache.ts), which keeps what their headers allow until a purge.
import { existsSync, readFileSync, statSync } from 'node:fs'
import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http'
import https from 'node:https'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Config, Context } from '@netlify/functions'
import { parseAllHeaders, type Header } from '@netlify/headers-parser'
import { parseAllRedirects } from '@netlify/redirect-parser'
import { EDGE_SIGNATURE_HEADER, edgeSignature } from './edge-signature.ts'
import { HOST_DEFAULT_CACHE_CONTROL } from './host-rules.ts'
import { localPurgeRoute } from './purge-route.ts'
import { localCdn, type CdnAnswer, type CdnCache, type CdnRequest } from '../stand-ins/netlify-cdn-cache.ts'
import { renderFunctionFile } from './function-files.ts'
import { functionAnswers } from './render-config.ts'

/** The fields of a parsed redirect this server acts on. */
type Redirect = { from: string; to: string; status: number; force: boolean; proxy: boolean; signed?: string }

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
}

// Keep connections to the function open: without an agent each proxied call opened a new one.
const agents = { 'http:': new http.Agent({ keepAlive: true }), 'https:': new https.Agent({ keepAlive: true }) }
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer']
/** Headers only the host sets on a proxied request: a client's own copies are dropped. */
const HOST_SET = ['x-nf-client-connection-ip', 'x-nf-sign']

/** A redirect's `from` as a pattern: `*` is the splat (the rest, maybe empty), `:name` one segment. */
function fromPattern(from: string): RegExp {
  const parts = from.split('/').filter(Boolean).map((part) => {
    if (part === '*') return '?(?<splat>.*)'
    if (part.startsWith(':')) return `(?<${part.slice(1)}>[^/]+)`
    return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  })
  return new RegExp(`^/${parts.join('/')}/?$`)
}

const withParams = (to: string, params: Record<string, string>) => to.replace(/:([A-Za-z_]\w*)/g, (whole, name: string) => params[name] ?? whole)

/**
 * Files in the build folder the host never publishes: its rules files, which it reads instead, and
 * dotfiles, which `netlify deploy` does not upload (netlify/cli src/utils/deploy/util.ts
 * defaultFilter: a name starting with '.' other than .well-known).
 */
const unpublished = (urlPath: string) =>
  /^\/_(headers|redirects)$/.test(urlPath) || urlPath.split('/').some((part) => part.startsWith('.') && part !== '.well-known')

function staticFile(dist: string, urlPath: string): string | undefined {
  if (unpublished(urlPath)) return undefined
  const file = path.join(dist, urlPath)
  if (file !== dist && !file.startsWith(dist + path.sep)) return undefined
  for (const candidate of [file, path.join(file, 'index.html')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return undefined
}

function sendFile(req: IncomingMessage, res: ServerResponse, file: string, status: number) {
  res.statusCode = status
  res.setHeader('Content-Type', TYPES[path.extname(file)] ?? 'application/octet-stream')
  // Precompressed at build time (production-serving.ts): the smallest encoding the browser accepts.
  const accepted = String(req.headers['accept-encoding'] ?? '')
  const encoding = [['br', '.br'], ['gzip', '.gz']].find(([name, ext]) => new RegExp(`\\b${name}\\b`).test(accepted) && existsSync(file + ext))
  if (encoding) {
    res.setHeader('Content-Encoding', encoding[0]!)
    res.setHeader('Vary', 'Accept-Encoding')
  }
  const body = readFileSync(encoding ? file + encoding[1] : file)
  res.setHeader('Content-Length', body.length)
  res.end(req.method === 'HEAD' ? undefined : body)
}

/** The upstream's answer to `req` (its body sent on as it comes), read whole; 502 when the upstream cannot be reached. */
async function proxied(req: IncomingMessage, target: URL, signingSecret: string | undefined): Promise<CdnAnswer> {
  const headers = { ...req.headers }
  for (const name of [...HOP_BY_HOP, ...HOST_SET]) if (name !== 'transfer-encoding') delete headers[name]
  Object.assign(headers, {
    host: target.host,
    'x-forwarded-for': [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', '),
    'x-forwarded-host': req.headers.host,
    'x-forwarded-proto': 'http',
  })
  if (req.socket.remoteAddress) headers['x-nf-client-connection-ip'] = req.socket.remoteAddress
  if (signingSecret) headers[EDGE_SIGNATURE_HEADER] = await edgeSignature(signingSecret, `http://${req.headers.host}`)
  const client = target.protocol === 'https:' ? https : http
  return new Promise((resolve) => {
    const failed = (error: Error) => resolve({
      status: 502, headers: new Headers({ 'Content-Type': 'text/plain; charset=utf-8' }), body: Buffer.from(`The proxy to ${target.origin} failed: ${error.message}`),
    })
    const upstream = client.request(target, { method: req.method, headers, agent: agents[target.protocol as 'http:' | 'https:'] }, (answer) => {
      const chunks: Buffer[] = []
      answer.on('data', (chunk: Buffer) => chunks.push(chunk))
      answer.on('error', failed)
      answer.on('end', () => {
        const answerHeaders = new Headers()
        for (const [name, value] of Object.entries(answer.headers)) {
          if (HOP_BY_HOP.includes(name) || value === undefined) continue
          for (const one of Array.isArray(value) ? value : [value]) answerHeaders.append(name, one)
        }
        resolve({ status: answer.statusCode ?? 502, headers: answerHeaders, body: Buffer.concat(chunks) })
      })
    })
    upstream.on('error', failed)
    req.pipe(upstream)
  })
}

/** A Request of what `req` asks for (its body, when it has one, streamed). */
function requestOf(req: IncomingMessage): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.includes(name)) continue
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one)
  }
  const bodied = req.method !== 'GET' && req.method !== 'HEAD'
  return new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, {
    method: req.method, headers, ...(bodied && { body: req as unknown as BodyInit, duplex: 'half' }),
  } as RequestInit)
}

/**
 * Each answer's headers as Node writes them, made once per answer: the CDN gives every hit of a
 * kept answer as the same object (netlify-cdn-cache.ts), so a hit is written as a file is.
 */
const wireHeaders = new WeakMap<CdnAnswer, OutgoingHttpHeaders>()

function headersOnWire(answer: CdnAnswer): OutgoingHttpHeaders {
  let headers = wireHeaders.get(answer)
  if (!headers) {
    headers = {}
    for (const [name, value] of answer.headers) if (!['set-cookie', 'content-length', 'transfer-encoding'].includes(name)) headers[name] = value
    const cookies = answer.headers.getSetCookie()
    if (cookies.length) headers['set-cookie'] = cookies
    headers['content-length'] = answer.body.length
    wireHeaders.set(answer, headers)
  }
  return headers
}

/** Sends an answer of the CDN, as it gives it (compressed there as the client accepts). */
function sendAnswer(req: IncomingMessage, res: ServerResponse, answer: CdnAnswer) {
  if (req.method === 'HEAD') {
    res.writeHead(answer.status, { ...headersOnWire(answer), 'content-length': 0 }).end()
    return
  }
  res.writeHead(answer.status, headersOnWire(answer)).end(answer.body)
}

/** A Netlify Functions v2 module: its handler and config. */
type FunctionModule = { default: (request: Request, context: Context) => Promise<Response> | Response; config: Config }

/** The build's render function, when it has one, and the paths it answers. */
async function loadRenderFunction(dist: string): Promise<{ run: FunctionModule['default']; answers: (urlPath: string) => boolean; preferStatic: boolean } | undefined> {
  const file = renderFunctionFile(dist)
  if (!existsSync(file)) return undefined
  const loaded = (await import(pathToFileURL(file).href)) as FunctionModule
  return { run: loaded.default, answers: (urlPath) => functionAnswers(loaded.config, urlPath), preferStatic: loaded.config.preferStatic === true }
}

/** What the CDN reads of a request. */
const cdnRequest = (req: IncomingMessage): CdnRequest => ({ method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers })

/** Reads dist/_redirects and dist/_headers; a syntax error in either stops the server with Netlify's message. */
export async function loadHostRules(dist: string): Promise<{ redirects: Redirect[]; headers: Header[] }> {
  const parsedRedirects = await parseAllRedirects({ redirectsFiles: [path.join(dist, '_redirects')], configRedirects: [], minimal: false })
  const parsedHeaders = await parseAllHeaders({ headersFiles: [path.join(dist, '_headers')], configHeaders: [], minimal: false })
  const errors = [...parsedRedirects.errors, ...parsedHeaders.errors]
  if (errors.length > 0) throw new Error(`${dist}: ${errors.map((error: Error) => error.message).join('\n')}`)
  return { redirects: parsedRedirects.redirects as Redirect[], headers: parsedHeaders.headers as Header[] }
}

/**
 * A request handler serving `dist` under its rules and its render function (a connect
 * middleware: it never calls next), through `cdn`; a signed rule's variable is read from `env`,
 * the host's environment. The site's purge endpoint (purge-route.ts) purges `cdn`, as Netlify's
 * purgeCache purges the deployed site's CDN.
 */
export async function hostServing(dist: string, env: Record<string, string | undefined> = process.env, cdn: CdnCache = localCdn): Promise<(req: IncomingMessage, res: ServerResponse) => void> {
  const root = path.resolve(dist)
  const { redirects, headers } = await loadHostRules(root)
  const rules = redirects.map((rule) => ({ ...rule, pattern: fromPattern(rule.from) }))
  const purgeRoute = localPurgeRoute(env, async (tags) => void cdn.purge(tags))
  const render = await loadRenderFunction(root)
  const context = {} as Context
  const served = (req: IncomingMessage, res: ServerResponse, origin: () => Promise<CdnAnswer>) => {
    cdn.serve(cdnRequest(req), origin)
      .then((answer) => sendAnswer(req, res, answer))
      .catch((error: Error) => {
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
        res.end(`The function failed: ${error.message}`)
      })
  }
  return (req, res) => {
    if (purgeRoute(req, res)) return
    // Rules see the path as sent (a proxied splat stays encoded); files are looked up decoded.
    const url = new URL(req.url ?? '/', 'http://host')
    const urlPath = url.pathname
    let own: string | undefined
    try {
      own = staticFile(root, decodeURIComponent(urlPath))
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request path')
      return
    }
    if (render?.answers(urlPath) && !(own && render.preferStatic)) {
      served(req, res, async () => {
        const answer = await render.run(requestOf(req), context)
        return { status: answer.status, headers: new Headers(answer.headers), body: new Uint8Array(await answer.arrayBuffer()) }
      })
      return
    }
    // A literal path (/blog/feed.xml) matches with no groups at all: its params are {}, not undefined.
    const match = rules
      .map((rule) => { const found = rule.pattern.exec(urlPath); return { rule, params: found ? (found.groups ?? {}) : undefined } })
      .find(({ rule, params }) => params !== undefined && (rule.force || !own))
    const target = match && withParams(match.rule.to, match.params ?? {})
    if (target && match.rule.proxy) {
      const secret = match.rule.signed ? env[match.rule.signed] : undefined
      if (match.rule.signed && !secret) {
        res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`Could not sign the proxied request: the environment variable ${match.rule.signed} is not set`)
        return
      }
      served(req, res, () => proxied(req, new URL(target + url.search), secret))
      return
    }

    if (unpublished(urlPath)) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found')
      return
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end('Method not allowed')
      return
    }
    for (const rule of headers) if (rule.forRegExp.test(urlPath)) for (const [name, value] of Object.entries(rule.values)) res.setHeader(name, value)
    if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', HOST_DEFAULT_CACHE_CONTROL)
    if (target && match.rule.status >= 300 && match.rule.status < 400) {
      res.writeHead(match.rule.status, { Location: target + url.search }).end()
      return
    }
    const file = target ? staticFile(root, target) : own
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found')
      return
    }
    sendFile(req, res, file, target ? match.rule.status : 200)
  }
}

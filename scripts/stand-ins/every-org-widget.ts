// This machine has no internet, so the Every.org donate widget's script (SPEC §4) cannot load
// and Chromium logs the failed request, which Lighthouse scores as a console error. The site
// requests it only when a visitor points at Donate, which Lighthouse never does; a build from
// before that change (an A/B against an older ref: ab.ts) requests it on every page. The bench
// answers for embeds.every.org locally: Chromium resolves that host to a small HTTPS server
// (self-signed, generated with openssl) that serves a script defining the widget's global, as
// the real script does. The real script's own weight is therefore not measured.
// Follows Every.org's donate button (github.com/everydotorg/donate-button, its README): the script
// https://embeds.every.org/0.4/button.js, with ?explicit=1 when the page configures the widget
// itself (as the site does), defines the global everyDotOrgDonateButton; the stand-in gives it the
// one call the site makes, createWidget, and answers 404 for any other path.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { root } from '../stack/functions.ts'

const HOST = 'embeds.every.org'
const SCRIPT = 'window.everyDotOrgDonateButton = { createWidget: function () {} };\n'

export type StandIn = { chromeFlags: string[]; close: () => void }

function selfSignedCertificate(dir: string) {
  mkdirSync(dir, { recursive: true })
  const key = path.join(dir, 'key.pem')
  const cert = path.join(dir, 'cert.pem')
  const args = ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', `/CN=${HOST}`]
  const r = spawnSync('openssl', [...args, '-addext', `subjectAltName=DNS:${HOST}`, '-keyout', key, '-out', cert], { encoding: 'utf8' })
  if (r.status !== 0) throw new Error(`openssl could not make a certificate for the Every.org stand-in: ${r.stderr || r.error}`)
  return { key: readFileSync(key), cert: readFileSync(cert) }
}

export async function everyOrgStandIn(): Promise<StandIn> {
  const server = createServer(selfSignedCertificate(path.join(root, '.local/bench/tls')), (req, res) => {
    const known = req.url?.startsWith('/0.4/button.js')
    res.writeHead(known ? 200 : 404, { 'content-type': 'text/javascript', 'cache-control': 'max-age=3600' })
    res.end(known ? SCRIPT : '')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    chromeFlags: [`--host-resolver-rules=MAP ${HOST} 127.0.0.1:${port}`, '--ignore-certificate-errors'],
    close: () => server.close(),
  }
}

// The Nu HTML Checker (the W3C validator, npm package vnu-jar, which runs on Java): the build's
// pages (e2e/site/html-validity.spec.ts) and screens as the browser shows them once the app has
// drawn them (a form's later step, a page only the app renders), each checked in one run.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Page } from '@playwright/test'

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')
const installJava = 'sudo apt-get update && sudo apt-get install -y default-jre-headless'

interface VnuMessage { type: string; subType?: string; url?: string; lastLine?: number; firstColumn?: number; message: string; extract?: string }

/**
 * A rule the checker has not caught up with: the HTML Standard lets a `<link rel="expect">`
 * carry `blocking="render"` (its link type "expect", in Chromium since 124), and every page with
 * its content has one (src/entry-server.tsx), but this checker accepts `blocking` on stylesheets only.
 * Only that message, on that element (as served, or as a snapshot writes it), is set aside.
 */
const behindTheStandard = (m: VnuMessage) =>
  m.message === 'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.'
  && /<link rel="expect" href="#main" blocking="render"\/?>/.test(m.extract ?? '')

/**
 * The second: the SPA shell carries its script hashes in a <meta http-equiv> policy
 * (scripts/host/host-rules.ts), and the checker applies it to every <script> after it, data
 * blocks included. A JSON-LD block is not run (HTML Standard: a data block), so script-src does
 * not govern it, and the browser reports no violation for it (e2e/host/csp.spec.ts). Only that
 * warning, on a JSON-LD block, is set aside.
 */
const dataBlockUnderMetaPolicy = (m: VnuMessage) =>
  m.message.startsWith('Inline script violates Content Security Policy (meta tag)')
  && (m.extract ?? '').includes('<script type="application/ld+json">')

/**
 * One run over about 130 files is too short for the JVM's optimising compiler to pay off: its
 * quick compiler alone (and the serial collector) checked this build's pages in 8.5 s of CPU
 * instead of 24 s. That compiler's frames are larger, and the checker's schema evaluation recurses
 * deeply: it needs a larger thread stack than the 512 KB it asks for under the defaults.
 */
const JVM_FOR_ONE_RUN = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss8m']

/** Checks the files (paths under `dir`); their errors and warnings as `file:line:column: kind: message  «extract»`. */
export function nuProblems(dir: string, files: string[]): string[] {
  const run = spawnSync('java', [...JVM_FOR_ONE_RUN, '-jar', vnuJar, '--format', 'json', '--stdout', '--exit-zero-always', ...files.map((f) => path.join(dir, f))],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (run.error) throw new Error(`The Nu HTML Checker needs Java, and \`java\` could not be run (${run.error.message}). Install it with:\n  ${installJava}`)
  if (run.status !== 0) throw new Error(`The Nu HTML Checker failed (exit ${run.status}):\n${run.stderr}`)
  const { messages } = JSON.parse(run.stdout) as { messages: VnuMessage[] }
  return messages.flatMap((m) => {
    const file = m.url ? path.relative(dir, new URL(m.url).pathname) : '?'
    if ((m.type === 'info' && m.subType !== 'warning') || behindTheStandard(m) || dataBlockUnderMetaPolicy(m)) return []
    const kind = m.type === 'info' ? 'warning' : m.type
    return [`${file}:${m.lastLine ?? '?'}:${m.firstColumn ?? '?'}: ${kind}: ${m.message}${m.extract ? `  «${m.extract.trim()}»` : ''}`]
  })
}

/**
 * The document as the browser holds it now, as HTML with its doctype. A snapshot is markup, not
 * the bytes the browser parsed, so two of the checker's rules about those bytes are set aside by
 * putting the snapshot back as it was served: `<meta charset>` first in the head (the app adds
 * its start-up scripts and styles before it), and no `<meta http-equiv>` policy (it judges
 * scripts by how the parser met them, while the module scripts were added by hashed start-up code;
 * the policy itself is checked in the browser, e2e/host/csp.spec.ts).
 */
export const screenHtml = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const root = document.documentElement.cloneNode(true) as HTMLElement
    root.querySelectorAll('meta[http-equiv="Content-Security-Policy" i]').forEach((policy) => policy.remove())
    const charset = root.querySelector('meta[charset]')
    if (charset) root.querySelector('head')?.prepend(charset)
    return `<!DOCTYPE html>\n${root.outerHTML}`
  })

/** Checks screens taken with screenHtml, named for the messages (e.g. `es-newsletter-confirm`). */
export function nuScreenProblems(screens: Record<string, string>): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'nu-screens-'))
  try {
    const files = Object.entries(screens).map(([name, html]) => {
      writeFileSync(path.join(dir, `${name}.html`), html)
      return `${name}.html`
    })
    return nuProblems(dir, files)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

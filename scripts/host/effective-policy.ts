// Which inline scripts a document may run under the Content-Security-Policies it is given: the
// header's, as a host combines the `_headers` rules that match its path, and those of its own
// <meta http-equiv="Content-Security-Policy"> elements. Every policy a document is given is
// enforced (CSP3 §"Enforcement": a header whose value lists several policies, comma-separated,
// and each meta policy, are all enforced), so a script runs only if each of them allows it.
//
// Hosts differ where several `_headers` rules set one header on a path, and Netlify's docs do not
// say what its CDN does: Netlify's own local servers keep the last matching rule's value
// (netlify/cli src/utils/headers.ts headersForPath, netlify/primitives packages/headers
// headersForPath: Object.assign / spread over the matching rules in file order), while hosts of
// the same file format join the values with a comma (Cloudflare Pages' _headers docs: "the values
// are joined with a comma separator"), which for this header means every policy is enforced.
// The site's rules are written to mean the same under both (host-rules.ts), and the checks here
// read them both ways.
import type { Header } from '@netlify/headers-parser'

/** How a host combines one header set by several matching rules. */
export type Combining = 'last rule wins' | 'comma-joined'
export const COMBININGS: readonly Combining[] = ['last rule wins', 'comma-joined']

/** A parsed `_headers` rule as the parser gives it with `minimal: false`. */
type Rule = Pick<Header, 'forRegExp' | 'values'>

/** The Content-Security-Policy values a response to `urlPath` carries, each one policy. */
export function headerPolicies(rules: readonly Rule[], urlPath: string, combining: Combining): string[] {
  const values = rules
    .filter((rule) => rule.forRegExp.test(urlPath))
    .flatMap((rule) => Object.entries(rule.values).filter(([name]) => name.toLowerCase() === 'content-security-policy').map(([, value]) => value))
  const sent = combining === 'last rule wins' ? values.slice(-1) : values
  return sent.flatMap((value) => value.split(',')).map((policy) => policy.trim()).filter(Boolean)
}

/** The policies of a document's own <meta http-equiv="Content-Security-Policy"> elements. */
export function metaPolicies(html: string): string[] {
  return [...html.matchAll(/<meta\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => /\bhttp-equiv\s*=\s*["']?content-security-policy["'\s/>]/i.test(tag))
    .map((tag) => /\bcontent\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(tag))
    .map((content) => (content?.[1] ?? content?.[2] ?? '').replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&'))
}

/** A policy's sources for an inline <script> element: script-src-elem, else script-src, else default-src (CSP3 fallback); undefined when none restricts scripts. */
function inlineScriptSources(policy: string): string[] | undefined {
  const directives = new Map(policy.split(';').map((part) => part.trim().split(/\s+/)).filter(([name]) => name).map(([name, ...sources]) => [name!.toLowerCase(), sources]))
  return directives.get('script-src-elem') ?? directives.get('script-src') ?? directives.get('default-src')
}

/**
 * What inline scripts every one of `policies` allows: 'any' when none restricts them, else the
 * hash sources ('sha256-…') all of them allow. 'unsafe-inline' counts only in a list without a
 * hash or nonce (CSP Level 2 on: a hash or nonce makes the browser ignore it).
 */
export function allowedInlineScripts(policies: readonly string[]): 'any' | Set<string> {
  let allowed: 'any' | Set<string> = 'any'
  for (const policy of policies) {
    const sources = inlineScriptSources(policy)
    if (!sources) continue
    const hashes = sources.filter((source) => /^'(sha256|sha384|sha512)-/i.test(source)).map((source) => source.slice(1, -1))
    const hashOrNonce = hashes.length > 0 || sources.some((source) => /^'nonce-/i.test(source))
    if (sources.includes("'unsafe-inline'") && !hashOrNonce) continue
    allowed = allowed === 'any' ? new Set(hashes) : new Set(hashes.filter((hash) => (allowed as Set<string>).has(hash)))
  }
  return allowed
}

/**
 * What a policy lets a document reach beyond its own origin: its host and scheme sources
 * (https://embeds.every.org, *.stripe.com, https:, *), not keywords ('self', 'none', hashes) nor
 * data: and blob:, which name no origin; ['*'] when it has no default-src, since a fetch
 * directive it leaves out is then unrestricted. Every policy a document is given is enforced, so
 * one that answers [] closes the document to other origins.
 */
export function otherOrigins(policy: string): string[] {
  const directives = policy.split(';').map((part) => part.trim().split(/\s+/)).filter(([name]) => name)
  const sources = directives.flatMap(([, ...listed]) => listed).filter((source) => !/^'.*'$/.test(source) && !/^(data|blob):$/i.test(source))
  return directives.some(([name]) => name!.toLowerCase() === 'default-src') ? [...new Set(sources)] : ['*']
}

// Where the `render` function answers (Netlify, "Functions API: config", docs.netlify.com/build/
// functions/api/#config): `path` and `excludedPath` are URL patterns (`/admin/*` does not match
// `/admin`); with `preferStatic` a file of the deploy at the path is served instead of the function.
// The build writes no page into dist/ (it renders each as a check only: prerender.ts), so no
// static copy can shadow a page, while what is there (hashed assets, public/'s files, robots.txt,
// the SPA shell) stays static, without an invocation. /api/* and /media/* stay the proxy rules'
// (dist/_redirects), as do the feeds' addresses (/blog/feed.xml…: contract/feeds.ts), and the
// staff area is the SPA shell's: the function never answers them.
// The function's module states this config as a literal (page-function-build.ts writes it), the
// form Netlify's bundler reads it in; the local host reads the same export (host-serving.ts).
import type { Config } from '@netlify/functions'
import { FEED_ADDRESSES } from '../../supabase/functions/_shared/contract/feeds.ts'

export const RENDER_FUNCTION = 'render'

/** Each staff-area path and everything under it. */
const STAFF_AREA = (['/admin', '/admin-login', '/es/admin', '/es/admin-login'] as const).flatMap((area) => [area, `${area}/*` as const])

export const RENDER_FUNCTION_CONFIG = {
  path: '/*',
  excludedPath: ['/api/*', '/media/*', '/assets/*', ...FEED_ADDRESSES.map((feed) => feed.path as `/${string}`), ...STAFF_AREA],
  preferStatic: true,
} satisfies Config

/** A function config's URL pattern as a regular expression (the parts this site uses: `*` for any rest, `:name` for a segment). */
function urlPattern(pattern: string): RegExp {
  const source = pattern.split(/(\*|:[A-Za-z_]\w*)/).map((part) => {
    if (part === '*') return '.*'
    if (part.startsWith(':')) return '[^/]+'
    return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  }).join('')
  return new RegExp(`^${source}$`)
}

/** Whether a function with `config` runs at `urlPath`: a path of its `path` and none of its `excludedPath`. */
export function functionAnswers(config: Pick<Config, 'path' | 'excludedPath'>, urlPath: string): boolean {
  const list = (value: string | readonly string[] | undefined) => (value === undefined ? [] : [value].flat()).map(urlPattern)
  return list(config.path).some((pattern) => pattern.test(urlPath)) && !list(config.excludedPath).some((pattern) => pattern.test(urlPath))
}

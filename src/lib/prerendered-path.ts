/**
 * Whether a URL path is one a prerendered page was built for: the page's own path, or a route
 * template such as '/services/$serviceSlug', whose $-segments stand for any one segment.
 * Used by main.tsx (hydrate or render afresh).
 */
export function matchesPrerenderedPath(prerendered: string, pathname: string): boolean {
  const pattern = prerendered.split('/').map((segment) => (segment.startsWith('$') ? '[^/]+' : segment.replace(/[.*+?^{}()|[\]\\]/g, '\\$&')))
  return new RegExp(`^${pattern.join('/')}/*$`).test(pathname)
}

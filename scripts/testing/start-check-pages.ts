// The pages `npm test`'s start step opens on the development server (start-check.ts): one of every
// kind the site has, the content ones picked from what the running stack's /api publishes (the
// seed's services, posts, events and job openings), so the check follows the demo content.

/** A page to open: its address, and the main heading it must show once the app has started. */
export type PageToVisit = {
  kind: string
  path: string
  /** the h1's text, when the page names its content; else any h1 will do */
  heading?: string
  /** sign in with the form on this page, then expect the admin area at `path` */
  signIn?: boolean
}

type Titled = { slug: string; title: string }

async function read<T>(origin: string, path: string): Promise<T> {
  const res = await fetch(origin + path, { signal: AbortSignal.timeout(30_000) })
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}: ${(await res.text()).slice(0, 300)}`)
  return (await res.json()) as T
}

function first<T>(items: T[], what: string): T {
  if (items.length === 0) throw new Error(`The stack publishes no ${what}: the seed (supabase/seed.sql) should have some.`)
  return items[0]!
}

export async function pagesOfEveryKind(origin: string): Promise<PageToVisit[]> {
  const [services, posts, events, getInvolved] = await Promise.all([
    read<Titled[]>(origin, '/api/services'),
    read<Titled[]>(origin, '/api/blog'),
    read<Titled[]>(origin, '/api/events'), // upcoming first
    read<{ collections: { jobs: Titled[] } }>(origin, '/api/pages/get-involved'),
  ])
  const service = first(services, 'service')
  const post = first(posts, 'blog post')
  const event = first(events, 'event')
  const job = first(getInvolved.collections.jobs, 'job opening')
  return [
    { kind: 'home', path: '/' },
    { kind: 'service', path: `/services/${service.slug}`, heading: service.title },
    { kind: 'blog post', path: `/blog/${post.slug}`, heading: post.title },
    { kind: 'event', path: `/events/${event.slug}`, heading: event.title },
    { kind: 'event registration', path: `/events/${event.slug}/register` },
    { kind: 'job', path: `/jobs/${job.slug}`, heading: job.title },
    { kind: 'job application', path: `/jobs/${job.slug}/apply` },
    { kind: 'contact', path: '/contact' },
    { kind: 'donate', path: '/donate' },
    { kind: 'Spanish home', path: '/es' },
    { kind: 'admin sign-in', path: '/admin/login' },
    // two-step sign-in is required of staff: the demo admin's first sign-in sets up an authenticator
    { kind: 'admin, first sign-in', path: '/admin/two-step-setup', signIn: true },
    { kind: '404', path: `/no-such-page-${Date.now().toString(36)}`, heading: 'Page Not Found' },
  ]
}

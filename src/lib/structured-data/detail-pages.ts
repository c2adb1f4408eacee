// What each detail page says about itself in JSON-LD: the thing it shows and the trail to it.
// Imported on demand (route heads, the service page), so the builders and the time-zone code
// stay out of the site's first load.
import type { Thing, WithContext } from 'schema-dts'
import type { BlogPost } from '@contract/blog.ts'
import type { Event } from '@contract/events.ts'
import type { SiteSettings } from '@contract/site-content.ts'
import { blogPostingJsonLd } from './blog-posting'
import { breadcrumbsJsonLd } from './breadcrumbs'
import { eventJsonLd } from './event'
import { jobPostingJsonLd, type JobForPosting } from './job-posting'
import { serviceJsonLd, type ServiceForJsonLd } from './service'

type JsonLd = WithContext<Thing>

/** Home › Events › the event. */
export const eventPageJsonLd = (origin: string, event: Event, office: SiteSettings['address']): JsonLd[] => [
  eventJsonLd(origin, event, office),
  breadcrumbsJsonLd(origin, [{ name: 'Events', path: '/events' }, { name: event.title, path: `/events/${encodeURIComponent(event.slug)}` }]),
]

/** Home › Blog › the post. */
export const postPageJsonLd = (origin: string, post: BlogPost): JsonLd[] => [
  blogPostingJsonLd(origin, post),
  breadcrumbsJsonLd(origin, [{ name: 'Blog', path: '/blog' }, { name: post.title, path: `/blog/${encodeURIComponent(post.slug)}` }]),
]

/** Home › Services › the service. */
export const servicePageJsonLd = (origin: string, service: ServiceForJsonLd): JsonLd[] => [
  serviceJsonLd(origin, service),
  breadcrumbsJsonLd(origin, [{ name: 'Services', path: '/services' }, { name: service.title, path: `/services/${encodeURIComponent(service.slug)}` }]),
]

/** Home › Get Involved › the job opening. */
export const jobPageJsonLd = (origin: string, job: JobForPosting, settings: Pick<SiteSettings, 'name' | 'address'>): JsonLd[] => [
  jobPostingJsonLd(origin, job, settings),
  breadcrumbsJsonLd(origin, [{ name: 'Get Involved', path: '/get-involved' }, { name: job.title, path: `/jobs/${encodeURIComponent(job.slug)}` }]),
]

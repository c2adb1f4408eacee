// What each detail page says about itself in JSON-LD: the thing it shows and the trail to it, in
// the page's language (its sections' names and addresses; the content as the page shows it).
// Imported on demand (route heads, the service page), so the builders and the time-zone code
// stay out of the site's first load.
import type { Thing, WithContext } from 'schema-dts'
import type { BlogPost } from '@contract/blog.ts'
import type { Event } from '@contract/events.ts'
import type { PublicSeries } from '@contract/series.ts'
import type { SiteSettings } from '@contract/site-content.ts'
import { defineMessages, wordsIn } from '@/i18n/messages'
import type { Locale } from '@/i18n/locale'
import { blogPostingJsonLd } from './blog-posting'
import { breadcrumbsJsonLd } from './breadcrumbs'
import { eventJsonLd } from './event'
import { eventSeriesJsonLd } from './event-series'
import { jobPostingJsonLd, type JobForPosting } from './job-posting'
import { serviceJsonLd, type ServiceForJsonLd } from './service'

type JsonLd = WithContext<Thing>

/** The sections' names, as the site's navigation writes them. */
const sections = defineMessages({
  en: { events: 'Events', blog: 'Blog', services: 'Services', getInvolved: 'Get Involved' },
  es: { events: 'Eventos', blog: 'Blog', services: 'Servicios', getInvolved: 'Participe' },
})

/** Home › Events › the event. */
export const eventPageJsonLd = (origin: string, event: Event, office: SiteSettings['address'], locale: Locale): JsonLd[] => [
  eventJsonLd(origin, event, office, locale),
  breadcrumbsJsonLd(origin, [
    { name: wordsIn(sections, locale).events, path: '/events' },
    { name: event.title, path: `/events/${encodeURIComponent(event.slug)}` },
  ], locale),
]

/** Home › Events › the series, with its upcoming dates. */
export const seriesPageJsonLd = (origin: string, series: PublicSeries, office: SiteSettings['address'], locale: Locale): JsonLd[] => [
  eventSeriesJsonLd(origin, series, office, locale),
  breadcrumbsJsonLd(origin, [
    { name: wordsIn(sections, locale).events, path: '/events' },
    { name: series.title, path: `/events/series/${encodeURIComponent(series.slug)}` },
  ], locale),
]

/** Home › Blog › the post. */
export const postPageJsonLd = (origin: string, post: BlogPost, locale: Locale): JsonLd[] => [
  blogPostingJsonLd(origin, post, locale),
  breadcrumbsJsonLd(origin, [
    { name: wordsIn(sections, locale).blog, path: '/blog' },
    { name: post.title, path: `/blog/${encodeURIComponent(post.slug)}` },
  ], locale),
]

/** Home › Services › the service. */
export const servicePageJsonLd = (origin: string, service: ServiceForJsonLd, locale: Locale): JsonLd[] => [
  serviceJsonLd(origin, service, locale),
  breadcrumbsJsonLd(origin, [
    { name: wordsIn(sections, locale).services, path: '/services' },
    { name: service.title, path: `/services/${encodeURIComponent(service.slug)}` },
  ], locale),
]

/** Home › Get Involved › the job opening. */
export const jobPageJsonLd = (origin: string, job: JobForPosting, settings: Pick<SiteSettings, 'name' | 'address'>, locale: Locale): JsonLd[] => [
  jobPostingJsonLd(origin, job, settings, locale),
  breadcrumbsJsonLd(origin, [
    { name: wordsIn(sections, locale).getInvolved, path: '/get-involved' },
    { name: job.title, path: `/jobs/${encodeURIComponent(job.slug)}` },
  ], locale),
]

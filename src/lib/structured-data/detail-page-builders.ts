import { nextTask } from '@/lib/next-task'

/**
 * The detail pages' JSON-LD builders (detail-pages.ts), for a route's head: loaded with it, and in
 * the browser a task later. Building a dated page's structured data converts its dates to New
 * Jersey time, and the page's first time-zone conversion sets up the browser's date data (about
 * 100 ms on a throttled phone): in a task of its own, the router's start and the taps in between
 * do not wait behind it.
 */
export async function detailPageBuilders() {
  if (!import.meta.env.SSR) await nextTask()
  return import('@/lib/structured-data/detail-pages')
}

import type { Thing, WithContext } from 'schema-dts'
import { jsonLdText } from '@/lib/structured-data/json-ld'

/**
 * JSON-LD rendered with a page's content, for data a route's head() does not have: the service
 * page reads its service in the component (routes/services.$serviceSlug.tsx has no loader, so
 * that its prerendered loading template hydrates unchanged). A data block: never executed.
 */
export function JsonLd({ data }: { data: WithContext<Thing> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
}

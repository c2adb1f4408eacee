import type { ImageObject } from 'schema-dts'
import type { FeaturedImage } from '@contract/featured-image.ts'

/**
 * A content's featured image for schema.org's `image`: its widest file and its social crop, as
 * ImageObjects with absolute URLs and sizes (Google picks the one that suits its result).
 * Spread into a builder's object: nothing when the content has no image.
 */
export function imageProperty(origin: string, image: FeaturedImage | null | undefined): { image?: ImageObject[] } {
  if (!image) return {}
  const widest = image.files[image.files.length - 1]!
  const files = image.social ? [widest, image.social] : [widest]
  return {
    image: files.map((f) => ({
      '@type': 'ImageObject',
      url: `${origin}${f.url}`,
      width: { '@type': 'QuantitativeValue', value: f.width, unitCode: 'E37' },
      height: { '@type': 'QuantitativeValue', value: f.height, unitCode: 'E37' },
      ...(image.alt ? { description: image.alt } : {}),
    })),
  }
}

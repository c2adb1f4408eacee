import { Image, type ImageProps } from '@chakra-ui/react/image'
import type { FeaturedImage } from '@contract/featured-image.ts'

interface Props extends Omit<ImageProps, 'src' | 'srcSet' | 'sizes' | 'alt' | 'htmlWidth' | 'htmlHeight' | 'loading'> {
  image: FeaturedImage
  /** The width the image takes in the layout, e.g. '(min-width: 48rem) 768px, 100vw'. */
  sizes: string
  /**
   * The page's LCP candidate (its first image in view): loaded at once with high priority.
   * Every other image waits until it is near the viewport and decodes off the main thread.
   */
  priority?: boolean
}

/**
 * The width a card's image takes in the site's card grids (one column, two from md, three of
 * about 400 px from lg): the blog, events and services lists and the home services carousel.
 */
export const CARD_IMAGE_SIZES = '(min-width: 64rem) 400px, (min-width: 48rem) 50vw, 100vw'

/** The file a browser without srcset takes: the narrowest at least 960 px wide, else the widest. */
function fallback(files: FeaturedImage['files']) {
  return files.find((f) => f.width >= 960) ?? files[files.length - 1]!
}

/**
 * An image of the media library as every public page shows it (issue 33): all its widths in
 * srcset, its own width and height (so the page never shifts when it arrives; CSS keeps the
 * ratio as it scales), and its alt text ('' for a decorative image, which screen readers skip).
 */
export function ResponsiveImage({ image, sizes, priority = false, ...style }: Props) {
  return (
    <Image
      src={fallback(image.files).url}
      srcSet={image.files.map((f) => `${f.url} ${f.width}w`).join(', ')}
      sizes={sizes}
      htmlWidth={image.width}
      htmlHeight={image.height}
      alt={image.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      display="block"
      maxW="100%"
      h="auto"
      {...style}
    />
  )
}

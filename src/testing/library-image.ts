import type { FeaturedImage } from '@contract/featured-image.ts'

/** A media library image as the public answers carry it: its widths below `width`, then its own. */
export function libraryImage(name: string, alt: string, width = 1920, height = 1080): FeaturedImage {
  const widths = [480, 960, 1600].filter((w) => w < width).concat(width)
  return {
    alt, width, height,
    files: widths.map((w) => ({ url: `/media/${name}-${w}.webp`, width: w, height: Math.round((height * w) / width) })),
    social: { url: `/media/${name}-social.webp`, width: 1200, height: 630 },
  }
}

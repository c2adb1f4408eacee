// A content row's featured image as the public pages read it (issue 33): the image's widths for
// srcset (its social crop apart), its size for width/height (no layout shift), its alt text ('' when
// decorative) and its 1200×630 social crop for og:image. Null when there is none, or when visitors
// may not see it (unpublished, or a photo of people whose release was withdrawn or expired).
import { z } from 'zod';
import { uuidSchema } from './common.ts';

export const imageFileSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ImageFile = z.infer<typeof imageFileSchema>;

export const featuredImageSchema = z.object({
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Narrowest first; never empty. */
  files: z.array(imageFileSchema).min(1),
  social: imageFileSchema.nullable(),
});
export type FeaturedImage = z.infer<typeof featuredImageSchema>;

/** What a content form sends: the chosen image's id, or null for none. */
export const featuredImageIdSchema = uuidSchema.nullable().default(null);

export const FEATURED_IMAGE_MESSAGES = {
  unknown: 'The chosen image is not in the media library. Choose another image.',
  unpublished: 'The chosen image is not published. Publish it in the Media Library first, or choose another image.',
} as const;

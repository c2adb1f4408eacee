// /api/admin/media: the media library (issue 33). An upload sends one processed file's bytes
// (POST /uploads, Content-Type = its image type) and gets its stored path; saving the image
// (POST /) names those paths with their variants and carries the alt text, caption, credit,
// focal point and consent. List with search and filters, edit, delete (refused while in use).
import { z } from 'zod';
import { collectionImage, COLLECTIONS_WITH_IMAGES, type CollectionImageUsage } from './collections.ts';
import { timestampSchema, uuidSchema } from './common.ts';

export const MEDIA_LIMITS = {
  /** The largest file the API stores, in bytes (5 MB). */
  maxBytes: 5 * 1024 * 1024,
  /** The longest side, in pixels. */
  maxEdge: 2560,
  /** Pixels in all (4.9 MP: a 2560 px square is refused; the browser scales to fit both). */
  maxPixels: 2560 * 1920,
} as const;

export const MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const MEDIA_VARIANTS = ['original', 'w480', 'w960', 'w1600', 'social'] as const;

/**
 * Where an image can be used: featured images, what-to-expect photos (events, locations), and each
 * collection's picture as its declaration names it (contract/collections.ts: hero slides, logos,
 * badges, photos).
 */
export type MediaUsageKind = 'post' | 'event' | 'service' | 'location' | CollectionImageUsage;
export const MEDIA_USAGE_LABELS = {
  post: 'Blog post', event: 'Event', service: 'Service', location: 'Location',
  ...Object.fromEntries(COLLECTIONS_WITH_IMAGES.map((name) => {
    const { usageKind, usageLabel } = collectionImage(name)!;
    return [usageKind, usageLabel];
  })),
} as Record<MediaUsageKind, string>;
export const MEDIA_USAGE_KINDS = Object.keys(MEDIA_USAGE_LABELS) as [MediaUsageKind, ...MediaUsageKind[]];

export const MEDIA_MESSAGES = {
  metadata: 'This photo still contains location or camera data',
  svg: 'SVG images are not accepted. Upload a JPEG, PNG, WebP or AVIF image.',
  unknownType: 'This file is not a JPEG, PNG, WebP or AVIF image.',
  corrupt: 'This image file is damaged and cannot be read.',
  typeMismatch: (actual: string, declared: string) => `This file is a ${actual} image but was sent as ${declared}.`,
  tooLarge: 'This file is larger than 5 MB.',
  tooManyPixels: (w: number, h: number) =>
    `This image is ${w} × ${h} pixels. The longest side may be at most ${MEDIA_LIMITS.maxEdge} pixels.`,
  empty: 'No file was sent.',
  altRequired: 'Describe the image for people who cannot see it, or mark it as decorative.',
  releaseRequired: 'A photo that shows people cannot be published until a release is recorded',
  inUse: 'This image is in use and cannot be deleted. Remove it from these places first:',
  notFound: 'Image not found',
  uploadMissing: 'An uploaded file was not found. Upload the image again.',
  originalRequired: 'The image needs its full-size file.',
} as const;

/** Human names of the types, for messages. */
export const TYPE_NAMES: Record<string, string> = {
  'image/jpeg': 'JPEG', 'image/png': 'PNG', 'image/webp': 'WebP', 'image/avif': 'AVIF', 'image/svg+xml': 'SVG',
};

export const uploadResponseSchema = z.object({
  path: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  contentType: z.enum(MEDIA_TYPES),
  bytes: z.number().int(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

export const RELEASE_BASES = ['signed-release', 'guardian-release', 'staff-release', 'public-event-notice'] as const;
export const RELEASE_BASIS_LABELS: Record<(typeof RELEASE_BASES)[number], string> = {
  'signed-release': 'Signed release from the person',
  'guardian-release': 'Signed release from a parent or guardian',
  'staff-release': 'Staff member’s signed release',
  'public-event-notice': 'Public event with posted photography notice',
};

const text = (max: number) => z.string().trim().max(max, { error: `Must be at most ${max} characters` });
const dateOnly = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Enter a date' });

export const releaseSchema = z.object({
  basis: z.enum(RELEASE_BASES, { error: 'Choose the basis of the release' }),
  keptAt: text(300).min(1, { error: 'Say where the signed form is kept' }),
  scope: text(300).min(1, { error: 'Say where the photo may be used' }),
  expiresOn: dateOnly.nullable().optional(),
});
export type Release = z.infer<typeof releaseSchema>;

const focal = z.number().min(0).max(1);

/** The fields an admin edits; shared by save and update. */
const editableFields = {
  alt: text(300).default(''),
  decorative: z.boolean().default(false),
  caption: text(500).default(''),
  credit: text(200).default(''),
  focalX: focal.default(0.5),
  focalY: focal.default(0.5),
  showsPeople: z.boolean().default(false),
  release: releaseSchema.nullable().default(null),
  published: z.boolean().default(false),
};

const altUnlessDecorative = (v: { alt?: string; decorative?: boolean }, ctx: z.RefinementCtx) => {
  if (v.decorative === false && v.alt !== undefined && v.alt.trim() === '') {
    ctx.addIssue({ code: 'custom', path: ['alt'], message: MEDIA_MESSAGES.altRequired });
  }
};

export const createMediaRequestSchema = z.object({
  originalName: text(200).default(''),
  files: z.array(z.object({
    path: z.string().regex(/^[0-9a-f-]{36}\.(webp|jpg|png|avif)$/, { error: 'Invalid file path' }),
    variant: z.enum(MEDIA_VARIANTS),
  })).min(1).max(MEDIA_VARIANTS.length),
  ...editableFields,
}).superRefine(altUnlessDecorative);
export type CreateMediaRequest = z.infer<typeof createMediaRequestSchema>;
export type CreateMediaFormValues = z.input<typeof createMediaRequestSchema>;

export const updateMediaRequestSchema = z.object({
  alt: text(300).optional(),
  decorative: z.boolean().optional(),
  caption: text(500).optional(),
  credit: text(200).optional(),
  focalX: focal.optional(),
  focalY: focal.optional(),
  showsPeople: z.boolean().optional(),
  release: releaseSchema.nullable().optional(),
  /** Records that the person (or guardian) withdrew consent: the image leaves the public pages. */
  withdrawRelease: z.literal(true).optional(),
  published: z.boolean().optional(),
}).superRefine(altUnlessDecorative);
export type UpdateMediaRequest = z.infer<typeof updateMediaRequestSchema>;

export const mediaFileSchema = z.object({
  path: z.string(),
  url: z.string(),
  variant: z.enum(MEDIA_VARIANTS),
  width: z.number().int(),
  height: z.number().int(),
  contentType: z.string(),
  bytes: z.number().int(),
});

export const mediaUsageSchema = z.object({
  kind: z.enum(MEDIA_USAGE_KINDS),
  id: z.string(),
  title: z.string(),
});
export type MediaUsage = z.infer<typeof mediaUsageSchema>;

export const mediaItemSchema = z.object({
  id: uuidSchema,
  originalName: z.string(),
  alt: z.string(),
  decorative: z.boolean(),
  caption: z.string(),
  credit: z.string(),
  focalX: z.number(),
  focalY: z.number(),
  width: z.number().int(),
  height: z.number().int(),
  showsPeople: z.boolean(),
  release: releaseSchema.extend({ withdrawnAt: timestampSchema.nullable() }).nullable(),
  /** Shown to visitors now: published, and a photo of people has a release in force. */
  public: z.boolean(),
  published: z.boolean(),
  files: z.array(mediaFileSchema),
  usedIn: z.array(mediaUsageSchema),
  createdAt: timestampSchema,
});
export type MediaItem = z.infer<typeof mediaItemSchema>;
export const mediaListSchema = z.array(mediaItemSchema);

export const MEDIA_FILTERS = ['all', 'unused', 'people'] as const;
export const mediaListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  filter: z.enum(MEDIA_FILTERS).default('all'),
});

/** 409 body of a refused delete: the places the image is used. */
export const mediaInUseSchema = z.object({ error: z.string(), usedIn: z.array(mediaUsageSchema) });

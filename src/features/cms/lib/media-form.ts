import { z } from 'zod'
import { type CreateMediaRequest, MEDIA_MESSAGES, type MediaItem, RELEASE_BASES, releaseSchema } from '@contract/admin-media.ts'

/**
 * The media form's fields, flat as the form shows them (the release's parts sit beside the
 * rest and count only when the photo shows people); toRequest() gives the API's shape.
 */
export const mediaFormSchema = z
  .object({
    alt: z.string().trim().max(300),
    decorative: z.boolean(),
    caption: z.string().trim().max(500),
    credit: z.string().trim().max(200),
    focalX: z.number().min(0).max(1),
    focalY: z.number().min(0).max(1),
    showsPeople: z.boolean(),
    releaseBasis: z.union([z.enum(RELEASE_BASES), z.literal('')]),
    releaseKeptAt: z.string().trim().max(300),
    releaseScope: z.string().trim().max(300),
    releaseExpiresOn: z.string(),
    published: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (!v.decorative && v.alt === '') ctx.addIssue({ code: 'custom', path: ['alt'], message: MEDIA_MESSAGES.altRequired })
    const anyRelease = v.releaseBasis !== '' || v.releaseKeptAt !== '' || v.releaseScope !== ''
    if (v.showsPeople && (anyRelease || v.published)) {
      const parsed = releaseSchema.safeParse(releaseOf(v))
      if (!parsed.success) {
        const field = { basis: 'releaseBasis', keptAt: 'releaseKeptAt', scope: 'releaseScope', expiresOn: 'releaseExpiresOn' } as const
        for (const issue of parsed.error.issues) {
          ctx.addIssue({ code: 'custom', path: [field[issue.path[0] as keyof typeof field] ?? 'releaseBasis'], message: issue.message })
        }
      }
    }
  })
export type MediaFormValues = z.infer<typeof mediaFormSchema>

const releaseOf = (v: MediaFormValues) => ({
  basis: v.releaseBasis,
  keptAt: v.releaseKeptAt,
  scope: v.releaseScope,
  expiresOn: v.releaseExpiresOn || null,
})

export function toRequest(v: MediaFormValues): Omit<CreateMediaRequest, 'files' | 'originalName'> {
  const hasRelease = v.showsPeople && v.releaseBasis !== ''
  return {
    alt: v.decorative ? '' : v.alt,
    decorative: v.decorative,
    caption: v.caption,
    credit: v.credit,
    focalX: v.focalX,
    focalY: v.focalY,
    showsPeople: v.showsPeople,
    release: hasRelease ? releaseSchema.parse(releaseOf(v)) : null,
    published: v.published,
  }
}

export const emptyMediaForm: MediaFormValues = {
  alt: '', decorative: false, caption: '', credit: '', focalX: 0.5, focalY: 0.5, showsPeople: false,
  releaseBasis: '', releaseKeptAt: '', releaseScope: '', releaseExpiresOn: '', published: false,
}

export function formValuesOf(item: MediaItem): MediaFormValues {
  return {
    alt: item.alt, decorative: item.decorative, caption: item.caption, credit: item.credit,
    focalX: item.focalX, focalY: item.focalY, showsPeople: item.showsPeople,
    releaseBasis: item.release?.basis ?? '', releaseKeptAt: item.release?.keptAt ?? '',
    releaseScope: item.release?.scope ?? '', releaseExpiresOn: item.release?.expiresOn ?? '',
    published: item.published,
  }
}

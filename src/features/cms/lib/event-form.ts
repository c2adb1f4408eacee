import { format, isValid, parseISO } from 'date-fns'
import { z } from 'zod'
import { eventInputSchema, type AdminEvent, type EventInput } from '@contract/admin-content.ts'
import { orgZone } from '@/lib/format/org-zone'
import { profileFromForm, profileToForm, sensoryFormSchema } from './sensory-form'

/**
 * The event form edits dates as `datetime-local` text in New Jersey time (where the events
 * happen, and how the site and the e-mails show them, wherever the editor's computer is) and
 * the capacity as text; on submit they become ISO instants and a number (or null) for the API.
 * The series form (series-form.ts) edits the same fields as the template of its dates.
 */
export const eventFieldsSchema = z.object({
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  location: z.string(),
  eventDate: z.string(),
  endDate: z.string(),
  registrationDeadline: z.string(),
  maxCapacity: z.string(),
  published: z.boolean(),
  /** When a published event goes public, New Jersey time ('' or absent: at once). */
  publishAt: z.string().optional(),
  /** The media library image shown with the event, or null for none. */
  featuredImageId: z.string().nullable().optional(),
  /** The location whose sensory profile the event takes ('' for none). */
  locationId: z.string(),
  sensoryProfile: sensoryFormSchema,
})
type EventFields = z.infer<typeof eventFieldsSchema>

/** A problem with one field, at its path in the form. */
export interface FormIssue { path: PropertyKey[]; message: string }

/** The fields as the API takes them (the contract's rules apply), or the problems at their fields. */
export function toEventInput(v: EventFields): { data: EventInput } | { issues: FormIssue[] } {
  const result = eventInputSchema.safeParse({
    ...v,
    eventDate: localToIso(v.eventDate),
    endDate: localToIso(v.endDate) || null,
    registrationDeadline: localToIso(v.registrationDeadline) || null,
    maxCapacity: v.maxCapacity.trim() === '' ? null : Number(v.maxCapacity),
    publishAt: localToIso(v.publishAt ?? '') || null,
    featuredImageId: v.featuredImageId ?? null,
    locationId: v.locationId || null,
    sensoryProfile: profileFromForm(v.sensoryProfile),
  })
  if (result.success) return { data: result.data }
  return { issues: result.error.issues.map((issue) => ({ path: issue.path, message: issue.message })) }
}

export const eventFormSchema = eventFieldsSchema.transform((v, ctx): EventInput => {
  const input = toEventInput(v)
  if ('data' in input) return input.data
  for (const issue of input.issues) ctx.addIssue({ code: 'custom', ...issue })
  return z.NEVER
})
export type EventFormValues = z.input<typeof eventFormSchema>

/** '2027-03-06T10:30' (New Jersey) → ISO instant; '' stays ''; unreadable text is passed on for the schema to reject. */
export function localToIso(local: string): string {
  if (local.trim() === '') return ''
  const date = parseISO(local, { in: orgZone })
  return isValid(date) ? new Date(+date).toISOString() : local
}

/** ISO instant → '2027-03-06T10:30' in New Jersey time ('' when absent). */
export function isoToLocal(iso: string | null | undefined): string {
  if (!iso) return ''
  const date = parseISO(iso)
  return isValid(date) ? format(date, "yyyy-MM-dd'T'HH:mm", { in: orgZone }) : ''
}

export function eventFormDefaults(event: AdminEvent | null): EventFormValues {
  return {
    title: event?.title ?? '',
    slug: event?.slug ?? '',
    description: event?.description ?? '',
    location: event?.location ?? '',
    eventDate: isoToLocal(event?.eventDate),
    endDate: isoToLocal(event?.endDate),
    registrationDeadline: isoToLocal(event?.registrationDeadline),
    maxCapacity: event?.maxCapacity == null ? '' : String(event.maxCapacity),
    published: event?.published ?? false,
    publishAt: isoToLocal(event?.publishAt),
    featuredImageId: event?.featuredImageId ?? null,
    locationId: event?.locationId ?? '',
    sensoryProfile: profileToForm(event?.sensoryProfile),
  }
}

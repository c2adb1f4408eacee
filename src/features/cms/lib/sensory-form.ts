import { z } from 'zod'
import type { SensoryProfile, SensoryProfileFormValues } from '@contract/sensory.ts'

/**
 * The sensory profile as its form edits it: every choice as text ('' = not said), the access
 * features as the checked boxes' values, the steps as a list. On submit it becomes the profile the
 * API takes, or null when nothing was said at all.
 */
export const sensoryFormSchema = z.object({
  noise: z.string(),
  lighting: z.string(),
  crowd: z.string(),
  quietSpace: z.enum(['', 'yes', 'no']),
  quietSpaceWhere: z.string(),
  seating: z.string(),
  food: z.string(),
  /** react-hook-form gives the checked boxes' values (false when none is checked) */
  access: z.union([z.array(z.string()), z.literal(false)]),
  steps: z.array(z.object({ text: z.string(), imageId: z.string().nullable(), imageAlt: z.string() })),
})
export type SensoryFormValues = z.infer<typeof sensoryFormSchema>

export const EMPTY_SENSORY_FORM: SensoryFormValues = {
  noise: '', lighting: '', crowd: '', quietSpace: '', quietSpaceWhere: '', seating: '', food: '', access: [], steps: [],
}

/** The form's values as the API takes them (the contract's rules then apply), null when all is empty. */
export function profileFromForm(v: SensoryFormValues): SensoryProfileFormValues | null {
  const profile = {
    noise: v.noise || null, lighting: v.lighting || null, crowd: v.crowd || null,
    quietSpace: v.quietSpace === '' ? null : v.quietSpace === 'yes',
    quietSpaceWhere: v.quietSpaceWhere, seating: v.seating, food: v.food,
    access: v.access || [],
    steps: v.steps.map((step) => ({ text: step.text, imageId: step.imageId || null, imageAlt: step.imageAlt })),
  }
  const said = [profile.noise, profile.lighting, profile.crowd, profile.quietSpace].some((value) => value !== null)
    || [v.quietSpaceWhere, v.seating, v.food].some((text) => text.trim() !== '') || profile.access.length > 0 || profile.steps.length > 0
  return said ? (profile as SensoryProfileFormValues) : null
}

/** A saved profile (or none) as the form's values. */
export function profileToForm(profile: SensoryProfile | null | undefined): SensoryFormValues {
  if (!profile) return EMPTY_SENSORY_FORM
  return {
    noise: profile.noise ?? '', lighting: profile.lighting ?? '', crowd: profile.crowd ?? '',
    quietSpace: profile.quietSpace === null ? '' : profile.quietSpace ? 'yes' : 'no',
    quietSpaceWhere: profile.quietSpaceWhere ?? '', seating: profile.seating ?? '', food: profile.food ?? '',
    access: [...profile.access],
    steps: profile.steps.map((step) => ({ text: step.text, imageId: step.imageId, imageAlt: step.imageAlt ?? '' })),
  }
}

import { z } from 'zod'
import {
  amountCentsSchema, DEDICATION_KINDS, dedicationSchema, dollarsToCents, donationFrequencySchema, donationRequestSchema, donorEmailSchema, INVALID_AMOUNT_MESSAGE,
} from '@contract/donations.ts'
import { chosenDollars } from './chosen-dollars'

// The donor form's validation: with zod, so the donate page loads it when the visitor turns to
// the form or sends it (components/donation-form.tsx), not with the page.

/** Form values → the request body (less attemptId), with the contract's rules and messages. */
export const donorFormSchema = z
  .object({
    frequency: donationFrequencySchema,
    presetAmount: z.number().nullable(),
    customAmount: z.string(),
    coverFee: z.boolean(),
    dedicate: z.boolean(),
    dedicationKind: z.enum(DEDICATION_KINDS),
    dedicationName: z.string(),
    dedicationEmail: z.string(),
    donorName: donationRequestSchema.shape.donorName,
    donorEmail: donorEmailSchema,
  })
  .transform((values, ctx) => {
    const dollars = chosenDollars(values)
    const cents = amountCentsSchema.safeParse(dollars >= 1 ? dollarsToCents(dollars) : 0)
    if (!cents.success) {
      ctx.addIssue({ code: 'custom', path: ['customAmount'], message: cents.error.issues[0]?.message ?? INVALID_AMOUNT_MESSAGE })
    }
    const dedication = values.dedicate
      ? dedicationSchema.safeParse({ kind: values.dedicationKind, name: values.dedicationName, notifyEmail: values.dedicationEmail })
      : undefined
    for (const issue of dedication?.error?.issues ?? []) {
      const field = issue.path[0] === 'notifyEmail' ? 'dedicationEmail' : 'dedicationName'
      ctx.addIssue({ code: 'custom', path: [field], message: issue.message })
    }
    if (!cents.success || dedication?.error) return z.NEVER
    return {
      amountCents: cents.data,
      frequency: values.frequency,
      coverFee: values.coverFee,
      ...(dedication?.data ? { dedication: dedication.data } : {}),
      donorName: values.donorName || undefined,
      donorEmail: values.donorEmail,
    }
  })

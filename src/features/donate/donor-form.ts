import type { z } from 'zod'
import { EMAIL_REQUIRED_MESSAGE, EMAIL_REQUIRED_TITLE, INVALID_AMOUNT_MESSAGE, INVALID_AMOUNT_TITLE } from '@contract/donation-rules.ts'
import type { donorFormSchema } from './donor-form-schema'

/** SPEC §3's donation form state: one-time or monthly, a preset or a custom amount (never both), the donor. */
export type DonorFormValues = z.input<typeof donorFormSchema>
export type DonorFormOutput = z.output<typeof donorFormSchema>

export const emptyDonorForm: DonorFormValues = {
  frequency: 'one-time',
  coverFee: false,
  dedicate: false,
  dedicationKind: 'honor',
  dedicationName: '',
  dedicationEmail: '',
  presetAmount: null,
  customAmount: '',
  donorName: '',
  donorEmail: '',
}

/** The toasts' titles: SPEC §8's English unless the page gives its own language's. */
export interface InvalidFormTitles {
  invalidAmount: string
  emailRequired: string
}

/** SPEC §8: which toast a rejected form shows (amount first, then the e-mail). */
export function invalidFormToast(
  errors: {
    customAmount?: { message?: string }
    donorEmail?: { message?: string }
  },
  titles: InvalidFormTitles = { invalidAmount: INVALID_AMOUNT_TITLE, emailRequired: EMAIL_REQUIRED_TITLE },
): { title: string; description: string } | null {
  if (errors.customAmount) return { title: titles.invalidAmount, description: errors.customAmount.message ?? INVALID_AMOUNT_MESSAGE }
  if (errors.donorEmail?.message === EMAIL_REQUIRED_MESSAGE) return { title: titles.emailRequired, description: EMAIL_REQUIRED_MESSAGE }
  return null
}

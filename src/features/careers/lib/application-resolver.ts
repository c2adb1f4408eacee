import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form'
import type { ApplicationFields, ApplicationFormValues } from '@contract/applications.ts'
import { takesCv, type ApplicationKind } from '@contract/application-rules.ts'
import { lazyResolver } from '@/lib/lazy-resolver'
import { cvProblem } from './cv-check'

/** What the form holds: the contract's fields as typed (the role '' for "any role") and the chosen file. */
export type ApplicationFormState = {
  name: string
  email: string
  phone: string
  heardAbout: string
  volunteerRoleId: string
  availability: string
  note: string
  website: string
  cv?: FileList | null
}

/** What the form sends once valid: the contract's fields and, for a job or general application, the CV. */
export type ApplicationSubmission = { fields: ApplicationFields; cv: File | undefined }

// The page is served whole: zod and the schema load when the visitor turns to the form.
const fieldsValidation = lazyResolver<ApplicationFormValues, unknown, ApplicationFields>(() =>
  Promise.all([import('@hookform/resolvers/zod'), import('@contract/applications.ts')]).then(([{ zodResolver }, { applicationFieldsSchema }]) =>
    zodResolver(applicationFieldsSchema),
  ),
)

/** Loads the schema's code ahead of the first validation (as the visitor turns to the form). */
export const preloadApplicationChecks = fieldsValidation.preload

/**
 * The form's validation: the contract's schema over the fields (with the kind and job the page
 * gives), and the browser's look at the CV (cv-check.ts) when this kind of application takes one.
 */
export function applicationResolver(kind: ApplicationKind, jobId: string | undefined): Resolver<ApplicationFormState, unknown, ApplicationSubmission> {
  return async (values, context, options): Promise<ResolverResult<ApplicationFormState, ApplicationSubmission>> => {
    const { cv, volunteerRoleId, ...rest } = values
    // the select's '' is checked by the schema as not chosen
    const input = { ...rest, kind, jobId, volunteerRoleId: kind === 'volunteer' && volunteerRoleId ? volunteerRoleId : undefined } as ApplicationFormValues
    const checked = await fieldsValidation.resolver(input, context, options as never)
    const file = cv?.[0]
    const problem = takesCv(kind) ? cvProblem(file) : undefined
    const errors: FieldErrors<ApplicationFormState> = { ...(checked.errors as FieldErrors<ApplicationFormState>) }
    if (problem) errors.cv = { type: 'validate', message: problem }
    if (Object.keys(errors).length) return { values: {}, errors }
    return { values: { fields: checked.values as ApplicationFields, cv: takesCv(kind) ? file : undefined }, errors: {} }
  }
}

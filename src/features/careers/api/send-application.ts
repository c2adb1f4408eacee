import { useMutation } from '@tanstack/react-query'
import type { ApplicationFields } from '@contract/applications.ts'
import { apiFetch } from '@/lib/http'

/** The form's fields as the parts of a multipart body (empty ones left out), with the CV as `cv`. */
export function applicationFormData(fields: ApplicationFields, cv: File | undefined): FormData {
  const body = new FormData()
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== '') body.append(key, String(value))
  }
  if (cv) body.append('cv', cv, cv.name)
  return body
}

/** POST /api/applications (multipart/form-data): 201 { message }. */
export async function sendApplication(body: FormData): Promise<{ message: string }> {
  // The schema loads with the request, so zod stays out of the page's start.
  const { applicationCreatedSchema } = await import('@contract/applications.ts')
  return apiFetch('/api/applications', {
    method: 'POST',
    body,
    schema: applicationCreatedSchema,
  })
}

export function useSendApplication() {
  return useMutation({ mutationFn: sendApplication })
}

import { useMutation } from '@tanstack/react-query'
import { newsletterSubscribedSchema, type NewsletterSubscribed } from '@contract/newsletter.ts'
import { apiFetch } from '@/lib/http'

/** POST /api/newsletter; only success or failure matters to the form (SPEC §7). */
export function subscribeToNewsletter(email: string): Promise<NewsletterSubscribed> {
  return apiFetch('/api/newsletter', { method: 'POST', body: { email }, schema: newsletterSubscribedSchema })
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter })
}

/**
 * Payments are configured when the build was given VITE_STRIPE_PUBLISHABLE_KEY. Without it the
 * donate action explains that payment processing is unavailable and calls nothing.
 */
export function stripePublishableKey(): string | undefined {
  const key = (import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY as string | undefined)?.trim()
  return key ? key : undefined
}

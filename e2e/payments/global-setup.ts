// Starts the loopback Stripe fake the payments stack talks to, delivering its webhooks to the api.
import { startFakeStripe } from '../../scripts/stand-ins/stripe-api.ts'
import { stripeFake } from '../../playwright.payments.config.ts'

export default async function globalSetup() {
  if (!process.env.VITE_STRIPE_PUBLISHABLE_KEY) {
    throw new Error('Build the payments journeys with a test key: VITE_STRIPE_PUBLISHABLE_KEY=pk_test_e2e npx tsx scripts/e2e.ts --config playwright.payments.config.ts')
  }
  const fake = await startFakeStripe({ port: stripeFake.port, webhook: { url: stripeFake.webhookUrl, secret: stripeFake.webhookSecret } })
  return () => fake.close()
}

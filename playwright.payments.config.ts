// The donate journeys with payments configured: the same production build and stack as
// playwright.config.ts, built with a test publishable key and run with Stripe keys whose API
// base is a loopback fake of Stripe (scripts/stand-ins/stripe-api.ts, started by
// e2e/payments/global-setup.ts); the page's Stripe.js is a stand-in served by the spec.
// Run: VITE_STRIPE_PUBLISHABLE_KEY=pk_test_e2e npx tsx scripts/e2e.ts --config playwright.payments.config.ts
import { defineConfig } from '@playwright/test'
import base, { desktop } from './playwright.config.ts'

const port = Number(process.env.E2E_PORT ?? 4173)
export const stripeFake = {
  url: `http://127.0.0.1:${port + 3}`,
  port: port + 3,
  webhookSecret: 'whsec_e2e_payments',
  webhookUrl: `http://localhost:${port}/api/stripe/webhook`,
}
process.env.E2E_STRIPE_FAKE_URL = stripeFake.url

export default defineConfig({
  ...base,
  testMatch: '**/*.payments-spec.ts',
  projects: [desktop],
  globalSetup: './e2e/payments/global-setup.ts',
  webServer: {
    ...base.webServer!,
    env: {
      ...(base.webServer as { env: Record<string, string> }).env,
      STRIPE_SECRET_KEY: 'sk_test_e2e_payments',
      STRIPE_WEBHOOK_SECRET: stripeFake.webhookSecret,
      STRIPE_API_BASE: stripeFake.url,
    },
  },
})

// A stand-in for https://js.stripe.com/<train>/stripe.js: the slice @stripe/react-stripe-js
// uses (elements, a Payment Element with one card field, confirmPayment). Confirming posts to
// https://api.stripe.com/v1/payment_intents/{id}/confirm, as Stripe.js does (so the page's
// Content-Security-Policy is exercised as deployed); the spec answers that origin from the
// loopback Stripe fake. Then it goes to the return address with the parameters Stripe adds.
// Follows Stripe.js's reference (docs.stripe.com/js/payment_intents/confirm_payment): on success
// it redirects to confirmParams.return_url with payment_intent, payment_intent_client_secret and
// redirect_status; on failure it resolves { error } with the API's error object as the API sent it
// (type card_error, invalid_request_error, …, its code and message), so the page's handling of
// every error type is what runs. No status codes of its own: the Stripe fake's answers pass through.
import type { Page } from '@playwright/test'

const script = `
(() => {
  function Stripe(publishableKey) {
    let clientSecret = null;
    return {
      _registerWrapper() {},
      registerAppInfo() {},
      // What @stripe/react-stripe-js checks to accept the object as Stripe.
      createToken() {}, createPaymentMethod() {}, confirmCardPayment() {},
      elements(options) {
        clientSecret = options && options.clientSecret;
        return {
          update() {},
          async submit() { return {}; },
          create() {
            const handlers = {};
            return {
              mount(target) {
                const node = typeof target === 'string' ? document.querySelector(target) : target;
                node.innerHTML = '<label style="display:block">Card number <input name="cardnumber" autocomplete="cc-number" inputmode="numeric"></label>';
                setTimeout(() => (handlers.ready || []).forEach((h) => h({ elementType: 'payment' })));
              },
              on(event, handler) { (handlers[event] = handlers[event] || []).push(handler); },
              off(event, handler) { handlers[event] = (handlers[event] || []).filter((h) => h !== handler); },
              update() {}, unmount() {}, destroy() {},
            };
          },
        };
      },
      async confirmPayment({ confirmParams }) {
        const id = clientSecret.split('_secret_')[0];
        const res = await fetch('https://api.stripe.com/v1/payment_intents/' + id + '/confirm', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'client_secret=' + encodeURIComponent(clientSecret),
        });
        if (!res.ok) return { error: (await res.json()).error };
        const back = new URL(confirmParams.return_url);
        back.searchParams.set('payment_intent', id);
        back.searchParams.set('payment_intent_client_secret', clientSecret);
        back.searchParams.set('redirect_status', 'succeeded');
        window.location.assign(back.toString());
        return new Promise(() => {});
      },
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
`

/**
 * Serves the stand-in wherever the page asks Stripe's servers for Stripe.js, and answers the
 * page's calls to Stripe's API from the loopback fake (with the CORS header Stripe sends).
 */
export async function standInForStripeJs(page: Page) {
  const fakeUrl = process.env.E2E_STRIPE_FAKE_URL!
  await page.route(/^https:\/\/js\.stripe\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: script }))
  await page.route(/^https:\/\/api\.stripe\.com\//, async (route) => {
    const url = new URL(route.request().url())
    const response = await route.fetch({ url: `${fakeUrl}${url.pathname}${url.search}` })
    const origin = route.request().headers().origin ?? '*'
    await route.fulfill({ response, headers: { ...response.headers(), 'access-control-allow-origin': origin } })
  })
  await page.route(/^https:\/\/(m|r|q)\.stripe\.(com|network)\//, (route) => route.fulfill({ status: 204, body: '' }))
}

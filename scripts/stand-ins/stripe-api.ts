// A loopback fake of the slice of Stripe's HTTP API the donations code uses: PaymentIntents
// (create, retrieve), Products, Customers, Subscriptions (create with their first invoice and its
// PaymentIntent, retrieve, update) and invoice payments (list), with Idempotency-Key replay and
// reuse-with-other-params errors, and Stripe's bracketed form encoding. For the browser journeys
// (e2e) it also takes Stripe.js's confirmation (POST /v1/payment_intents/{id}/confirm, CORS
// open) and then delivers the signed webhooks Stripe would send (Stripe-Signature made with the
// stripe package's own generateTestHeaderString).
//
// Follows Stripe's API reference (docs.stripe.com/api: payment_intents, products, customers,
// subscriptions, invoice_payments; objects at API version 2026-10-28, the one the stripe package
// pins), its errors page (docs.stripe.com/api/errors: the error object {type, code, message,
// param}) and error codes (docs.stripe.com/error-codes), and Idempotent requests
// (docs.stripe.com/api/idempotent_requests: a replay answers the first result; a key reused with
// other parameters is an idempotency_error; 5xx answers are not saved).
// Status and error codes it models:
//   200  success (and an idempotent replay of it)
//   400  invalid_request_error resource_already_exists (POST /v1/products with an id in use)
//   400  invalid_request_error resource_missing (a subscription for a customer or a product that
//        does not exist)
//   400  invalid_request_error without code (a client_secret that is not the intent's; an update
//        of a canceled subscription)
//   400  idempotency_error (an Idempotency-Key reused with other parameters)
//   404  invalid_request_error resource_missing ("No such payment_intent: 'pi_…'", and for a
//        subscription or an invoice)
//   404  invalid_request_error without code ("Unrecognized request URL (GET: /v1/…)")
// Not modelled: authentication (401), card declines (402 card_error), rate limits (429), 5xx.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  last_payment_error: { message: string; type: string } | null;
  receipt_email: string | null;
}

export interface FakeInvoice {
  id: string;
  object: 'invoice';
  amount_due: number;
  amount_paid: number;
  currency: string;
  customer: string;
  customer_email: string | null;
  status: string;
  billing_reason: string;
  parent: { type: 'subscription_details'; quote_details: null; subscription_details: { subscription: string; metadata: Record<string, string> } };
  confirmation_secret: { client_secret: string; type: 'payment_intent' } | null;
  /** Kept here for the fake's own bookkeeping; Stripe only shows it through invoice payments. */
  intent: string;
}

export interface FakeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  metadata: Record<string, string>;
  items: { object: 'list'; data: { id: string; current_period_start: number; current_period_end: number; price: Record<string, unknown> }[] };
  latest_invoice: string;
}

export interface FakeRequest { method: string; path: string; params: URLSearchParams; idempotencyKey: string | undefined; authorization: string | undefined }

export interface FakeStripe {
  url: string;
  intents: Map<string, FakeIntent>;
  subscriptions: Map<string, FakeSubscription>;
  invoices: Map<string, FakeInvoice>;
  customers: Map<string, Record<string, unknown>>;
  /** POST /v1/payment_intents calls (the one-time gifts' tests read these). */
  creates: FakeRequest[];
  /** Every request, in order. */
  requests: FakeRequest[];
  /** A later month's invoice of a subscription, with its PaymentIntent (as Stripe bills it). */
  nextInvoice: (subscriptionId: string) => FakeInvoice;
  close: () => Promise<void>;
}

const error = (status: number, type: string, message: string, code?: string, param?: string) => ({ status, body: { error: { type, message, code, param } } });
/** Stripe's answer for an id that does not exist (docs.stripe.com/error-codes#resource-missing). */
const missing = (status: 404 | 400, what: string, id: string | null, param?: string) =>
  error(status, 'invalid_request_error', `No such ${what}: '${id}'`, 'resource_missing', param);
const DAY = 24 * 3600;

/** metadata[key]=v → { key: v } */
function bracketed(form: URLSearchParams, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  const re = new RegExp(`^${prefix.replace(/[[\]]/g, '\\$&')}\\[([^\\]]+)\\]$`);
  for (const [k, v] of form) {
    const m = re.exec(k);
    if (m) out[m[1]!] = v;
  }
  return out;
}

export interface FakeStripeOptions {
  /** Fixed port (e2e: the stack is told it before the fake starts); default any free one. */
  port?: number;
  /** Where and with which secret to deliver events after a confirmation. */
  webhook?: { url: string; secret: string };
}

export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const subscriptions = new Map<string, FakeSubscription>();
  const invoices = new Map<string, FakeInvoice>();
  const customers = new Map<string, Record<string, unknown>>();
  const products = new Set<string>();
  const creates: FakeRequest[] = [];
  const requests: FakeRequest[] = [];
  const byKey = new Map<string, { params: string; status: number; body: unknown }>();
  let counter = 0;
  const newId = (prefix: string) => `${prefix}_fake${Date.now()}${++counter}`;

  const newIntent = (amount: number, metadata: Record<string, string>, description: string | null): FakeIntent => {
    const id = newId('pi');
    const intent: FakeIntent = {
      id, object: 'payment_intent', amount, currency: 'usd', status: 'requires_payment_method',
      client_secret: `${id}_secret_${counter}`, description, metadata, last_payment_error: null, receipt_email: null,
    };
    intents.set(id, intent);
    return intent;
  };

  const newInvoice = (sub: FakeSubscription, amount: number, reason: string): FakeInvoice => {
    const intent = newIntent(amount, {}, 'Subscription creation');
    const invoice: FakeInvoice = {
      id: newId('in'), object: 'invoice', amount_due: amount, amount_paid: 0, currency: 'usd', customer: sub.customer,
      customer_email: (customers.get(sub.customer)?.email as string | undefined) ?? null, status: 'open', billing_reason: reason,
      parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: sub.id, metadata: sub.metadata } },
      confirmation_secret: { client_secret: intent.client_secret, type: 'payment_intent' }, intent: intent.id,
    };
    invoices.set(invoice.id, invoice);
    sub.latest_invoice = invoice.id;
    return invoice;
  };

  const invoicePayments = (invoice: FakeInvoice) => ({
    object: 'list', has_more: false, url: '/v1/invoice_payments',
    data: [{
      id: `inpay_${invoice.id}`, object: 'invoice_payment', invoice: invoice.id, is_default: true,
      amount_paid: invoice.amount_paid || null, amount_requested: invoice.amount_due, currency: 'usd',
      status: invoice.status === 'paid' ? 'paid' : 'open', payment: { type: 'payment_intent', payment_intent: invoice.intent },
    }],
  });

  const expandedInvoice = (invoice: FakeInvoice) => {
    const { intent: _intent, ...shown } = invoice;
    return { ...shown, payments: invoicePayments(invoice) };
  };

  const create = (path: string, form: URLSearchParams) => {
    switch (path) {
      case '/v1/payment_intents':
        return { status: 200, body: newIntent(Number(form.get('amount')), bracketed(form, 'metadata'), form.get('description')) };
      case '/v1/products': {
        const id = form.get('id') ?? newId('prod');
        if (products.has(id)) return error(400, 'invalid_request_error', `Product already exists.`, 'resource_already_exists');
        products.add(id);
        return { status: 200, body: { id, object: 'product', name: form.get('name') } };
      }
      case '/v1/customers': {
        const customer = { id: newId('cus'), object: 'customer', email: form.get('email'), name: form.get('name'), metadata: bracketed(form, 'metadata') };
        customers.set(customer.id, customer);
        return { status: 200, body: customer };
      }
      case '/v1/subscriptions': {
        const customer = form.get('customer') ?? '';
        if (!customers.has(customer)) return missing(400, 'customer', customer, 'customer');
        const product = form.get('items[0][price_data][product]') ?? '';
        if (!products.has(product)) return missing(400, 'product', product);
        const amount = Number(form.get('items[0][price_data][unit_amount]'));
        const now = Math.floor(Date.now() / 1000);
        const sub: FakeSubscription = {
          id: newId('sub'), object: 'subscription', customer, status: 'incomplete', cancel_at_period_end: false, canceled_at: null,
          metadata: bracketed(form, 'metadata'), latest_invoice: '',
          items: { object: 'list', data: [{ id: newId('si'), current_period_start: now, current_period_end: now + 30 * DAY, price: {
            unit_amount: amount, currency: form.get('items[0][price_data][currency]'), product,
            recurring: { interval: form.get('items[0][price_data][recurring][interval]') },
          } }] },
        };
        subscriptions.set(sub.id, sub);
        const invoice = newInvoice(sub, amount, 'subscription_create');
        const expand = [...form].filter(([k]) => k.startsWith('expand[')).map(([, v]) => v);
        return { status: 200, body: { ...sub, latest_invoice: expand.some((e) => e.startsWith('latest_invoice')) ? expandedInvoice(invoice) : invoice.id } };
      }
    }
    return null;
  };

  const handle = (method: string, path: string, form: URLSearchParams, query: URLSearchParams, key: string | undefined) => {
    if (method === 'POST' && key) {
      const previous = byKey.get(key);
      if (previous && previous.params !== `${path}?${form}`) {
        return error(400, 'idempotency_error', 'Keys for idempotent requests can only be used with the same parameters they were first used with.');
      }
      if (previous) return { status: previous.status, body: previous.body };
    }
    const answer = (() => {
      if (method === 'POST') {
        const confirm = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(path);
        if (confirm) {
          const intent = intents.get(confirm[1]!);
          if (!intent) return missing(404, 'payment_intent', confirm[1]!, 'intent');
          if (form.get('client_secret') !== intent.client_secret) return error(400, 'invalid_request_error', 'The client_secret provided does not match this PaymentIntent.');
          intent.status = 'succeeded';
          pendingDeliveries.push(...eventsAfterConfirm(intent));
          return { status: 200, body: intent };
        }
        const created = create(path, form);
        if (created) return created;
        const sub = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
        if (sub) {
          const found = subscriptions.get(sub[1]!);
          if (!found) return missing(404, 'subscription', sub[1]!, 'subscription_exposed_id');
          if (found.status === 'canceled') return error(400, 'invalid_request_error', 'A canceled subscription can only update its cancellation_details and metadata.');
          if (form.has('cancel_at_period_end')) found.cancel_at_period_end = form.get('cancel_at_period_end') === 'true';
          return { status: 200, body: found };
        }
      }
      if (method === 'GET') {
        const pi = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
        if (pi) {
          const intent = intents.get(pi[1]!);
          return intent ? { status: 200, body: intent } : missing(404, 'payment_intent', pi[1]!, 'intent');
        }
        const sub = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
        if (sub) {
          const found = subscriptions.get(sub[1]!);
          return found ? { status: 200, body: found } : missing(404, 'subscription', sub[1]!, 'subscription_exposed_id');
        }
        if (path === '/v1/invoice_payments') {
          const invoice = invoices.get(query.get('invoice') ?? '');
          return invoice ? { status: 200, body: invoicePayments(invoice) } : missing(404, 'invoice', query.get('invoice'));
        }
      }
      return error(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path})`);
    })();
    if (method === 'POST' && key && answer.status < 500) byKey.set(key, { params: `${path}?${form}`, ...answer });
    return answer;
  };

  /** What Stripe announces once a PaymentIntent succeeds: the invoice's events, or the intent's. */
  const pendingDeliveries: { type: string; object: unknown }[] = [];
  const eventsAfterConfirm = (intent: FakeIntent) => {
    const invoice = [...invoices.values()].find((i) => i.intent === intent.id);
    if (!invoice) return [{ type: 'payment_intent.succeeded', object: intent }];
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    const sub = subscriptions.get(invoice.parent.subscription_details.subscription)!;
    sub.status = 'active';
    const { intent: _intent, ...shown } = invoice;
    return [{ type: 'invoice.paid', object: shown }, { type: 'customer.subscription.updated', object: { ...sub } }];
  };
  let eventCounter = 0;
  const deliver = async () => {
    if (!options.webhook) return;
    for (const { type, object } of pendingDeliveries.splice(0)) {
      const payload = JSON.stringify({ id: `evt_fake_${Date.now()}_${++eventCounter}`, object: 'event', type, api_version: '2026-10-28.endive', created: Math.floor(Date.now() / 1000), data: { object } });
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhook.secret });
      await fetch(options.webhook.url, { method: 'POST', headers: { 'stripe-signature': signature, 'content-type': 'application/json' }, body: payload });
    }
  };

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const form = new URLSearchParams(raw);
      const key = req.headers['idempotency-key'] as string | undefined;
      const request: FakeRequest = { method: req.method ?? 'GET', path: url.pathname, params: req.method === 'GET' ? url.searchParams : form, idempotencyKey: key, authorization: req.headers.authorization };
      requests.push(request);
      if (req.method === 'POST' && url.pathname === '/v1/payment_intents') creates.push(request);
      const answer = handle(req.method ?? 'GET', url.pathname, form, url.searchParams, key);
      // Stripe.js calls from the page's origin: answer it like Stripe's API does.
      res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': `req_${counter}`, 'access-control-allow-origin': '*' });
      res.end(JSON.stringify(answer.body));
      // Stripe delivers events after it has answered, as here.
      deliver().catch((err: unknown) => console.error('fake Stripe: webhook delivery failed', err));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    subscriptions,
    invoices,
    customers,
    creates,
    requests,
    nextInvoice: (subscriptionId) => {
      const sub = subscriptions.get(subscriptionId)!;
      const amount = Number(sub.items.data[0]!.price.unit_amount);
      return newInvoice(sub, amount, 'subscription_cycle');
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

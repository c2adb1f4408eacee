// A loopback fake of the slice of Stripe's HTTP API the donations code uses: create and
// retrieve PaymentIntents, with Idempotency-Key replay and reuse-with-other-params errors.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

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

export interface FakeStripe {
  url: string;
  intents: Map<string, FakeIntent>;
  creates: { params: URLSearchParams; idempotencyKey: string | undefined; authorization: string | undefined }[];
  close: () => Promise<void>;
}

const error = (status: number, type: string, message: string) => ({ status, body: { error: { type, message } } });

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const creates: FakeStripe['creates'] = [];
  const byKey = new Map<string, { params: string; id: string }>();
  let counter = 0;

  const handle = (method: string, path: string, form: URLSearchParams, key: string | undefined) => {
    if (method === 'POST' && path === '/v1/payment_intents') {
      const previous = key ? byKey.get(key) : undefined;
      if (previous && previous.params !== form.toString()) {
        return error(400, 'idempotency_error', 'Keys for idempotent requests can only be used with the same parameters they were first used with.');
      }
      if (previous) return { status: 200, body: intents.get(previous.id) };
      const metadata: Record<string, string> = {};
      for (const [k, v] of form) {
        const m = /^metadata\[(.+)\]$/.exec(k);
        if (m) metadata[m[1]!] = v;
      }
      const id = `pi_fake${Date.now()}${++counter}`;
      const intent: FakeIntent = {
        id, object: 'payment_intent', amount: Number(form.get('amount')), currency: form.get('currency') ?? 'usd',
        status: 'requires_payment_method', client_secret: `${id}_secret_${counter}`, description: form.get('description'),
        metadata, last_payment_error: null, receipt_email: null,
      };
      intents.set(id, intent);
      if (key) byKey.set(key, { params: form.toString(), id });
      return { status: 200, body: intent };
    }
    const one = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && one) {
      const intent = intents.get(one[1]!);
      return intent ? { status: 200, body: intent } : error(404, 'invalid_request_error', `No such payment_intent: '${one[1]}'`);
    }
    return error(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path})`);
  };

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const form = new URLSearchParams(raw);
      const key = req.headers['idempotency-key'] as string | undefined;
      if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
        creates.push({ params: form, idempotencyKey: key, authorization: req.headers.authorization });
      }
      const answer = handle(req.method ?? 'GET', url.pathname, form, key);
      res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    creates,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

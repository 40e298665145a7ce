// A local imitation of the few Stripe REST calls the Stripe gateway makes (payments/stripe-gateway.ts), so
// its tests run without a network: PaymentIntents create / retrieve / confirm / cancel, refunds create,
// customers create and PaymentMethods attach. As at Stripe, a PaymentIntent with setup_future_usage attaches
// its PaymentMethod to its customer, and an off_session confirm needs a PaymentMethod attached to the
// PaymentIntent's customer; a card that wants 3-D Secure then declines with authentication_required.
// It keeps every request (form body as sent, headers) for the tests to assert, and replays the first answer
// of an Idempotency-Key as Stripe does. Confirming behaves by Stripe's public test PaymentMethods:
//   pm_card_visa succeeds · pm_card_chargeDeclined declines · pm_card_chargeDeclinedInsufficientFunds
//   declines for funds · pm_card_threeDSecure2Required needs the validation step (3-D Secure).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeStripeRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The form body as sent: `metadata[order]` → value, `expand[0]` → value. */
  form: Record<string, string>;
}

interface Intent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: { code: string; decline_code?: string; message: string } | null;
  next_action: { type: string; use_stripe_sdk?: object } | null;
  latest_charge: string | null;
  payment_method: string | null;
  customer: string | null;
  setup_future_usage: string | null;
}

interface Charge {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  payment_method_details: { type: 'card'; card: { brand: string; last4: string } };
}

const DECLINES: Readonly<Record<string, { code: string; decline_code: string }>> = {
  pm_card_chargeDeclined: { code: 'card_declined', decline_code: 'generic_decline' },
  pm_card_chargeDeclinedInsufficientFunds: { code: 'card_declined', decline_code: 'insufficient_funds' },
};

export interface FakeStripe {
  api: { host: string; port: number; protocol: 'http' };
  requests: FakeStripeRequest[];
  intents: Map<string, Intent>;
  /** PaymentMethod id → the customer it is attached to. */
  attached: Map<string, string>;
  /** The next `count` requests answer 500 (Stripe unwell), whatever they ask. */
  failRequests(count: number): void;
  /** Moves a PaymentIntent waiting for 3-D Secure on, as the customer's answer at the bank would. */
  completeAction(id: string, approve: boolean): void;
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  const intents = new Map<string, Intent>();
  const attached = new Map<string, string>();
  const customers = new Set<string>();
  const charges = new Map<string, Charge>();
  const replays = new Map<string, { status: number; body: unknown }>();
  let counter = 0;
  let failing = 0;
  const nextId = (prefix: string) => `${prefix}_fake${String(++counter).padStart(6, '0')}`;

  const view = (intent: Intent, form: Record<string, string>) => {
    const expanded = Object.entries(form).some(([k, v]) => k.startsWith('expand[') && v === 'latest_charge');
    return expanded && intent.latest_charge ? { ...intent, latest_charge: charges.get(intent.latest_charge) } : intent;
  };
  const charge = (intent: Intent) => {
    const id = nextId('ch');
    charges.set(id, {
      id,
      object: 'charge',
      amount: intent.amount,
      amount_refunded: 0,
      payment_method_details: {
        type: 'card',
        card: { brand: 'visa', last4: intent.payment_method?.includes('threeDSecure') ? '3155' : '4242' },
      },
    });
    intent.latest_charge = id;
    if (intent.customer && intent.setup_future_usage && intent.payment_method) attached.set(intent.payment_method, intent.customer);
  };
  const invalid = (message: string) => ({ status: 400, body: { error: { type: 'invalid_request_error', message } } });
  const missing = (what: string) => ({
    status: 404,
    body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } },
  });

  function handle(method: string, path: string, form: Record<string, string>): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/payment_intents') {
      const id = nextId('pi');
      const metadata = Object.fromEntries(
        Object.entries(form).flatMap(([k, v]) => {
          const m = /^metadata\[(.+)\]$/.exec(k);
          return m ? [[m[1] as string, v]] : [];
        }),
      );
      const intent: Intent = {
        id,
        object: 'payment_intent',
        amount: Number(form.amount),
        currency: form.currency ?? 'usd',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_fake`,
        metadata,
        last_payment_error: null,
        next_action: null,
        latest_charge: null,
        payment_method: null,
        customer: form.customer ?? null,
        setup_future_usage: form.setup_future_usage ?? null,
      };
      if (intent.customer && !customers.has(intent.customer)) return missing('customer');
      intents.set(id, intent);
      return { status: 200, body: intent };
    }
    if (method === 'GET' && path === '/v1/payment_intents/search') {
      // Only the query the gateway asks: metadata['key']:'<value>'.
      const m = /^metadata\['([^']+)'\]:'((?:[^'\\]|\\.)*)'$/.exec(form.query ?? '');
      if (!m) return invalid('Unsupported search query');
      const value = (m[2] as string).replace(/\\(.)/g, '$1');
      const data = [...intents.values()].filter((i) => i.metadata[m[1] as string] === value);
      return { status: 200, body: { object: 'search_result', data, has_more: false, next_page: null, url: path } };
    }
    const one = /^\/v1\/payment_intents\/([^/]+)(\/confirm|\/cancel)?$/.exec(path);
    if (one) {
      const intent = intents.get(one[1] as string);
      if (!intent) return missing('payment_intent');
      if (method === 'GET') return { status: 200, body: view(intent, form) };
      if (one[2] === '/cancel') {
        intent.status = 'canceled';
        return { status: 200, body: view(intent, form) };
      }
      const pm = form.payment_method ?? '';
      const offSession = form.off_session === 'true';
      if (offSession && (!intent.customer || attached.get(pm) !== intent.customer))
        return invalid('The PaymentMethod is not attached to the PaymentIntent’s customer.');
      intent.payment_method = pm;
      if (offSession && pm === 'pm_card_threeDSecure2Required') {
        const error = { code: 'authentication_required', decline_code: 'authentication_required' };
        intent.last_payment_error = { ...error, message: 'Your card requires authentication.' };
        return {
          status: 402,
          body: { error: { type: 'card_error', ...error, message: 'Authentication required.', payment_intent: intent } },
        };
      }
      const decline = DECLINES[pm];
      if (decline) {
        intent.status = 'requires_payment_method';
        intent.last_payment_error = { ...decline, message: 'Your card was declined.' };
        return {
          status: 402,
          body: { error: { type: 'card_error', ...decline, message: 'Your card was declined.', payment_intent: intent } },
        };
      }
      if (pm === 'pm_card_threeDSecure2Required') {
        intent.status = 'requires_action';
        intent.next_action = { type: 'use_stripe_sdk', use_stripe_sdk: {} };
        return { status: 200, body: view(intent, form) };
      }
      intent.status = 'succeeded';
      charge(intent);
      return { status: 200, body: view(intent, form) };
    }
    if (method === 'POST' && path === '/v1/customers') {
      const id = nextId('cus');
      customers.add(id);
      return { status: 200, body: { id, object: 'customer', email: form.email ?? null } };
    }
    const attach = /^\/v1\/payment_methods\/([^/]+)\/attach$/.exec(path);
    if (method === 'POST' && attach) {
      const pm = attach[1] as string;
      if (!form.customer || !customers.has(form.customer)) return missing('customer');
      const decline = DECLINES[pm];
      if (decline) return { status: 402, body: { error: { type: 'card_error', ...decline, message: 'Your card was declined.' } } };
      attached.set(pm, form.customer);
      return { status: 200, body: { id: pm, object: 'payment_method', type: 'card', customer: form.customer } };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(form.payment_intent ?? '');
      const paid = intent?.latest_charge ? charges.get(intent.latest_charge) : undefined;
      if (!intent || !paid) return missing('payment_intent');
      const amount = form.amount ? Number(form.amount) : paid.amount - paid.amount_refunded;
      if (amount > paid.amount - paid.amount_refunded) {
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', code: 'amount_too_large', message: 'Refund is larger than the charge' } },
        };
      }
      paid.amount_refunded += amount;
      return { status: 200, body: { id: nextId('re'), object: 'refund', amount, payment_intent: intent.id, status: 'succeeded' } };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } } };
  }

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const raw = req.method === 'GET' ? url.searchParams : new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const form = Object.fromEntries(raw.entries());
      const method = req.method ?? 'GET';
      requests.push({ method, path: url.pathname, headers: req.headers, form });
      const key = req.headers['idempotency-key'];
      const replayKey = method === 'POST' && typeof key === 'string' ? `${url.pathname}|${key}` : undefined;
      if (failing > 0) {
        failing -= 1;
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { type: 'api_error', message: 'Stripe is unwell' } }));
        return;
      }
      const answer = (replayKey && replays.get(replayKey)) || handle(method, url.pathname, form);
      if (replayKey) replays.set(replayKey, answer);
      res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    api: { host: '127.0.0.1', port, protocol: 'http' },
    requests,
    intents,
    attached,
    failRequests(count) {
      failing = count;
    },
    completeAction(id, approve) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`fake stripe: no ${id}`);
      intent.next_action = null;
      if (approve) {
        intent.status = 'succeeded';
        charge(intent);
      } else {
        intent.status = 'requires_payment_method';
        intent.last_payment_error = { code: 'payment_intent_authentication_failure', message: 'Authentication failed' };
      }
    },
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}

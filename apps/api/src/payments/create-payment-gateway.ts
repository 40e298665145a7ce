// Which payment gateway the API uses (issue 13): Stripe when STRIPE_SECRET_KEY is set, else the sandbox.
import type { PaymentGateway } from '@vitrina/commerce';
import type { ApiConfig } from '../config.js';
import type { AppDb } from '../db/database.js';
import { SandboxGateway } from './sandbox-gateway.js';
import { StripeGateway } from './stripe-gateway.js';

export function createPaymentGateway(config: ApiConfig, db: AppDb): PaymentGateway {
  if (config.stripeSecretKey) {
    return new StripeGateway({
      secretKey: config.stripeSecretKey,
      publishableKey: config.stripePublishableKey ?? null,
      ...(config.stripeApiUrl ? { api: stripeApi(config.stripeApiUrl) } : {}),
    });
  }
  return new SandboxGateway(db, { validationSeconds: config.sandboxValidationSeconds });
}

function stripeApi(url: string): { host: string; port: number; protocol: 'http' | 'https' } {
  const { hostname, port, protocol } = new URL(url);
  const secure = protocol === 'https:';
  return { host: hostname, port: port ? Number(port) : secure ? 443 : 80, protocol: secure ? 'https' : 'http' };
}

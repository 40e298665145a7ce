// Every demo client, in the order the start-up banner lists them.
import { bistro } from './clients/bistro.js';
import { newbie, moved } from './clients/placeholders.js';
import { salon } from './clients/salon.js';
import { closed, corner, expired, freebie } from './clients/small-businesses.js';
import { tienda } from './clients/tienda.js';
import type { DemoClient } from './demo-client.js';

export const DEMO_CLIENT_SPECS: readonly DemoClient[] = [bistro, salon, freebie, corner, closed, expired, newbie, moved, tienda];

export interface DemoClientInfo {
  subdomain: string;
  description: string;
  customDomain: string | null;
}

/** For main.ts's banner: `http://<subdomain>.<siteDomain>:<port>` (tienda also by its custom domain). */
export const DEMO_CLIENTS: readonly DemoClientInfo[] = DEMO_CLIENT_SPECS.map((spec) => ({
  subdomain: spec.subdomain,
  description: spec.description,
  customDomain: spec.client(new Date(0)).custom_domain,
}));

// The services store end to end in English on bistro (issue 15): see support/services-store-flow.ts.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { connectBrowser } from '@vitrina/tooling/e2e/product';
import { describeServicesStore } from './support/services-store-flow.js';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

describeServicesStore(
  {
    sub: 'bistro',
    lng: 'en',
    oneTime: 'Cooking class',
    subscription: 'Weekly bread box',
    frequency: 'Weekly',
    quote: 'Event catering',
    address: { address1: '12 Harbor Lane', city: 'Portland', postalCode: '97201', phone: '(503) 555-0134' },
    region: { state: 'Oregon' },
  },
  () => browser,
);

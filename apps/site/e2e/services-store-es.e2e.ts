// The services store end to end in Spanish on salon (issue 15): see support/services-store-flow.ts.
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
    sub: 'salon',
    lng: 'es',
    oneTime: 'Corte y peinado a domicilio',
    subscription: 'Bono mensual de peinado',
    frequency: 'Mensual',
    quote: 'Peinado y maquillaje de novia',
    address: { address1: 'Calle Mayor 5', city: 'Madrid', postalCode: '28013', phone: '612 345 678' },
    region: { province: 'Madrid' },
  },
  () => browser,
);

// Issue 26: one phone rule by the business's country. A Spanish business's buyers and visitors write their
// number the Spanish way (612 345 678, +34 612 345 678) at checkout, services checkout, booking and in the
// contact form; a US business keeps spec §5's rule, which refuses them with the same message as before.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, clients } from '../../db/schema.js';
import { buildService } from '../../testing/booking-builders.js';
import { buildClient } from '../../testing/builders.js';
import { buildProduct, setStoreSettings } from '../../testing/store-builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { createTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';
import { DETAILS, at, bookingSetup, postBooking, selection, testDate } from '../../modules/booking/booking-test-fixture.js';
import { CARDS, SHIPPING, checkoutBody, nextIp, postCheckout, postIdempotent } from '../../modules/orders/checkout-test-fixture.js';

const SPANISH = ['612 345 678', '+34 612 345 678'];
const MADRID = {
  ...SHIPPING,
  country: 'ES',
  address1: 'Calle Mayor 1',
  city: 'Madrid',
  state: '',
  province: 'Madrid',
  postalCode: '28013',
};

describe.each(testDatabases())('%s: phone numbers by the business’s country (issue 26)', (kind) => {
  let t: TestServer;
  const db = () => t.database.db;
  const setCountry = (clientId: number, code: string) =>
    db()
      .update(clients)
      .set({ country: { country_code: code } })
      .where(eq(clients.id, clientId));

  beforeAll(async () => {
    t = await createTestServer(kind);
  }, 60_000);
  afterAll(() => t?.close());

  describe('products checkout and services checkout', () => {
    const business = async (country: string) => {
      const clientId = (await buildClient(db(), { country: { country_code: country }, currency_code: 'EUR' })).client.id;
      await setStoreSettings(db(), clientId, { payment_countries: ['ES', 'US'] });
      const product = await buildProduct(db(), clientId, { name: 'Champú', price_cents: 1250, stock: 20 });
      const service = await buildService(db(), clientId, { name: 'Corte', price_cents: 3000 });
      return {
        clientId,
        productLine: { product_id: product.id, variant_id: null, quantity: 1 },
        serviceLine: { service_id: service.id, quantity: 1 },
      };
    };
    const servicesBody = (serviceLine: object, phone: string) => ({
      lines: [serviceLine],
      customer: { ...MADRID, phone },
      payment: { method: 'card', card: { holderName: 'Ana López', cardNumber: CARDS.success, expiryDate: '12/40', cvv: '123' } },
      note: '',
    });

    it.each(SPANISH)('a Spanish business takes %j at both checkouts', async (phone) => {
      const s = await business('ES');
      const res = await postCheckout(t, s.clientId, checkoutBody([s.productLine], CARDS.success, { shipping: { ...MADRID, phone } }));
      expect(res.statusCode, res.body).toBe(201);
      const services = await postIdempotent(t, `/api/client/${s.clientId}/services-checkout`, servicesBody(s.serviceLine, phone));
      expect(services.statusCode, services.body).toBe(201);
    });

    it.each(SPANISH)('a US business refuses %j (not a §5 number) with the contact-number message', async (phone) => {
      const s = await business('US');
      const res = await postCheckout(t, s.clientId, checkoutBody([s.productLine], CARDS.success, { shipping: { ...MADRID, phone } }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ phone: 'validation:invalid.phone' });
      const services = await postIdempotent(t, `/api/client/${s.clientId}/services-checkout`, servicesBody(s.serviceLine, phone));
      expect(services.statusCode).toBe(400);
      expect(services.json().error.fields).toEqual({ phone: 'validation:invalid.phone' });
    });

    it('a US business still takes a §5 number; a Spanish one refuses a number too short for Spain', async () => {
      const us = await business('US');
      const ok = await postCheckout(
        t,
        us.clientId,
        checkoutBody([us.productLine], CARDS.success, { shipping: { ...MADRID, phone: '(617) 555-0142' } }),
      );
      expect(ok.statusCode, ok.body).toBe(201);
      const es = await business('ES');
      const short = await postCheckout(
        t,
        es.clientId,
        checkoutBody([es.productLine], CARDS.success, { shipping: { ...MADRID, phone: '612 345' } }),
      );
      expect(short.statusCode).toBe(400);
      expect(short.json().error.fields).toEqual({ phone: 'validation:invalid.phone' });
    });
  });

  describe('booking', () => {
    const date = testDate();

    it.each(SPANISH)('a Spanish business books with %j', async (phone) => {
      const s = await bookingSetup(db());
      await setCountry(s.clientId, 'ES');
      const res = await postBooking(t, s.clientId, { ...selection(s, at(date, '10:00')), details: { ...DETAILS, phoneNumber: phone } });
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await db().select().from(appointments).where(eq(appointments.client_id, s.clientId));
      expect(row).toMatchObject({ status: 'booked', phone });
    });

    it.each(SPANISH)('a US business refuses %j with “enter a valid phone number” and books nothing', async (phone) => {
      const s = await bookingSetup(db());
      await setCountry(s.clientId, 'US');
      const res = await postBooking(t, s.clientId, { ...selection(s, at(date, '10:00')), details: { ...DETAILS, phoneNumber: phone } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ phoneNumber: 'validation:appointment.invalidPhone' });
      expect(await db().select().from(appointments).where(eq(appointments.client_id, s.clientId))).toEqual([]);
    });
  });

  describe('contact form', () => {
    const send = (clientId: number, phone: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/client/${clientId}/contact`,
        headers: { 'x-forwarded-for': nextIp() },
        payload: { name: 'Ana', email: 'ana@example.com', phone, message: '¿Abrís el domingo?' },
      });

    it('a Spanish business takes 612 345 678; a US business refuses it', async () => {
      const es = (await buildClient(db(), { country: { country_code: 'ES' } })).client.id;
      expect((await send(es, '612 345 678')).statusCode).toBe(201);
      const us = (await buildClient(db(), { country: { country_code: 'US' } })).client.id;
      const refused = await send(us, '612 345 678');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields).toEqual({ phone: 'validation:invalid.phone' });
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceAreas } from '../../db/schema.js';
import { buildClient } from '../../testing/builders.js';
import { createTestDatabase, testDatabases } from '../../testing/test-db.js';
import type { TestDatabase } from '../../testing/test-db.js';
import { checkServiceArea, placeKey, usZip5, zipPoint } from './service-area.js';

describe('zip geodata', () => {
  it('finds the centre of a US zip, also as ZIP+4', () => {
    const boston = zipPoint('02110', 'US');
    expect(boston?.lat).toBeCloseTo(42.357, 1);
    expect(boston?.lon).toBeCloseTo(-71.05, 1);
    expect(zipPoint('02110-1234', 'US')).toEqual(boston);
  });

  it('knows nothing of other countries, unknown zips or non-zips', () => {
    expect(zipPoint('28013', 'ES')).toBeNull();
    expect(zipPoint('00000', 'US')).toBeNull();
    expect(zipPoint('SW1A 1AA', 'US')).toBeNull();
    expect(usZip5('1234')).toBeNull();
  });

  it('compares places without case or accents', () => {
    expect(placeKey(' Málaga ')).toBe(placeKey('MALAGA'));
    expect(placeKey('San Sebastián')).toBe('san sebastian');
  });
});

describe.each(testDatabases())('checkServiceArea on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(() => t.dispose());

  const addArea = async (clientId: number, area: { zip: string; country?: string; city?: string; radius_miles?: number }) => {
    const centre = zipPoint(area.zip, area.country ?? 'US');
    await t.db.insert(serviceAreas).values({ client_id: clientId, ...area, lat: centre?.lat ?? null, lon: centre?.lon ?? null });
  };

  it('a 25-mile area around 02110 takes Cambridge and refuses New York', async () => {
    const { id } = (await buildClient(t.db)).client;
    await addArea(id, { zip: '02110', city: 'Boston', radius_miles: 25 });
    await expect(checkServiceArea(t.db, id, { postalCode: '02139', city: 'Cambridge', country: 'US' })).resolves.toEqual({
      inside: true,
      radiusMiles: 25,
    });
    await expect(checkServiceArea(t.db, id, { postalCode: '10001', city: 'New York', country: 'US' })).resolves.toEqual({
      inside: false,
      radiusMiles: 25,
    });
  });

  it('an area saved without coordinates still measures by its zip', async () => {
    const { id } = (await buildClient(t.db)).client;
    await t.db.insert(serviceAreas).values({ client_id: id, zip: '02110', radius_miles: 25 });
    expect((await checkServiceArea(t.db, id, { postalCode: '02139', city: '', country: 'US' })).inside).toBe(true);
  });

  it('outside the geodata (Spain) the city and country decide, without case or accents', async () => {
    const { id } = (await buildClient(t.db, { country: { country_code: 'ES' } })).client;
    await addArea(id, { zip: '28013', country: 'ES', city: 'Madrid', radius_miles: 30 });
    const madrid = await checkServiceArea(t.db, id, { postalCode: '28013', city: 'MADRID', country: 'es' });
    expect(madrid).toEqual({ inside: true, radiusMiles: 30 });
    const otherMadridZip = await checkServiceArea(t.db, id, { postalCode: '28001', city: 'madrid', country: 'ES' });
    expect(otherMadridZip.inside).toBe(true);
    const barcelona = await checkServiceArea(t.db, id, { postalCode: '08001', city: 'Barcelona', country: 'ES' });
    expect(barcelona).toEqual({ inside: false, radiusMiles: 30 });
  });

  it('a city of the same name in another country is not inside', async () => {
    const { id } = (await buildClient(t.db)).client;
    await addArea(id, { zip: '28013', country: 'ES', city: 'Madrid' });
    expect((await checkServiceArea(t.db, id, { postalCode: '12345', city: 'Madrid', country: 'MX' })).inside).toBe(false);
  });

  it('no service area and no home zip: nothing is inside', async () => {
    const { id } = (await buildClient(t.db, { mobile_home_zip: null })).client;
    await expect(checkServiceArea(t.db, id, { postalCode: '02110', city: 'Boston', country: 'US' })).resolves.toEqual({
      inside: false,
      radiusMiles: null,
    });
  });

  it('the home zip serves 50 miles by default (§9)', async () => {
    const { id } = (await buildClient(t.db, { mobile_home_zip: '02110', mobile_home_zip_radius: null })).client;
    // Worcester (01608) is about 40 miles from Boston, Providence (02903) about 41, Hartford (06103) about 92.
    await expect(checkServiceArea(t.db, id, { postalCode: '01608', city: 'Worcester', country: 'US' })).resolves.toEqual({
      inside: true,
      radiusMiles: 50,
    });
    await expect(checkServiceArea(t.db, id, { postalCode: '06103', city: 'Hartford', country: 'US' })).resolves.toEqual({
      inside: false,
      radiusMiles: 50,
    });
  });

  it('the home zip radius of the client replaces the default', async () => {
    const { id } = (await buildClient(t.db, { mobile_home_zip: '02110', mobile_home_zip_radius: 10 })).client;
    expect((await checkServiceArea(t.db, id, { postalCode: '01608', city: 'Worcester', country: 'US' })).inside).toBe(false);
    expect((await checkServiceArea(t.db, id, { postalCode: '02139', city: 'Cambridge', country: 'US' })).inside).toBe(true);
  });

  it("an address outside every area can still be within the client's home zip radius", async () => {
    const { id } = (await buildClient(t.db, { mobile_home_zip: '10001' })).client;
    await addArea(id, { zip: '02110', radius_miles: 25 });
    expect(await checkServiceArea(t.db, id, { postalCode: '10003', city: 'New York', country: 'US' })).toEqual({
      inside: true,
      radiusMiles: 50,
    });
  });
});

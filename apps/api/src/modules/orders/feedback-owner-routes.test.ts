// The back office's order shows the customer's feedback (spec §2 order feedback): null until the customer
// leaves it on the public page, then the rating, comment and date as left.
import type { OwnerOrder } from '@vitrina/api-client/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrder } from '../../testing/order-builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { createOwnerFixture } from '../../testing/owner-test-fixture.js';
import type { OwnerFixture } from '../../testing/owner-test-fixture.js';

describe.each(testDatabases())('owner order feedback (%s)', (kind) => {
  let f: OwnerFixture;
  beforeAll(async () => {
    f = await createOwnerFixture(kind);
  }, 60_000);
  afterAll(() => f?.server.close());

  it('is null, then the feedback the customer left', async () => {
    const clientId = f.clients.bistro.id;
    const built = await buildOrder(f.server.database.db, clientId);
    const read = async () => {
      const res = await f.inject({ url: `/api/client/${clientId}/owner-orders/${built.id}`, headers: await f.as(f.users.owner) });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as OwnerOrder).feedback;
    };
    expect(await read()).toBeNull();
    const left = await f.inject({
      method: 'POST',
      url: `/api/client/${clientId}/orders/${built.uuid}/feedback`,
      payload: { rating: 4, comment: 'Good coffee, slow service' },
    });
    expect(left.statusCode, left.body).toBe(201);
    expect(await read()).toEqual({ rating: 4, comment: 'Good coffee, slow service', created_at: left.json().created_at });
  });
});

// The owner-route matrix's rows of the Discount codes screen (issue 30): owner and manager; freemium owners
// may read, not change.
import { discountCodes } from '../db/schema.js';
import { uniqueLabel } from './builders.js';
import { clientPath as c } from './owner-matrix-route.js';
import type { MatrixRoute, Target } from './owner-matrix-route.js';
import type { OwnerFixture } from './owner-test-fixture.js';

const codeText = () =>
  uniqueLabel('code')
    .replace(/[^A-Za-z0-9_-]/g, '')
    .slice(0, 40);

/** A code of the target's client; returns its id. */
const newCode = async (f: OwnerFixture, t: Target) => {
  const code = codeText();
  const [row] = await f.server.database.db
    .insert(discountCodes)
    .values({ client_id: t.client.id, code, code_key: code.toLowerCase(), kind: 'percent', value: 10 })
    .returning({ id: discountCodes.id });
  return row!.id;
};
const codeBody = () => ({ code: codeText(), kind: 'percent', value: '10' });

export const DISCOUNT_MATRIX_ROUTES: MatrixRoute[] = [
  {
    method: 'GET',
    path: '/api/client/:id/owner-discount-codes',
    write: false,
    screen: 'discounts',
    success: 200,
    request: async (_f, t) => ({ url: `${c(t)}/owner-discount-codes` }),
  },
  {
    method: 'GET',
    path: '/api/client/:id/owner-discount-codes/:codeId',
    write: false,
    screen: 'discounts',
    success: 200,
    request: async (f, t) => ({ url: `${c(t)}/owner-discount-codes/${await newCode(f, t)}` }),
  },
  {
    method: 'POST',
    path: '/api/client/:id/owner-discount-codes',
    write: true,
    screen: 'discounts',
    success: 201,
    request: async (_f, t) => ({ url: `${c(t)}/owner-discount-codes`, payload: codeBody() }),
  },
  {
    method: 'PUT',
    path: '/api/client/:id/owner-discount-codes/:codeId',
    write: true,
    screen: 'discounts',
    success: 200,
    request: async (f, t) => ({ url: `${c(t)}/owner-discount-codes/${await newCode(f, t)}`, payload: codeBody() }),
  },
  {
    method: 'POST',
    path: '/api/client/:id/owner-discount-codes/:codeId/pause',
    write: true,
    screen: 'discounts',
    success: 200,
    request: async (f, t) => ({ url: `${c(t)}/owner-discount-codes/${await newCode(f, t)}/pause`, payload: { paused: true } }),
  },
  {
    method: 'GET',
    path: '/api/client/:id/owner-discount-codes/:codeId/uses',
    write: false,
    screen: 'discounts',
    success: 200,
    request: async (f, t) => ({ url: `${c(t)}/owner-discount-codes/${await newCode(f, t)}/uses` }),
  },
];

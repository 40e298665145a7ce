// oidc-provider's storage in the API database (table `oidc_models`) instead of its in-memory default:
// sessions, grants, interactions, codes and refresh tokens outlive a restart, and every API node on one
// database sees the same ones. Expired rows are never returned; they are deleted by a sweep that runs
// at most every `sweepEveryMs` on a write.
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import {
  consumeOidcModel,
  deleteExpiredOidcModels,
  destroyOidcModel,
  findOidcModel,
  findOidcModelByUid,
  findOidcModelByUserCode,
  revokeOidcGrant,
  upsertOidcModel,
  type AppDb,
  type OidcModelRecord,
} from '../db/index.js';

export interface DbAdapterOptions {
  now?: () => number;
  /** Default 10 minutes. */
  sweepEveryMs?: number;
}

/** Models whose rows belong to a grant (oidc-provider's memory adapter revokes exactly these). */
const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
]);

function toPayload(record: OidcModelRecord | null): AdapterPayload | undefined {
  if (!record) return undefined;
  const payload = record.payload as AdapterPayload;
  // oidc-provider compares `consumed` with truthiness: a used code or rotated refresh token is reuse.
  return record.consumedAt ? { ...payload, consumed: Math.floor(record.consumedAt.getTime() / 1000) } : payload;
}

export function createDbAdapter(db: AppDb, { now = Date.now, sweepEveryMs = 10 * 60_000 }: DbAdapterOptions = {}): AdapterFactory {
  let lastSweep = now();
  const sweep = async () => {
    if (now() - lastSweep < sweepEveryMs) return;
    lastSweep = now();
    await deleteExpiredOidcModels(db, new Date(lastSweep));
  };

  return (kind: string): Adapter => ({
    async upsert(id, payload, expiresIn) {
      await upsertOidcModel(db, {
        kind,
        id,
        payload: payload as Record<string, unknown>,
        grantId: GRANTABLE.has(kind) ? (payload.grantId ?? null) : null,
        uid: kind === 'Session' ? (payload.uid ?? null) : null,
        userCode: payload.userCode ?? null,
        expiresAt: typeof expiresIn === 'number' ? new Date(now() + expiresIn * 1000) : null,
      });
      await sweep();
    },
    find: async (id) => toPayload(await findOidcModel(db, kind, id, new Date(now()))),
    findByUid: async (uid) => toPayload(await findOidcModelByUid(db, kind, uid, new Date(now()))),
    findByUserCode: async (userCode) => toPayload(await findOidcModelByUserCode(db, kind, userCode, new Date(now()))),
    consume: (id) => consumeOidcModel(db, kind, id, new Date(now())),
    destroy: (id) => destroyOidcModel(db, kind, id),
    revokeByGrantId: (grantId) => revokeOidcGrant(db, grantId),
  });
}

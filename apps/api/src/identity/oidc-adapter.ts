// oidc-provider's storage in the API database (table `oidc_models`) instead of its in-memory default:
// sessions, grants, interactions, codes and refresh tokens outlive a restart, and every API node on one
// database sees the same ones. Expired rows are never returned; they are deleted by a sweep that runs
// at most every `sweepEveryMs` on a write.
//
// Secrets are kept hashed only (issue 25, docs/decisions.md "Secrets are never logged nor stored in clear"):
// a model's id is the bearer value itself for codes, refresh tokens and opaque access tokens, and the cookie
// value for sessions and interactions, so every row is keyed by the id's SHA-256 and its payload keeps no
// copy (`jti` is put back from the id asked for; an interaction's copy of the session cookie is dropped, and
// oidc-provider never reads it). A database read alone gives no usable token.
import { createHash } from 'node:crypto';
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

/** The row key of a model id: its SHA-256, hex (the migration of issue 25 hashes older rows the same way). */
export function storedOidcId(id: string): string {
  return createHash('sha256').update(id, 'utf8').digest('hex');
}

/** The payload as stored: without the id itself, nor an interaction's copy of the session cookie. */
function withoutSecrets(payload: AdapterPayload): Record<string, unknown> {
  const { jti: _jti, ...rest } = payload;
  const session = rest.session as Record<string, unknown> | undefined;
  if (session && typeof session === 'object' && 'cookie' in session) {
    const { cookie: _cookie, ...kept } = session;
    return { ...rest, session: kept };
  }
  return rest;
}

function toPayload(id: string | undefined, record: OidcModelRecord | null): AdapterPayload | undefined {
  if (!record) return undefined;
  const payload = { ...(record.payload as AdapterPayload), ...(id === undefined ? {} : { jti: id }) };
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
        id: storedOidcId(id),
        payload: withoutSecrets(payload),
        grantId: GRANTABLE.has(kind) ? (payload.grantId ?? null) : null,
        uid: kind === 'Session' ? (payload.uid ?? null) : null,
        userCode: payload.userCode ?? null,
        expiresAt: typeof expiresIn === 'number' ? new Date(now() + expiresIn * 1000) : null,
      });
      await sweep();
    },
    find: async (id) => toPayload(id, await findOidcModel(db, kind, storedOidcId(id), new Date(now()))),
    // Looked up by another key: the payload's own `jti` is not stored, so it comes back without one
    // (oidc-provider's Session.findByUid reads the uid; user codes are unused).
    findByUid: async (uid) => toPayload(undefined, await findOidcModelByUid(db, kind, uid, new Date(now()))),
    findByUserCode: async (userCode) => toPayload(undefined, await findOidcModelByUserCode(db, kind, userCode, new Date(now()))),
    consume: (id) => consumeOidcModel(db, kind, storedOidcId(id), new Date(now())),
    destroy: (id) => destroyOidcModel(db, kind, storedOidcId(id)),
    revokeByGrantId: (grantId) => revokeOidcGrant(db, grantId),
  });
}

// What the built-in OpenID Connect provider keeps (identity/oidc-adapter.ts): sessions, grants,
// interactions, authorization codes, refresh tokens… one row per oidc-provider model instance, plus
// its signing and cookie keys (kind `ProviderKeys`), so a restart or a second API node on the same
// database keeps everyone signed in.
import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const oidcModels = pgTable(
  'oidc_models',
  {
    /** oidc-provider's model name (`Session`, `Grant`, `RefreshToken`, …) or `ProviderKeys`. */
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** Tokens and codes of a grant, so revoking the grant removes them all. */
    grant_id: text('grant_id'),
    /** Sessions: the uid oidc-provider looks them up by. */
    uid: text('uid'),
    /** Device flow user codes (unused by the editor, part of the adapter contract). */
    user_code: text('user_code'),
    /** Null: never expires (keys). Expired rows are never returned and are swept lazily. */
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    /** Set by `consume` (codes, rotated refresh tokens): a second use is then detected as reuse. */
    consumed_at: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ name: 'oidc_models_pkey', columns: [t.kind, t.id] }),
    index('oidc_models_grant_id_idx').on(t.grant_id),
    index('oidc_models_uid_idx').on(t.uid),
    index('oidc_models_user_code_idx').on(t.user_code),
    index('oidc_models_expires_at_idx').on(t.expires_at),
  ],
);

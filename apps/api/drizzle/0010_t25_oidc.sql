ALTER TABLE "clients" ADD COLUMN "verified_custom_domain" text;--> statement-breakpoint
-- data (t25-oidc)
-- The built-in provider keeps its models under the SHA-256 of their ids (codes, tokens, session and interaction
-- cookies) with no copy in the payload (identity/oidc-adapter.ts): older rows are keyed the same way, so nobody
-- is signed out. Keys are not adapter rows.
UPDATE "oidc_models" SET "id" = encode(sha256(convert_to("id", 'UTF8')), 'hex'), "payload" = ("payload" - 'jti') #- '{session,cookie}' WHERE "kind" <> 'ProviderKeys';

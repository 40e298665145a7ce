ALTER TABLE "appointments" ADD COLUMN "forms_key" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "hold_session_hash" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "hold_address_hash" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "verified_custom_domain" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "forms_key" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "form_uploads" ADD COLUMN "request_id" integer;--> statement-breakpoint
ALTER TABLE "password_tokens" ADD COLUMN "client_id" integer;--> statement-breakpoint
ALTER TABLE "form_uploads" ADD CONSTRAINT "form_uploads_request_id_form_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."form_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_tokens" ADD CONSTRAINT "password_tokens_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_hold_session_idx" ON "appointments" USING btree ("client_id","hold_session_hash") WHERE "appointments"."status" = 'held';--> statement-breakpoint
CREATE INDEX "appointments_hold_address_idx" ON "appointments" USING btree ("client_id","hold_address_hash") WHERE "appointments"."status" = 'held';--> statement-breakpoint
CREATE INDEX "form_uploads_request_idx" ON "form_uploads" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "form_uploads_unattached_idx" ON "form_uploads" USING btree ("created_at") WHERE "form_uploads"."response_id" is null;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_forms_key_key" UNIQUE("forms_key");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_forms_key_key" UNIQUE("forms_key");--> statement-breakpoint
-- data (t25-customers)
UPDATE "form_uploads" SET "request_id" = r."request_id" FROM "form_responses" r WHERE "form_uploads"."response_id" = r."id" AND "form_uploads"."request_id" IS NULL;
--> statement-breakpoint
-- data (t25-oidc)
-- The built-in provider keeps its models under the SHA-256 of their ids (codes, tokens, session and interaction
-- cookies) with no copy in the payload (identity/oidc-adapter.ts): older rows are keyed the same way, so nobody
-- is signed out. Keys are not adapter rows.
UPDATE "oidc_models" SET "id" = encode(sha256(convert_to("id", 'UTF8')), 'hex'), "payload" = ("payload" - 'jti') #- '{session,cookie}' WHERE "kind" <> 'ProviderKeys';
--> statement-breakpoint
-- data (t25-team)
-- A link still unused is kept only for an account that belongs to exactly one business and never set a password:
-- it gets that business; every other unused link is used up (it could reach a member of another business).
UPDATE "password_tokens" SET "client_id" = (SELECT uc."client_id" FROM "user_clients" uc WHERE uc."user_id" = "password_tokens"."user_id")
WHERE "used_at" IS NULL
  AND (SELECT count(*) FROM "user_clients" uc WHERE uc."user_id" = "password_tokens"."user_id") = 1
  AND EXISTS (SELECT 1 FROM "users" u WHERE u."id" = "password_tokens"."user_id" AND u."password_hash" IS NULL);--> statement-breakpoint
UPDATE "password_tokens" SET "used_at" = now() WHERE "used_at" IS NULL AND "client_id" IS NULL;

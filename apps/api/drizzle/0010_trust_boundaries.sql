ALTER TABLE "appointments" ADD COLUMN "forms_key" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "hold_session_hash" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "hold_address_hash" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "verified_custom_domain" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "forms_key" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "form_uploads" ADD COLUMN "request_id" integer;--> statement-breakpoint
ALTER TABLE "form_uploads" ADD CONSTRAINT "form_uploads_request_id_form_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."form_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
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

ALTER TABLE "appointments" ADD COLUMN "hold_session_hash" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "hold_address_hash" text;--> statement-breakpoint
CREATE INDEX "appointments_hold_session_idx" ON "appointments" USING btree ("client_id","hold_session_hash") WHERE "appointments"."status" = 'held';--> statement-breakpoint
CREATE INDEX "appointments_hold_address_idx" ON "appointments" USING btree ("client_id","hold_address_hash") WHERE "appointments"."status" = 'held';
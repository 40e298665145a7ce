ALTER TABLE "idempotency_keys" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "holder" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_check_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_key" text;--> statement-breakpoint
CREATE INDEX "orders_awaiting_payment_idx" ON "orders" USING btree ("updated_at") WHERE "orders"."status" = 'awaiting_payment';--> statement-breakpoint
CREATE INDEX "payments_open_idx" ON "payments" USING btree ("updated_at") WHERE "payments"."status" in ('requires_confirmation', 'requires_action', 'processing');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_client_payment_key" UNIQUE("client_id","payment_key");
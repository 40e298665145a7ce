ALTER TABLE "appointments" ADD COLUMN "manage_key" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "booking_change_hours" smallint DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancel_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_manage_key_key" UNIQUE("manage_key");--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_booking_change_hours" CHECK ("clients"."booking_change_hours" in (0, 2, 12, 24, 48, 72));
ALTER TABLE "customers" ADD COLUMN "portal_key" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_portal_key_key" UNIQUE("portal_key");
ALTER TABLE "mail_messages" ADD COLUMN "secret_link" text;--> statement-breakpoint
ALTER TABLE "password_tokens" ADD COLUMN "purpose" text DEFAULT 'set_password' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_confirmed_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_confirm_reminded_at" timestamp with time zone;
ALTER TABLE "password_tokens" ADD COLUMN "client_id" integer;--> statement-breakpoint
ALTER TABLE "password_tokens" ADD CONSTRAINT "password_tokens_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- data (t25-team)
-- A link still unused is kept only for an account that belongs to exactly one business and never set a password:
-- it gets that business; every other unused link is used up (it could reach a member of another business).
UPDATE "password_tokens" SET "client_id" = (SELECT uc."client_id" FROM "user_clients" uc WHERE uc."user_id" = "password_tokens"."user_id")
WHERE "used_at" IS NULL
  AND (SELECT count(*) FROM "user_clients" uc WHERE uc."user_id" = "password_tokens"."user_id") = 1
  AND EXISTS (SELECT 1 FROM "users" u WHERE u."id" = "password_tokens"."user_id" AND u."password_hash" IS NULL);--> statement-breakpoint
UPDATE "password_tokens" SET "used_at" = now() WHERE "used_at" IS NULL AND "client_id" IS NULL;

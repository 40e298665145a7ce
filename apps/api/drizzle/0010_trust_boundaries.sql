ALTER TABLE "appointments" ADD COLUMN "forms_key" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "hold_session_hash" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "hold_address_hash" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "verified_custom_domain" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "forms_key" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "form_uploads" ADD COLUMN "request_id" integer;--> statement-breakpoint
ALTER TABLE "password_tokens" ADD COLUMN "client_id" integer;--> statement-breakpoint
ALTER TABLE "team_invites" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "form_uploads" ADD CONSTRAINT "form_uploads_request_id_form_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."form_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_tokens" ADD CONSTRAINT "password_tokens_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_hold_session_idx" ON "appointments" USING btree ("client_id","hold_session_hash") WHERE "appointments"."status" = 'held';--> statement-breakpoint
CREATE INDEX "appointments_hold_address_idx" ON "appointments" USING btree ("client_id","hold_address_hash") WHERE "appointments"."status" = 'held';--> statement-breakpoint
CREATE INDEX "form_uploads_request_idx" ON "form_uploads" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "form_uploads_unattached_idx" ON "form_uploads" USING btree ("created_at") WHERE "form_uploads"."response_id" is null;--> statement-breakpoint
ALTER TABLE "clients" DROP COLUMN "currency";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "currency_symbol";--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_forms_key_key" UNIQUE("forms_key");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_forms_key_key" UNIQUE("forms_key");--> statement-breakpoint
ALTER TABLE "team_invites" ADD CONSTRAINT "team_invites_id_key" UNIQUE("id");--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_currency_code_iso" CHECK ("clients"."currency_code" ~ '^[A-Z]{3}$');--> statement-breakpoint
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
--> statement-breakpoint
-- data (t25-money)
-- Each business charges and shows ONE ISO 4217 currency: its country's (ISO 3166-1 → ISO 4217, the pairs
-- generated from core-model's country-to-currency, USD pairs left out), so the Spanish salon moves from the
-- USD it was charged in to EUR and US businesses keep USD. Orders keep the currency they were charged in.
UPDATE "clients" SET "currency_code" = "c"."code"
FROM (VALUES
  ('AD', 'EUR'), ('AE', 'AED'), ('AF', 'AFN'), ('AG', 'XCD'), ('AI', 'XCD'), ('AL', 'ALL'), ('AM', 'AMD'), ('AN', 'ANG'), ('AO', 'AOA'), ('AR', 'ARS'),
  ('AT', 'EUR'), ('AU', 'AUD'), ('AW', 'AWG'), ('AX', 'EUR'), ('AZ', 'AZN'), ('BA', 'BAM'), ('BB', 'BBD'), ('BD', 'BDT'), ('BE', 'EUR'), ('BF', 'XOF'),
  ('BG', 'EUR'), ('BH', 'BHD'), ('BI', 'BIF'), ('BJ', 'XOF'), ('BL', 'EUR'), ('BM', 'BMD'), ('BN', 'BND'), ('BO', 'BOB'), ('BR', 'BRL'), ('BS', 'BSD'),
  ('BT', 'BTN'), ('BV', 'NOK'), ('BW', 'BWP'), ('BY', 'BYN'), ('BZ', 'BZD'), ('CA', 'CAD'), ('CC', 'AUD'), ('CD', 'CDF'), ('CF', 'XAF'), ('CG', 'XAF'),
  ('CH', 'CHF'), ('CI', 'XOF'), ('CK', 'NZD'), ('CL', 'CLP'), ('CM', 'XAF'), ('CN', 'CNY'), ('CO', 'COP'), ('CR', 'CRC'), ('CU', 'CUP'), ('CV', 'CVE'),
  ('CW', 'XCG'), ('CX', 'AUD'), ('CY', 'EUR'), ('CZ', 'CZK'), ('DE', 'EUR'), ('DJ', 'DJF'), ('DK', 'DKK'), ('DM', 'XCD'), ('DO', 'DOP'), ('DZ', 'DZD'),
  ('EE', 'EUR'), ('EG', 'EGP'), ('EH', 'MAD'), ('ER', 'ERN'), ('ES', 'EUR'), ('ET', 'ETB'), ('FI', 'EUR'), ('FJ', 'FJD'), ('FK', 'FKP'), ('FO', 'DKK'),
  ('FR', 'EUR'), ('GA', 'XAF'), ('GB', 'GBP'), ('GD', 'XCD'), ('GE', 'GEL'), ('GF', 'EUR'), ('GG', 'GBP'), ('GH', 'GHS'), ('GI', 'GIP'), ('GL', 'DKK'),
  ('GM', 'GMD'), ('GN', 'GNF'), ('GP', 'EUR'), ('GQ', 'XAF'), ('GR', 'EUR'), ('GS', 'FKP'), ('GT', 'GTQ'), ('GW', 'XOF'), ('GY', 'GYD'), ('HK', 'HKD'),
  ('HM', 'AUD'), ('HN', 'HNL'), ('HR', 'EUR'), ('HT', 'HTG'), ('HU', 'HUF'), ('ID', 'IDR'), ('IE', 'EUR'), ('IL', 'ILS'), ('IM', 'GBP'), ('IN', 'INR'),
  ('IQ', 'IQD'), ('IR', 'IRR'), ('IS', 'ISK'), ('IT', 'EUR'), ('JE', 'GBP'), ('JM', 'JMD'), ('JO', 'JOD'), ('JP', 'JPY'), ('KE', 'KES'), ('KG', 'KGS'),
  ('KH', 'KHR'), ('KI', 'AUD'), ('KM', 'KMF'), ('KN', 'XCD'), ('KP', 'KPW'), ('KR', 'KRW'), ('KW', 'KWD'), ('KY', 'KYD'), ('KZ', 'KZT'), ('LA', 'LAK'),
  ('LB', 'LBP'), ('LC', 'XCD'), ('LI', 'CHF'), ('LK', 'LKR'), ('LR', 'LRD'), ('LS', 'LSL'), ('LT', 'EUR'), ('LU', 'EUR'), ('LV', 'EUR'), ('LY', 'LYD'),
  ('MA', 'MAD'), ('MC', 'EUR'), ('MD', 'MDL'), ('ME', 'EUR'), ('MF', 'EUR'), ('MG', 'MGA'), ('MK', 'MKD'), ('ML', 'XOF'), ('MM', 'MMK'), ('MN', 'MNT'),
  ('MO', 'MOP'), ('MQ', 'EUR'), ('MR', 'MRU'), ('MS', 'XCD'), ('MT', 'EUR'), ('MU', 'MUR'), ('MV', 'MVR'), ('MW', 'MWK'), ('MX', 'MXN'), ('MY', 'MYR'),
  ('MZ', 'MZN'), ('NA', 'NAD'), ('NC', 'XPF'), ('NE', 'XOF'), ('NF', 'AUD'), ('NG', 'NGN'), ('NI', 'NIO'), ('NL', 'EUR'), ('NO', 'NOK'), ('NP', 'NPR'),
  ('NR', 'AUD'), ('NU', 'NZD'), ('NZ', 'NZD'), ('OM', 'OMR'), ('PA', 'PAB'), ('PE', 'PEN'), ('PF', 'XPF'), ('PG', 'PGK'), ('PH', 'PHP'), ('PK', 'PKR'),
  ('PL', 'PLN'), ('PM', 'EUR'), ('PN', 'NZD'), ('PS', 'ILS'), ('PT', 'EUR'), ('PY', 'PYG'), ('QA', 'QAR'), ('RE', 'EUR'), ('RO', 'RON'), ('RS', 'RSD'),
  ('RU', 'RUB'), ('RW', 'RWF'), ('SA', 'SAR'), ('SB', 'SBD'), ('SC', 'SCR'), ('SD', 'SDG'), ('SE', 'SEK'), ('SG', 'SGD'), ('SH', 'SHP'), ('SI', 'EUR'),
  ('SJ', 'NOK'), ('SK', 'EUR'), ('SL', 'SLE'), ('SM', 'EUR'), ('SN', 'XOF'), ('SO', 'SOS'), ('SR', 'SRD'), ('SS', 'SSP'), ('ST', 'STN'), ('SX', 'XCG'),
  ('SY', 'SYP'), ('SZ', 'SZL'), ('TD', 'XAF'), ('TF', 'EUR'), ('TG', 'XOF'), ('TH', 'THB'), ('TJ', 'TJS'), ('TK', 'NZD'), ('TM', 'TMT'), ('TN', 'TND'),
  ('TO', 'TOP'), ('TR', 'TRY'), ('TT', 'TTD'), ('TV', 'AUD'), ('TW', 'TWD'), ('TZ', 'TZS'), ('UA', 'UAH'), ('UG', 'UGX'), ('UY', 'UYU'), ('UZ', 'UZS'),
  ('VA', 'EUR'), ('VC', 'XCD'), ('VE', 'VES'), ('VN', 'VND'), ('VU', 'VUV'), ('WF', 'XPF'), ('WS', 'WST'), ('XK', 'EUR'), ('YE', 'YER'), ('YT', 'EUR'),
  ('ZA', 'ZAR'), ('ZM', 'ZMW'), ('ZW', 'ZWG')
) AS "c" ("country", "code")
WHERE upper("clients"."country"->>'country_code') = "c"."country";

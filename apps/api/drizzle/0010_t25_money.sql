ALTER TABLE "clients" DROP COLUMN "currency";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "currency_symbol";--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_currency_code_iso" CHECK ("clients"."currency_code" ~ '^[A-Z]{3}$');--> statement-breakpoint
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

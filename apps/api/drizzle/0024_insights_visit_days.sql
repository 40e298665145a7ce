CREATE TABLE "visit_day_builds" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_days" (
	"client_id" integer NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"medium" text NOT NULL,
	"campaign" text NOT NULL,
	"visits" integer NOT NULL,
	CONSTRAINT "visit_days_client_id_day_source_medium_campaign_pk" PRIMARY KEY("client_id","day","source","medium","campaign")
);
--> statement-breakpoint
ALTER TABLE "visit_day_builds" ADD CONSTRAINT "visit_day_builds_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_days" ADD CONSTRAINT "visit_days_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;
CREATE TABLE "recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recovery_codes_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
CREATE TABLE "second_factors" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"require_second_factor" boolean DEFAULT false NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_settings_one_row" CHECK ("team_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "text_messages" ADD COLUMN "code_until_sent" text;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_factors" ADD CONSTRAINT "second_factors_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_settings" ADD CONSTRAINT "team_settings_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recovery_codes_account_idx" ON "recovery_codes" USING btree ("account_id");--> statement-breakpoint
-- One-time codes are kept only as their hash: texts stored before keep their words with the code masked.
UPDATE "text_messages" SET "body" = regexp_replace("body", '\m[0-9]{6}\M', '••••••', 'g'), "variables" = coalesce((SELECT jsonb_object_agg("key", regexp_replace("value", '^[0-9]{6}$', '••••••')) FROM jsonb_each_text("variables")), '{}'::jsonb) WHERE "kind" = 'phone.code';
--> statement-breakpoint
-- A code text still queued was written before the live code had a place of its own: it is not sent.
UPDATE "text_messages" SET "status" = 'skipped', "status_reason" = 'the code was masked before it could be sent', "updated_at" = now() WHERE "kind" = 'phone.code' AND "status" = 'pending';

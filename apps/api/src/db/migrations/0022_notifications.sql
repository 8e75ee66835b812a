CREATE TYPE "public"."text_channel" AS ENUM('sms', 'whatsapp');--> statement-breakpoint
CREATE TYPE "public"."text_message_status" AS ENUM('pending', 'sent', 'delivered', 'undelivered', 'failed', 'dead', 'skipped');--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"phone" text,
	"phone_verified_at" timestamp with time zone,
	"sms_bookings" boolean DEFAULT false NOT NULL,
	"sms_reminders" boolean DEFAULT false NOT NULL,
	"whatsapp_bookings" boolean DEFAULT false NOT NULL,
	"whatsapp_reminders" boolean DEFAULT false NOT NULL,
	"whatsapp_consent_at" timestamp with time zone,
	"whatsapp_consent_wording" text,
	"sms_opted_out_at" timestamp with time zone,
	"whatsapp_opted_out_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_verifications" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "text_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"notice_key" text NOT NULL,
	"channel" text_channel NOT NULL,
	"kind" text NOT NULL,
	"account_id" uuid,
	"to_phone" text NOT NULL,
	"sender" text NOT NULL,
	"template_id" text NOT NULL,
	"variables" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"body" text NOT NULL,
	"appointment_id" uuid,
	"session_starts_at" timestamp with time zone,
	"status" text_message_status DEFAULT 'pending' NOT NULL,
	"status_reason" text,
	"provider_message_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "text_messages_provider_message_id_unique" UNIQUE("provider_message_id"),
	CONSTRAINT "text_messages_notice_channel_key" UNIQUE("notice_key","channel")
);
--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD CONSTRAINT "phone_verifications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_messages" ADD CONSTRAINT "text_messages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_verifications_phone_idx" ON "phone_verifications" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "text_messages_created_idx" ON "text_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "text_messages_phone_idx" ON "text_messages" USING btree ("to_phone");
CREATE TYPE "public"."calendar_feed_audience" AS ENUM('therapist', 'client');--> statement-breakpoint
CREATE TABLE "therapist_booking_rules" (
	"therapist_id" uuid PRIMARY KEY NOT NULL,
	"minimum_notice_hours" smallint DEFAULT 2 NOT NULL,
	CONSTRAINT "therapist_booking_rules_notice" CHECK ("therapist_booking_rules"."minimum_notice_hours" BETWEEN 0 AND 168)
);
--> statement-breakpoint
CREATE TABLE "therapist_date_hours" (
	"therapist_id" uuid NOT NULL,
	"on_date" date NOT NULL,
	"start_times" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "therapist_date_hours_therapist_id_on_date_pk" PRIMARY KEY("therapist_id","on_date")
);
--> statement-breakpoint
CREATE TABLE "therapist_time_off" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"therapist_id" uuid NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "therapist_time_off_order" CHECK ("therapist_time_off"."first_day" <= "therapist_time_off"."last_day"),
	CONSTRAINT "therapist_time_off_note_length" CHECK (char_length("therapist_time_off"."note") <= 200)
);
--> statement-breakpoint
CREATE TABLE "calendar_feed_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"audience" "calendar_feed_audience" NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feed_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "calendar_feed_tokens_account_audience_key" UNIQUE("account_id","audience")
);
--> statement-breakpoint
ALTER TABLE "therapist_booking_rules" ADD CONSTRAINT "therapist_booking_rules_therapist_id_therapists_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."therapists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapist_date_hours" ADD CONSTRAINT "therapist_date_hours_therapist_id_therapists_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."therapists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapist_time_off" ADD CONSTRAINT "therapist_time_off_therapist_id_therapists_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."therapists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feed_tokens" ADD CONSTRAINT "calendar_feed_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "therapist_time_off_therapist_idx" ON "therapist_time_off" USING btree ("therapist_id","last_day");--> statement-breakpoint
-- Hand-written: time off, date hours and booking rules decide which slots are open (weekly hours
-- since migration 0017),
-- so every write to them moves the therapist's slot version in the same transaction (the function
-- of migrations 0008 and 0014), like a booking does: cached booked slots and anything else built
-- on slot versions follow at once. A TRUNCATE moves the epoch.
CREATE TRIGGER therapist_time_off_bump_slot_version
AFTER INSERT OR UPDATE OR DELETE ON therapist_time_off
FOR EACH ROW EXECUTE FUNCTION bump_slot_version();
--> statement-breakpoint
CREATE TRIGGER therapist_time_off_truncate_slot_version
AFTER TRUNCATE ON therapist_time_off
FOR EACH STATEMENT EXECUTE FUNCTION bump_slot_version();
--> statement-breakpoint
CREATE TRIGGER therapist_date_hours_bump_slot_version
AFTER INSERT OR UPDATE OR DELETE ON therapist_date_hours
FOR EACH ROW EXECUTE FUNCTION bump_slot_version();
--> statement-breakpoint
CREATE TRIGGER therapist_date_hours_truncate_slot_version
AFTER TRUNCATE ON therapist_date_hours
FOR EACH STATEMENT EXECUTE FUNCTION bump_slot_version();
--> statement-breakpoint
CREATE TRIGGER therapist_booking_rules_bump_slot_version
AFTER INSERT OR UPDATE OR DELETE ON therapist_booking_rules
FOR EACH ROW EXECUTE FUNCTION bump_slot_version();
--> statement-breakpoint
CREATE TRIGGER therapist_booking_rules_truncate_slot_version
AFTER TRUNCATE ON therapist_booking_rules
FOR EACH STATEMENT EXECUTE FUNCTION bump_slot_version();

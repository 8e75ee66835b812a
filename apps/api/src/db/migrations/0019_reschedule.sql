CREATE TYPE "public"."reschedule_proposal_status" AS ENUM('pending', 'accepted', 'declined', 'lapsed');--> statement-breakpoint
CREATE TABLE "reschedule_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"slots" jsonb NOT NULL,
	"status" "reschedule_proposal_status" DEFAULT 'pending' NOT NULL,
	"lapses_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "reschedule_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "invite_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reschedule_proposals" ADD CONSTRAINT "reschedule_proposals_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reschedule_proposals_pending_key" ON "reschedule_proposals" USING btree ("appointment_id") WHERE "reschedule_proposals"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "reschedule_proposals_lapse_idx" ON "reschedule_proposals" USING btree ("lapses_at") WHERE "reschedule_proposals"."status" = 'pending';
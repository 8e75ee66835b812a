ALTER TYPE "public"."therapist_status" ADD VALUE 'changes_requested' BEFORE 'rejected';--> statement-breakpoint
ALTER TABLE "therapists" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "therapists" ADD COLUMN "status_changed_at" timestamp with time zone;
CREATE TYPE "public"."upload_review_state" AS ENUM('pending', 'accepted', 'rejected');--> statement-breakpoint
ALTER TABLE "therapists" ADD COLUMN "verification_granted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "review_state" "upload_review_state" DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_reviewed_by_accounts_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_document_review_idx" ON "uploads" USING btree ("review_state","created_at") WHERE "uploads"."kind" = 'qualification_document';--> statement-breakpoint
-- Hand-written backfill (decision 0048). The team's verification is what the badge said until now.
UPDATE "therapists" SET "verification_granted" = true WHERE "verified";
--> statement-breakpoint
-- Photos are not reviewed: they go live at once (decision 0022).
UPDATE "uploads" SET "review_state" = 'accepted' WHERE "kind" = 'photo';
--> statement-breakpoint
-- The documents of a therapist the team already verified count as accepted (no reviewer or time
-- is known: the decision was taken before documents were reviewed one by one); every other
-- document, an applicant's included, waits in the queue (the column's default).
UPDATE "uploads" SET "review_state" = 'accepted'
WHERE "kind" = 'qualification_document'
  AND "therapist_id" IN (SELECT "id" FROM "therapists" WHERE "verified");

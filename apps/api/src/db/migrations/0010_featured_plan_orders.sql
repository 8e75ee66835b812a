CREATE TYPE "public"."payment_purpose" AS ENUM('booking', 'featured_plan');--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "purpose" "payment_purpose" DEFAULT 'booking' NOT NULL;--> statement-breakpoint
CREATE INDEX "payments_featured_idx" ON "payments" USING btree ("therapist_id","created_at") WHERE purpose = 'featured_plan';
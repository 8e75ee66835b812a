ALTER TABLE "uploads" ADD COLUMN "file_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "uploads_therapist_idx" ON "uploads" USING btree ("therapist_id");
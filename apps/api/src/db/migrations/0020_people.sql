ALTER TABLE "accounts" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "disabled_reason" text;--> statement-breakpoint
CREATE INDEX "accounts_people_search_trgm" ON "accounts" USING gin ((lower("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || coalesce("phone", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "appointments_phone_trgm" ON "appointments" USING gin ("phone" gin_trgm_ops);
DROP INDEX "refunds_provider_payment_key";--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "series_id" uuid;--> statement-breakpoint
CREATE INDEX "appointments_series_idx" ON "appointments" USING btree ("series_id","starts_at") WHERE "appointments"."series_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_series_key" ON "payments" USING btree ("series_id") WHERE "payments"."series_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_provider_payment_key" ON "refunds" USING btree ("provider_payment_id") WHERE "refunds"."idempotency_key" NOT LIKE 'goodwill-%' AND "refunds"."idempotency_key" NOT LIKE 'series-%';
-- Generated, then edited to backfill: refunds carried only an English sentence, which the code
-- compared to classify them. Existing rows get their cause from their idempotency key's prefix
-- and, for late refunds, from the sentences the code has always written. A row that matches none
-- leaves the cause empty and SET NOT NULL stops the migration, rather than guessing.
CREATE TYPE "public"."refund_cause" AS ENUM('cancellation', 'hold-expired', 'reservation-expired', 'reservation-cancelled', 'session-started', 'account-closed', 'duplicate-payment', 'extra-payment');--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "cause" "refund_cause";--> statement-breakpoint
UPDATE "refunds" SET "cause" = (CASE
	WHEN "idempotency_key" LIKE 'cancel-%' THEN 'cancellation'
	WHEN "idempotency_key" LIKE 'duplicate-%' THEN 'duplicate-payment'
	WHEN "idempotency_key" LIKE 'extra-%' THEN 'extra-payment'
	WHEN "reason" = 'slot taken after the payment hold expired' THEN 'hold-expired'
	WHEN "reason" = 'slot taken after the reservation expired' THEN 'reservation-expired'
	WHEN "reason" = 'appointment cancelled before the payment completed' THEN 'reservation-cancelled'
	WHEN "reason" = 'the session had started before the payment completed' THEN 'session-started'
	WHEN "reason" = 'the client deleted their account before the payment completed' THEN 'account-closed'
END)::"refund_cause";--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "cause" SET NOT NULL;

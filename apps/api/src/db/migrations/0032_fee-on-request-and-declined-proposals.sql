ALTER TYPE "public"."refund_cause" ADD VALUE 'proposal-declined';--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "therapist_fee_rupees" DROP NOT NULL;
CREATE TYPE "public"."invoice_kind" AS ENUM('invoice', 'credit-note');--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"series" text NOT NULL,
	"financial_year" integer NOT NULL,
	"last_sequence" integer NOT NULL,
	CONSTRAINT "invoice_counters_series_financial_year_pk" PRIMARY KEY("series","financial_year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "invoice_kind" NOT NULL,
	"number" text NOT NULL,
	"series" text NOT NULL,
	"financial_year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"payment_id" uuid NOT NULL,
	"provider_payment_id" text NOT NULL,
	"refund_id" uuid,
	"credits_invoice_id" uuid,
	"buyer_account_id" uuid NOT NULL,
	"purpose" "payment_purpose" NOT NULL,
	"total_paise" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_total_positive" CHECK ("invoices"."total_paise" > 0),
	CONSTRAINT "invoices_credit_note_names_refund" CHECK (("invoices"."kind" = 'credit-note') = ("invoices"."refund_id" IS NOT NULL AND "invoices"."credits_invoice_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credits_invoice_id_invoices_id_fk" FOREIGN KEY ("credits_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_buyer_account_id_accounts_id_fk" FOREIGN KEY ("buyer_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_sequence_key" ON "invoices" USING btree ("series","financial_year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_payment_key" ON "invoices" USING btree ("provider_payment_id") WHERE "invoices"."kind" = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_refund_key" ON "invoices" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "invoices_buyer_idx" ON "invoices" USING btree ("buyer_account_id","issued_at");--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at");
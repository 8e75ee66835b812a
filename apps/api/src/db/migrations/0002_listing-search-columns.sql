CREATE SEQUENCE "public"."listing_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "listing_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "listing_version_single_row" CHECK ("listing_version"."id")
);
--> statement-breakpoint
ALTER TABLE "therapists" ADD COLUMN "search_specialities" text[] GENERATED ALWAYS AS (listing_norm_array(specialities)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "therapists" ADD COLUMN "search_languages" text[] GENERATED ALWAYS AS (listing_norm_array(languages)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "therapists" ADD COLUMN "search_modes" text[] GENERATED ALWAYS AS (listing_norm_array(session_modes)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "therapists" ADD COLUMN "search_title" text GENERATED ALWAYS AS (listing_title(professional_title, speciality)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "therapists" ADD COLUMN "search_title_key" text GENERATED ALWAYS AS (listing_title_key(listing_title(professional_title, speciality))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "therapists" ADD COLUMN "search_city" text GENERATED ALWAYS AS (listing_norm(city)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "therapists" ADD COLUMN "search_city_parts" text[] GENERATED ALWAYS AS (listing_city_parts(city)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "therapists" ADD COLUMN "search_gender" text GENERATED ALWAYS AS (listing_norm(gender)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "therapists_search_specialities_idx" ON "therapists" USING gin ("search_specialities");--> statement-breakpoint
CREATE INDEX "therapists_search_languages_idx" ON "therapists" USING gin ("search_languages");--> statement-breakpoint
CREATE INDEX "therapists_search_modes_idx" ON "therapists" USING gin ("search_modes");--> statement-breakpoint
CREATE INDEX "therapists_search_title_key_idx" ON "therapists" USING btree ("search_title_key");--> statement-breakpoint
CREATE INDEX "therapists_search_title_idx" ON "therapists" USING btree ("search_title");--> statement-breakpoint
CREATE INDEX "therapists_search_city_idx" ON "therapists" USING btree ("search_city");
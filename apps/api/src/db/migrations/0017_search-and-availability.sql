-- Hand-written (top): trigram matching for the search box, and what it matches: the therapist's
-- name, title, specialities, areas of expertise, languages and city, lower case, one space between
-- words. IMMUTABLE (like the listing_* normalisers of migration 0001) so the generated columns
-- below can use it: nothing is normalised per row while searching.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE FUNCTION listing_search_text(
  name text, professional_title text, speciality text, specialities text[], expertise text[],
  languages text[], city text
) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT btrim(regexp_replace(lower(concat_ws(' ', name, professional_title, speciality,
    array_to_string(specialities, ' '), array_to_string(expertise, ' '),
    array_to_string(languages, ' '), city)), '[[:space:],;/()]+', ' ', 'g'))
$$;
--> statement-breakpoint
CREATE TABLE "therapist_availability" (
	"therapist_id" uuid PRIMARY KEY NOT NULL,
	"next_available" timestamp with time zone,
	"window_start" date NOT NULL,
	"day_masks" integer[] NOT NULL,
	"slot_epoch" bigint NOT NULL,
	"slot_version" bigint NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "therapists" ADD COLUMN "search_text" text GENERATED ALWAYS AS (listing_search_text(name, professional_title, speciality, specialities, expertise, languages, city)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "therapists" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, listing_search_text(name, professional_title, speciality, specialities, expertise, languages, city))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "therapist_availability" ADD CONSTRAINT "therapist_availability_therapist_id_therapists_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."therapists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "therapist_availability_next_idx" ON "therapist_availability" USING btree ("next_available");--> statement-breakpoint
CREATE INDEX "therapist_availability_valid_until_idx" ON "therapist_availability" USING btree ("valid_until");--> statement-breakpoint
CREATE INDEX "slot_versions_version_idx" ON "slot_versions" USING btree ("version");--> statement-breakpoint
CREATE INDEX "therapists_search_text_trgm_idx" ON "therapists" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "therapists_search_document_idx" ON "therapists" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "therapists_fee_idx" ON "therapists" USING btree ("fee_rupees");--> statement-breakpoint
CREATE INDEX "therapists_experience_idx" ON "therapists" USING btree ("experience_years");
--> statement-breakpoint
-- Hand-written (bottom): cached listing answers carry each card's next open slot and answer the
-- availability filters, so a change of the read model moves the listing version (migration 0013).
CREATE TRIGGER therapist_availability_bump_listing_version
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON therapist_availability
FOR EACH STATEMENT EXECUTE FUNCTION bump_listing_version();
--> statement-breakpoint
-- Weekly hours decide the open slots: a change moves the therapist's slot version (migration 0008)
-- in the same transaction, which is what keeps the availability read model in step.
CREATE TRIGGER therapist_hours_bump_slot_version
AFTER INSERT OR UPDATE OR DELETE ON therapist_hours
FOR EACH ROW EXECUTE FUNCTION bump_slot_version();
--> statement-breakpoint
CREATE TRIGGER therapist_hours_truncate_slot_version
AFTER TRUNCATE ON therapist_hours
FOR EACH STATEMENT EXECUTE FUNCTION bump_slot_version();

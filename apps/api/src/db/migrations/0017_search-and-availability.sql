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
-- availability filters, so a change of the read model moves the listing version (migration 0013)
-- -- only a change a search can see: a refresh that finds the same slots, or a row with no open
-- slot where there was none (the listing reads a missing row as no open slot), moves nothing.
CREATE FUNCTION bump_listing_version_for_availability() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF EXISTS (SELECT 1 FROM changed_rows WHERE next_available IS NOT NULL) THEN
      PERFORM move_listing_version();
    END IF;
  ELSIF TG_OP = 'UPDATE' THEN
    IF EXISTS (
      SELECT n.next_available, n.window_start, n.day_masks FROM changed_rows n
      EXCEPT
      SELECT o.next_available, o.window_start, o.day_masks FROM previous_rows o
    ) THEN
      PERFORM move_listing_version();
    END IF;
  ELSIF EXISTS (SELECT 1 FROM previous_rows WHERE next_available IS NOT NULL) THEN
    PERFORM move_listing_version();
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER therapist_availability_insert_listing_version
AFTER INSERT ON therapist_availability
REFERENCING NEW TABLE AS changed_rows
FOR EACH STATEMENT EXECUTE FUNCTION bump_listing_version_for_availability();
--> statement-breakpoint
CREATE TRIGGER therapist_availability_update_listing_version
AFTER UPDATE ON therapist_availability
REFERENCING OLD TABLE AS previous_rows NEW TABLE AS changed_rows
FOR EACH STATEMENT EXECUTE FUNCTION bump_listing_version_for_availability();
--> statement-breakpoint
CREATE TRIGGER therapist_availability_delete_listing_version
AFTER DELETE ON therapist_availability
REFERENCING OLD TABLE AS previous_rows
FOR EACH STATEMENT EXECUTE FUNCTION bump_listing_version_for_availability();
--> statement-breakpoint
CREATE TRIGGER therapist_availability_truncate_listing_version
AFTER TRUNCATE ON therapist_availability
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

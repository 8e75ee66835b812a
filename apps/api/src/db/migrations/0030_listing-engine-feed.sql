CREATE SEQUENCE "public"."listing_revision_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "listing_changes" (
	"therapist_id" uuid PRIMARY KEY NOT NULL,
	"revision" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_revision" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"revision" bigint NOT NULL,
	CONSTRAINT "listing_revision_single_row" CHECK ("listing_revision"."id")
);
--> statement-breakpoint
ALTER TABLE "listing_words" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "listing_words" CASCADE;--> statement-breakpoint
DROP INDEX "therapists_city_lower_idx";--> statement-breakpoint
DROP INDEX "therapists_search_specialities_idx";--> statement-breakpoint
DROP INDEX "therapists_search_languages_idx";--> statement-breakpoint
DROP INDEX "therapists_search_modes_idx";--> statement-breakpoint
DROP INDEX "therapists_search_title_key_idx";--> statement-breakpoint
DROP INDEX "therapists_search_title_idx";--> statement-breakpoint
DROP INDEX "therapists_search_city_idx";--> statement-breakpoint
DROP INDEX "therapists_search_text_trgm_idx";--> statement-breakpoint
DROP INDEX "therapists_search_document_idx";--> statement-breakpoint
DROP INDEX "therapists_fee_idx";--> statement-breakpoint
DROP INDEX "therapists_experience_idx";--> statement-breakpoint
CREATE INDEX "listing_changes_revision_idx" ON "listing_changes" USING btree ("revision","therapist_id");--> statement-breakpoint
ALTER TABLE "therapists" DROP COLUMN "search_specialities";--> statement-breakpoint
ALTER TABLE "therapists" DROP COLUMN "search_languages";--> statement-breakpoint
ALTER TABLE "therapists" DROP COLUMN "search_modes";--> statement-breakpoint
ALTER TABLE "therapists" DROP COLUMN "search_title";--> statement-breakpoint
ALTER TABLE "therapists" DROP COLUMN "search_title_key";--> statement-breakpoint
ALTER TABLE "therapists" DROP COLUMN "search_city";--> statement-breakpoint
ALTER TABLE "therapists" DROP COLUMN "search_city_parts";--> statement-breakpoint
ALTER TABLE "therapists" DROP COLUMN "search_gender";--> statement-breakpoint
ALTER TABLE "therapists" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "therapists" DROP COLUMN "search_document";--> statement-breakpoint
-- Hand-written (bottom): the listing is answered by the engine in memory alone (decision 0057),
-- so the SQL search path's normalisers, search columns and words go; what the engine needs is the
-- feed below, which tells every process which therapists changed since the revision it applied.
DROP TRIGGER therapists_listing_words ON therapists;
--> statement-breakpoint
DROP FUNCTION add_listing_words();
--> statement-breakpoint
DROP FUNCTION listing_search_text(text, text, text, text[], text[], text[], text);
--> statement-breakpoint
DROP FUNCTION listing_city_parts(text);
--> statement-breakpoint
DROP FUNCTION listing_title_key(text);
--> statement-breakpoint
DROP FUNCTION listing_title(text, text);
--> statement-breakpoint
DROP FUNCTION listing_norm_array(text[]);
--> statement-breakpoint
DROP FUNCTION listing_norm(text);
--> statement-breakpoint
-- The revision is taken once its row is locked, so revisions are handed out in commit order, and
-- announced on 'listing_revision' (when the session asks, migration 0014).
CREATE FUNCTION move_listing_revision() RETURNS bigint
LANGUAGE plpgsql
AS $$
DECLARE
  v bigint;
BEGIN
  UPDATE listing_revision SET revision = nextval('listing_revision_seq') RETURNING revision INTO v;
  IF NOT FOUND THEN
    INSERT INTO listing_revision (id, revision) VALUES (true, nextval('listing_revision_seq'))
    ON CONFLICT (id) DO UPDATE SET revision = nextval('listing_revision_seq')
    RETURNING revision INTO v;
  END IF;
  IF current_setting('app.announce_versions', true) = 'on' THEN
    PERFORM pg_notify('listing_revision', v::text);
  END IF;
  RETURN v;
END
$$;
--> statement-breakpoint
-- Every therapist a statement wrote is stamped with the statement's revision; a statement that
-- wrote no row moves nothing. A TRUNCATE stamps the nil uuid: the rows before it are all gone.
CREATE FUNCTION note_listing_changes() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  v bigint;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    v := move_listing_revision();
    INSERT INTO listing_changes (therapist_id, revision)
    VALUES ('00000000-0000-0000-0000-000000000000', v)
    ON CONFLICT (therapist_id) DO UPDATE SET revision = excluded.revision;
  ELSIF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM previous_rows) THEN
      v := move_listing_revision();
      INSERT INTO listing_changes (therapist_id, revision)
      SELECT id, v FROM previous_rows ORDER BY id
      ON CONFLICT (therapist_id) DO UPDATE SET revision = excluded.revision;
    END IF;
  ELSIF EXISTS (SELECT 1 FROM changed_rows) THEN
    v := move_listing_revision();
    INSERT INTO listing_changes (therapist_id, revision)
    SELECT id, v FROM changed_rows ORDER BY id
    ON CONFLICT (therapist_id) DO UPDATE SET revision = excluded.revision;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER therapists_note_listing_inserts
AFTER INSERT ON therapists
REFERENCING NEW TABLE AS changed_rows
FOR EACH STATEMENT EXECUTE FUNCTION note_listing_changes();
--> statement-breakpoint
CREATE TRIGGER therapists_note_listing_updates
AFTER UPDATE ON therapists
REFERENCING NEW TABLE AS changed_rows
FOR EACH STATEMENT EXECUTE FUNCTION note_listing_changes();
--> statement-breakpoint
CREATE TRIGGER therapists_note_listing_deletes
AFTER DELETE ON therapists
REFERENCING OLD TABLE AS previous_rows
FOR EACH STATEMENT EXECUTE FUNCTION note_listing_changes();
--> statement-breakpoint
CREATE TRIGGER therapists_note_listing_truncate
AFTER TRUNCATE ON therapists
FOR EACH STATEMENT EXECUTE FUNCTION note_listing_changes();
--> statement-breakpoint
INSERT INTO listing_revision (id, revision) VALUES (true, nextval('listing_revision_seq'));
--> statement-breakpoint
INSERT INTO listing_changes (therapist_id, revision)
SELECT id, (SELECT revision FROM listing_revision) FROM therapists;

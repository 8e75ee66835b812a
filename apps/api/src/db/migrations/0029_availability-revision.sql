ALTER TABLE "therapist_availability" ADD COLUMN "revision" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "therapist_availability_revision_idx" ON "therapist_availability" USING btree ("revision");--> statement-breakpoint
-- Hand-written (bottom): the availability version is now taken once its row is locked (an UPDATE
-- evaluates nextval after waiting for the row), so versions are assigned in commit order; the
-- rows whose change moved it are stamped with it, so the listing's memory of the read model
-- catches up by reading the rows past the last version it saw (decision 0056). The stamping
-- UPDATE changes no column a search sees, so it moves no version of its own.
DROP FUNCTION move_availability_version();
--> statement-breakpoint
CREATE FUNCTION move_availability_version() RETURNS bigint
LANGUAGE plpgsql
AS $$
DECLARE
  v bigint;
BEGIN
  UPDATE availability_version SET version = nextval('availability_version_seq') RETURNING version INTO v;
  IF NOT FOUND THEN
    v := nextval('availability_version_seq');
    INSERT INTO availability_version (id, version) VALUES (true, v)
    ON CONFLICT (id) DO UPDATE SET version = nextval('availability_version_seq')
    RETURNING version INTO v;
  END IF;
  IF current_setting('app.announce_versions', true) = 'on' THEN
    PERFORM pg_notify('availability_version', v::text);
  END IF;
  RETURN v;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_listing_version_for_availability() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  v bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF EXISTS (SELECT 1 FROM changed_rows WHERE next_available IS NOT NULL) THEN
      v := move_availability_version();
    END IF;
  ELSIF TG_OP = 'UPDATE' THEN
    IF EXISTS (
      SELECT n.next_available, n.window_start, n.day_masks FROM changed_rows n
      EXCEPT
      SELECT o.next_available, o.window_start, o.day_masks FROM previous_rows o
    ) THEN
      v := move_availability_version();
    END IF;
  ELSIF EXISTS (SELECT 1 FROM previous_rows WHERE next_available IS NOT NULL) THEN
    PERFORM move_availability_version();
  END IF;
  IF v IS NOT NULL THEN
    UPDATE therapist_availability SET revision = v
    WHERE therapist_id IN (SELECT therapist_id FROM changed_rows);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
UPDATE therapist_availability SET revision = coalesce((SELECT version FROM availability_version), 0);

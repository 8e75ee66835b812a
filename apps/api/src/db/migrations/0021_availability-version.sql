CREATE SEQUENCE "public"."availability_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "availability_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "availability_version_single_row" CHECK ("availability_version"."id")
);
--> statement-breakpoint
-- Hand-written (bottom): the availability read model moves its own version, not the listing's
-- (decision 0054): only the answers that show or filter by open times are keyed by it, so a
-- booking no longer throws away every cached facet count and profile.
CREATE FUNCTION move_availability_version() RETURNS void
LANGUAGE plpgsql
AS $$
DECLARE
  v bigint := nextval('availability_version_seq');
BEGIN
  INSERT INTO availability_version (id, version) VALUES (true, v)
  ON CONFLICT (id) DO UPDATE SET version = excluded.version;
  IF current_setting('app.announce_versions', true) = 'on' THEN
    PERFORM pg_notify('availability_version', v::text);
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_listing_version_for_availability() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF EXISTS (SELECT 1 FROM changed_rows WHERE next_available IS NOT NULL) THEN
      PERFORM move_availability_version();
    END IF;
  ELSIF TG_OP = 'UPDATE' THEN
    IF EXISTS (
      SELECT n.next_available, n.window_start, n.day_masks FROM changed_rows n
      EXCEPT
      SELECT o.next_available, o.window_start, o.day_masks FROM previous_rows o
    ) THEN
      PERFORM move_availability_version();
    END IF;
  ELSIF EXISTS (SELECT 1 FROM previous_rows WHERE next_available IS NOT NULL) THEN
    PERFORM move_availability_version();
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION bump_availability_version() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM move_availability_version();
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER therapist_availability_truncate_listing_version ON therapist_availability;
--> statement-breakpoint
CREATE TRIGGER therapist_availability_truncate_availability_version
AFTER TRUNCATE ON therapist_availability
FOR EACH STATEMENT EXECUTE FUNCTION bump_availability_version();

-- Hand-written: a like only moves a therapist's likes counter. Moving the listing version for it
-- would drop every cached listing answer (search pages, facet counts, profiles) on each like, so
-- at scale the cache would never be warm. Updates now move the version only when some column other
-- than likes and updated_at changed; likes counts in cached answers are refreshed by age instead
-- (decision 0025). Inserts, deletes and truncates still move it unconditionally.
CREATE FUNCTION move_listing_version() RETURNS void
LANGUAGE plpgsql
AS $$
DECLARE
  v bigint := nextval('listing_version_seq');
BEGIN
  INSERT INTO listing_version (id, version) VALUES (true, v)
  ON CONFLICT (id) DO UPDATE SET version = excluded.version;
  PERFORM pg_notify('listing_version', v::text);
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_listing_version() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM move_listing_version();
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER therapists_bump_listing_version ON therapists;
--> statement-breakpoint
CREATE TRIGGER therapists_bump_listing_version
AFTER INSERT OR DELETE OR TRUNCATE ON therapists
FOR EACH STATEMENT EXECUTE FUNCTION bump_listing_version();
--> statement-breakpoint
CREATE FUNCTION bump_listing_version_unless_only_likes() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF EXISTS (
    SELECT to_jsonb(n) - 'likes' - 'updated_at' FROM changed_rows n
    EXCEPT
    SELECT to_jsonb(o) - 'likes' - 'updated_at' FROM previous_rows o
  ) THEN
    PERFORM move_listing_version();
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER therapists_bump_listing_version_on_update
AFTER UPDATE ON therapists
REFERENCING OLD TABLE AS previous_rows NEW TABLE AS changed_rows
FOR EACH STATEMENT EXECUTE FUNCTION bump_listing_version_unless_only_likes();

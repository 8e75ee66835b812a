-- Hand-written: every statement that writes therapists (insert, update, delete, truncate) moves
-- listing_version to a new number in the same transaction, so cached listing answers keyed by the
-- version are dropped exactly when a change commits. Statement level: a bulk write bumps once.
-- The NOTIFY (delivered at commit) lets the embedded database's one process keep the version in
-- memory instead of reading it per request.
CREATE FUNCTION bump_listing_version() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  v bigint := nextval('listing_version_seq');
BEGIN
  INSERT INTO listing_version (id, version) VALUES (true, v)
  ON CONFLICT (id) DO UPDATE SET version = excluded.version;
  PERFORM pg_notify('listing_version', v::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER therapists_bump_listing_version
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON therapists
FOR EACH STATEMENT EXECUTE FUNCTION bump_listing_version();
--> statement-breakpoint
INSERT INTO listing_version (id, version) VALUES (true, nextval('listing_version_seq'));
--> statement-breakpoint
-- Weekly hours are part of the cached profile.
CREATE TRIGGER therapist_hours_bump_listing_version
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON therapist_hours
FOR EACH STATEMENT EXECUTE FUNCTION bump_listing_version();

-- Hand-written: the version triggers (migrations 0003, 0008, 0013) announce each bump with NOTIFY only
-- when the session asked for it (app.announce_versions = 'on'). Only the embedded database's one
-- process listens; on a PostgreSQL server no one does, and a transaction that notifies takes a
-- database-wide lock from before its commit until after its WAL flush, so every booking's commits
-- would run one at a time instead of sharing flushes.
CREATE OR REPLACE FUNCTION bump_slot_version() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  tid uuid;
  v bigint;
  announce boolean := current_setting('app.announce_versions', true) = 'on';
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    tid := '00000000-0000-0000-0000-000000000000';
  ELSIF TG_OP = 'DELETE' THEN
    tid := OLD.therapist_id;
  ELSE
    tid := NEW.therapist_id;
  END IF;
  v := nextval('slot_version_seq');
  INSERT INTO slot_versions (therapist_id, version) VALUES (tid, v)
  ON CONFLICT (therapist_id) DO UPDATE SET version = excluded.version;
  IF announce THEN
    PERFORM pg_notify('slot_version', tid::text || ' ' || v::text);
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.therapist_id IS DISTINCT FROM NEW.therapist_id THEN
    v := nextval('slot_version_seq');
    INSERT INTO slot_versions (therapist_id, version) VALUES (OLD.therapist_id, v)
    ON CONFLICT (therapist_id) DO UPDATE SET version = excluded.version;
    IF announce THEN
      PERFORM pg_notify('slot_version', OLD.therapist_id::text || ' ' || v::text);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Every listing bump goes through move_listing_version() (migration 0013).
CREATE OR REPLACE FUNCTION move_listing_version() RETURNS void
LANGUAGE plpgsql
AS $$
DECLARE
  v bigint := nextval('listing_version_seq');
BEGIN
  INSERT INTO listing_version (id, version) VALUES (true, v)
  ON CONFLICT (id) DO UPDATE SET version = excluded.version;
  IF current_setting('app.announce_versions', true) = 'on' THEN
    PERFORM pg_notify('listing_version', v::text);
  END IF;
END
$$;
--> statement-breakpoint
-- Only the columns that decide whether a claim takes its slot: linking a claim to its appointment
-- changes nothing a cached answer holds.
DROP TRIGGER slot_holds_bump_slot_version ON slot_holds;
--> statement-breakpoint
CREATE TRIGGER slot_holds_bump_slot_version
AFTER INSERT OR DELETE OR UPDATE OF therapist_id, starts_at, client_id, kind, expires_at ON slot_holds
FOR EACH ROW EXECUTE FUNCTION bump_slot_version();

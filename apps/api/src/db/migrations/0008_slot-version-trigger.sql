-- Hand-written: every row written to slot_holds or appointments moves its therapist's row in
-- slot_versions to a new number in the same transaction, so the booked slots cached under it are
-- dropped exactly when a change commits. A TRUNCATE (tests, restores) moves the nil-uuid epoch row,
-- which every cache key also carries. The NOTIFY (delivered at commit) lets the embedded
-- database's one process keep the versions in memory instead of reading them per request.
CREATE FUNCTION bump_slot_version() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  tid uuid;
  v bigint;
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
  PERFORM pg_notify('slot_version', tid::text || ' ' || v::text);
  IF TG_OP = 'UPDATE' AND OLD.therapist_id IS DISTINCT FROM NEW.therapist_id THEN
    v := nextval('slot_version_seq');
    INSERT INTO slot_versions (therapist_id, version) VALUES (OLD.therapist_id, v)
    ON CONFLICT (therapist_id) DO UPDATE SET version = excluded.version;
    PERFORM pg_notify('slot_version', OLD.therapist_id::text || ' ' || v::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER slot_holds_bump_slot_version
AFTER INSERT OR UPDATE OR DELETE ON slot_holds
FOR EACH ROW EXECUTE FUNCTION bump_slot_version();
--> statement-breakpoint
CREATE TRIGGER slot_holds_truncate_slot_version
AFTER TRUNCATE ON slot_holds
FOR EACH STATEMENT EXECUTE FUNCTION bump_slot_version();
--> statement-breakpoint
-- Only the columns that decide whether an appointment takes its slot.
CREATE TRIGGER appointments_bump_slot_version
AFTER INSERT OR DELETE OR UPDATE OF therapist_id, starts_at, cancelled, payment ON appointments
FOR EACH ROW EXECUTE FUNCTION bump_slot_version();
--> statement-breakpoint
CREATE TRIGGER appointments_truncate_slot_version
AFTER TRUNCATE ON appointments
FOR EACH STATEMENT EXECUTE FUNCTION bump_slot_version();

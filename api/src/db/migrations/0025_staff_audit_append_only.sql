-- The audit log says who did each thing as they were then: the actor's name and role are stored with the row
-- when it is written (a later rename or change of role does not reach earlier rows), and no row can be changed
-- or removed afterwards, by the API or by anyone with SQL. `actor` stays the account's id as written, without
-- a foreign key whose ON DELETE would have to rewrite the log.
ALTER TABLE staff_audit ADD COLUMN actor_role text NOT NULL DEFAULT '';
UPDATE staff_audit a SET actor_role = u.role FROM users u WHERE u.id = a.actor;
ALTER TABLE staff_audit DROP CONSTRAINT IF EXISTS staff_audit_actor_fkey;

CREATE FUNCTION refuse_staff_audit_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The staff audit log is append-only: % is refused.', TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$$;

CREATE TRIGGER staff_audit_append_only BEFORE UPDATE OR DELETE ON staff_audit
  FOR EACH ROW EXECUTE FUNCTION refuse_staff_audit_change();
CREATE TRIGGER staff_audit_no_truncate BEFORE TRUNCATE ON staff_audit
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_staff_audit_change();

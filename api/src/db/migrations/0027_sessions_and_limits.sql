-- Sessions that end or change are announced when their transaction commits, whichever code made the change
-- (sign-out, a new password, disabling, a new role, the account removed), on the channel the live events use:
-- every API process then closes that account's event streams (src/lib/live-events.ts tells the payloads
-- apart; `account` is the user id, `schema` the schema, as channels are per database).
CREATE FUNCTION announce_account_session() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(
    'haveli_notifications',
    json_build_object('account', OLD.id, 'schema', current_schema())::text
  );
  RETURN NULL;
END;
$$;

CREATE TRIGGER users_session_changed AFTER UPDATE OF token_version, disabled_at, role ON users
  FOR EACH ROW
  WHEN (
    OLD.token_version IS DISTINCT FROM NEW.token_version
    OR (OLD.disabled_at IS NULL) <> (NEW.disabled_at IS NULL)
    OR OLD.role IS DISTINCT FROM NEW.role
  )
  EXECUTE FUNCTION announce_account_session();
CREATE TRIGGER users_session_removed AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION announce_account_session();

-- A manager withdraws an invitation (explicitly, or by disabling the account): its link no longer works.
ALTER TABLE staff_invitations ADD COLUMN revoked_at timestamptz;
ALTER TABLE staff_invitations ADD CONSTRAINT staff_invitations_used_or_revoked
  CHECK (used_at IS NULL OR revoked_at IS NULL);

-- Links that a manager's disabling should have withdrawn before: an invitation still open when its account
-- was disabled, and a disabled account's password reset links.
UPDATE staff_invitations i SET revoked_at = now()
WHERE i.used_at IS NULL
  AND EXISTS (
    SELECT 1 FROM staff_audit a
    WHERE a.action = 'account.disable' AND a.entity = 'account' AND a.entity_id = i.user_id::text
      AND a.at >= i.created_at
  );
UPDATE password_reset_tokens t SET used_at = now()
WHERE t.used_at IS NULL
  AND EXISTS (
    SELECT 1 FROM users u
    WHERE u.id = t.user_id AND u.disabled_at IS NOT NULL
      AND NOT EXISTS (
        SELECT 1 FROM staff_invitations i
        WHERE i.user_id = u.id AND i.used_at IS NULL AND i.revoked_at IS NULL
      )
  );

-- Rate-limit counters shared by every API process on a server without Redis (RateLimiterPostgres's table,
-- with room for long keys: a namespace, a limit's name, an email and an address).
CREATE TABLE rate_limit_counters (
  key text PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);

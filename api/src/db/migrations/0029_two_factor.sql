-- Two-step sign-in for staff (a time-based code, RFC 6238), required of managers. The key being set up stays
-- apart from the one in use until a first code proves the authenticator app holds it; the last time step a
-- code was accepted for refuses the same code twice, on every API process (an UPDATE … WHERE step < new).
ALTER TABLE users
  ADD COLUMN totp_secret text CHECK (totp_secret ~ '^[A-Z2-7]{32}$'),
  ADD COLUMN totp_pending_secret text CHECK (totp_pending_secret ~ '^[A-Z2-7]{32}$'),
  ADD COLUMN totp_last_step bigint NOT NULL DEFAULT 0;

-- Browsers a member of staff asked to remember after a code, for 30 days: only the token's SHA-256 is kept.
-- They go with the account, and with its two-step key (a reset removes them).
CREATE TABLE trusted_devices (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX trusted_devices_user ON trusted_devices (user_id);

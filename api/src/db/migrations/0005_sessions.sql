-- Sessions end on the server. Every signed-in request reads its account: a token is honoured only while the
-- account exists, is not disabled, and still has the token version the token was signed with. Signing out,
-- changing or resetting the password bump the version, which ends every token signed before, on every API
-- process at once (they all read this row).
ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN disabled_at timestamptz;

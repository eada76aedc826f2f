import type { Db } from '../db/db';

/** An account's two-step sign-in: its key in use, the key being set up, and the last time step accepted. */
export interface TwoFactorState {
  totp_secret: string | null;
  totp_pending_secret: string | null;
}

/** Two-step sign-in's keys and remembered browsers (migration 0029). */
export function twoFactorRepository(db: Db) {
  return {
    async find(userId: number): Promise<TwoFactorState | undefined> {
      const [state] = await db.query<TwoFactorState>(
        'SELECT totp_secret, totp_pending_secret FROM users WHERE id = $1',
        [userId],
      );
      return state;
    },

    /** The key being set up: the one already offered (a second try shows the same QR code), or `fresh`. */
    async pendingSecret(userId: number, fresh: string): Promise<string | undefined> {
      const [row] = await db.query<{ totp_pending_secret: string }>(
        `UPDATE users SET totp_pending_secret = coalesce(totp_pending_secret, $2)
         WHERE id = $1 AND totp_secret IS NULL
         RETURNING totp_pending_secret`,
        [userId, fresh],
      );
      return row?.totp_pending_secret;
    },

    /**
     * Accepts a code's time step once: true when `step` is later than every step accepted before (a code seen
     * already, on any process, is refused). With `confirmSetup`, the key being set up becomes the one in use.
     */
    async acceptStep(userId: number, step: number, confirmSetup: boolean): Promise<boolean> {
      const rows = await db.query(
        confirmSetup
          ? `UPDATE users SET totp_last_step = $2, totp_secret = totp_pending_secret, totp_pending_secret = NULL
             WHERE id = $1 AND totp_last_step < $2 AND totp_secret IS NULL AND totp_pending_secret IS NOT NULL
             RETURNING id`
          : `UPDATE users SET totp_last_step = $2
             WHERE id = $1 AND totp_last_step < $2 AND totp_secret IS NOT NULL
             RETURNING id`,
        [userId, step],
      );
      return rows.length === 1;
    },

    async rememberDevice(userId: number, tokenHash: string, days: number): Promise<void> {
      await db.query(
        `INSERT INTO trusted_devices (token_hash, user_id, expires_at)
         VALUES ($1, $2, now() + make_interval(days => $3))`,
        [tokenHash, userId, days],
      );
    },

    async isTrustedDevice(userId: number, tokenHash: string): Promise<boolean> {
      const rows = await db.query(
        'SELECT 1 FROM trusted_devices WHERE token_hash = $1 AND user_id = $2 AND expires_at > now()',
        [tokenHash, userId],
      );
      return rows.length === 1;
    },

    /**
     * Removes an account's two-step key and remembered browsers (a lost phone): it sets up a new key at its
     * next sign-in. Its sessions end too. False when there is no such account. Two statements: call it on a
     * repository of a transaction.
     */
    async reset(userId: number): Promise<boolean> {
      await db.query('DELETE FROM trusted_devices WHERE user_id = $1', [userId]);
      const rows = await db.query(
        `UPDATE users SET totp_secret = NULL, totp_pending_secret = NULL, token_version = token_version + 1
         WHERE id = $1 RETURNING id`,
        [userId],
      );
      return rows.length === 1;
    },
  };
}

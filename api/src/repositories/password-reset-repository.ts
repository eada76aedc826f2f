import type { Db } from '../db/db';

export interface ResetRequester {
  id: number;
  name: string;
  email: string;
}

export function passwordResetRepository(db: Db) {
  return {
    findUserByEmail: async (email: string): Promise<ResetRequester | undefined> =>
      (
        await db.query<ResetRequester>('SELECT id, name, email FROM users WHERE lower(email) = lower($1)', [
          email,
        ])
      )[0],

    /**
     * Stores a new link's hash; the guest's earlier links stop working, so only the latest mail counts.
     * `alongside` runs in the same transaction: it queues the mail that carries the link, so that the link
     * and its mail exist together or not at all.
     */
    issue: (
      userId: number,
      tokenHash: string,
      now: Date,
      expiresAt: Date,
      alongside: (tx: Db) => Promise<void>,
    ) =>
      db.transaction(async (tx) => {
        await tx.query(
          'UPDATE password_reset_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL',
          [userId, now.toISOString()],
        );
        await tx.query(
          'INSERT INTO password_reset_tokens (user_id, token_hash, expires_at) VALUES ($1, $2, $3)',
          [userId, tokenHash, expiresAt.toISOString()],
        );
        await alongside(tx);
      }),

    /** Whether a link is known, unused and unexpired (consume decides for good, against races). */
    isUsable: async (tokenHash: string, now: Date): Promise<boolean> =>
      (
        await db.query(
          'SELECT 1 FROM password_reset_tokens WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2',
          [tokenHash, now.toISOString()],
        )
      ).length > 0,

    /**
     * Uses a link and sets the new password, all or nothing. Marking the link used is one conditional UPDATE,
     * so of two simultaneous attempts with one link only one can succeed. The account's earlier sessions end
     * (its token version moves on). Returns false for a link that is unknown, used or expired.
     */
    consume: (tokenHash: string, passwordHash: string, now: Date): Promise<boolean> =>
      db.transaction(async (tx) => {
        const [used] = await tx.query<{ user_id: number }>(
          `UPDATE password_reset_tokens SET used_at = $2
           WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
           RETURNING user_id`,
          [tokenHash, now.toISOString()],
        );
        if (!used) return false;
        await tx.query(
          `UPDATE users SET password_hash = $2, updated_at = $3, token_version = token_version + 1
           WHERE id = $1`,
          [used.user_id, passwordHash, now.toISOString()],
        );
        return true;
      }),
  };
}

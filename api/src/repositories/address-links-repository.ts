import type { Db } from '../db/db';

export function addressLinksRepository(db: Db) {
  return {
    /**
     * Stores a new link's hash; the account's earlier links stop working, so only the latest mail counts.
     * `alongside` runs in the same transaction: it queues the mail that carries the link.
     */
    issue: (
      userId: number,
      tokenHash: string,
      now: Date,
      expiresAt: Date,
      alongside: (tx: Db) => Promise<void>,
    ) =>
      db.transaction(async (tx) => {
        await tx.query('UPDATE address_link_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [
          userId,
          now.toISOString(),
        ]);
        await tx.query(
          'INSERT INTO address_link_tokens (user_id, token_hash, expires_at) VALUES ($1, $2, $3)',
          [userId, tokenHash, expiresAt.toISOString()],
        );
        await alongside(tx);
      }),

    /**
     * Uses a link: one conditional UPDATE, so of two simultaneous attempts with one link only one succeeds.
     * Returns the email of the account it was issued for, or undefined for a link that is unknown, used or
     * expired, or whose account has been disabled since.
     */
    redeem: async (tokenHash: string, now: Date): Promise<string | undefined> => {
      const [used] = await db.query<{ email: string }>(
        `UPDATE address_link_tokens t SET used_at = $2
         FROM users u
         WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > $2
           AND u.id = t.user_id AND u.disabled_at IS NULL
         RETURNING u.email`,
        [tokenHash, now.toISOString()],
      );
      return used?.email;
    },
  };
}

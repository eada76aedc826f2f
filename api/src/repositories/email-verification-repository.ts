import type { Db } from '../db/db';
import { usersRepository, type NewUser } from './users-repository';

export interface VerificationTarget {
  id: number;
  name: string;
  email: string;
  verified: boolean;
}

/** Issues a link: the account's earlier unused links stop working, so only the latest mail counts. */
async function issueIn(tx: Db, userId: number, tokenHash: string, now: Date, expiresAt: Date) {
  await tx.query('UPDATE email_verification_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [
    userId,
    now.toISOString(),
  ]);
  await tx.query(
    'INSERT INTO email_verification_tokens (user_id, token_hash, expires_at) VALUES ($1, $2, $3)',
    [userId, tokenHash, expiresAt.toISOString()],
  );
}

export function emailVerificationRepository(db: Db) {
  return {
    /**
     * Creates the account and its first verification link in one transaction, with `alongside` (which queues
     * the welcome mail): the account, its link and its mail exist together or not at all. Null when the email
     * is taken (nothing is written then).
     */
    register: (
      user: NewUser,
      tokenHash: string,
      now: Date,
      expiresAt: Date,
      alongside: (tx: Db, created: { id: number; name: string; email: string }) => Promise<void>,
    ) =>
      db.transaction(async (tx) => {
        const created = await usersRepository(tx).create(user);
        if (!created) return null;
        await issueIn(tx, created.id, tokenHash, now, expiresAt);
        await alongside(tx, created);
        return created;
      }),

    target: async (userId: number): Promise<VerificationTarget | undefined> =>
      (
        await db.query<VerificationTarget>(
          `SELECT id, name, email, email_verified_at IS NOT NULL AS verified FROM users WHERE id = $1`,
          [userId],
        )
      )[0],

    /** A new link for an account, with its mail queued by `alongside` in the same transaction. */
    reissue: (
      userId: number,
      tokenHash: string,
      now: Date,
      expiresAt: Date,
      alongside: (tx: Db) => Promise<void>,
    ) =>
      db.transaction(async (tx) => {
        await issueIn(tx, userId, tokenHash, now, expiresAt);
        await alongside(tx);
      }),

    /**
     * Uses a link: one conditional UPDATE, so a link works once however many tabs open it. The account is
     * verified from then on. False for a link that is unknown, used or expired.
     */
    verify: (tokenHash: string, now: Date): Promise<boolean> =>
      db.transaction(async (tx) => {
        const [used] = await tx.query<{ user_id: number }>(
          `UPDATE email_verification_tokens SET used_at = $2
           WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
           RETURNING user_id`,
          [tokenHash, now.toISOString()],
        );
        if (!used) return false;
        await tx.query('UPDATE users SET email_verified_at = COALESCE(email_verified_at, $2) WHERE id = $1', [
          used.user_id,
          now.toISOString(),
        ]);
        return true;
      }),
  };
}

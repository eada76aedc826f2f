import type { Role } from '@haveli/contracts';
import type { UserSession } from '../repositories/users-repository';
import type { LiveEvents } from './live-events';

/** The session an event stream was opened in: whose, with which token, in which role. */
export interface StreamSession {
  userId: number;
  /** The token version the stream's token was signed with. */
  tokenVersion: number;
  /** The role the account had when the stream opened: it decided which queues the stream hears. */
  role: Role;
  /** When the stream's token expires (milliseconds since the epoch). */
  expiresAt: number;
}

/** One admitted stream. */
export interface AdmittedStream {
  /** Whether its session still holds: before each delivery. */
  holds(): Promise<boolean>;
  /** Forgets the stream (it ended). */
  release(): void;
}

export interface StreamSessions {
  /**
   * Admits a stream of `session`: `end` is called when its session ends (an announced change to the account,
   * or its token's expiry). Undefined when the account already holds `maxPerAccount` streams on this process.
   */
  admit(session: StreamSession, end: () => void): AdmittedStream | undefined;
  stop(): void;
}

/** setTimeout's longest delay (about 24.8 days); a later expiry is checked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Keeps the event streams of this process to their sessions. A stream's account is read once and kept while it
 * has streams here; the announcement of a change to it (sign-out, new password, disabled, new role; from any
 * process, see LiveEvents.watchAccounts) forgets that copy and ends the account's streams (a client reconnects
 * and is either refused or given the queues of its new role). When announcements may have been missed (the
 * LISTEN connection came back), every copy is forgotten and every stream checked again.
 */
export function streamSessions(
  findSession: (userId: number) => Promise<UserSession | undefined>,
  live: Pick<LiveEvents, 'watchAccounts'>,
  maxPerAccount: number,
): StreamSessions {
  const accounts = new Map<number, Promise<UserSession | undefined>>();
  const streams = new Map<number, Set<{ end: () => void; holds: () => Promise<boolean> }>>();

  const account = (userId: number) => {
    let found = accounts.get(userId);
    if (!found) {
      found = findSession(userId);
      accounts.set(userId, found);
      // A failed read is not kept: the next delivery reads again.
      found.catch(() => accounts.get(userId) === found && accounts.delete(userId));
    }
    return found;
  };

  const holds = async (session: StreamSession) => {
    if (Date.now() >= session.expiresAt) return false;
    const current = await account(session.userId);
    return (
      !!current &&
      !current.disabled &&
      current.token_version === session.tokenVersion &&
      current.role === session.role
    );
  };

  const unwatch = live.watchAccounts((userId) => {
    if (userId !== undefined) {
      accounts.delete(userId);
      for (const stream of [...(streams.get(userId) ?? [])]) stream.end();
      return;
    }
    accounts.clear();
    for (const open of streams.values()) {
      for (const stream of [...open]) {
        void stream.holds().then(
          (held) => held || stream.end(),
          () => stream.end(),
        );
      }
    }
  });

  return {
    admit(session, end) {
      const open = streams.get(session.userId) ?? new Set();
      if (open.size >= maxPerAccount) return undefined;
      streams.set(session.userId, open);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const endAtExpiry = () => {
        const wait = Math.max(0, Math.min(session.expiresAt - Date.now(), MAX_TIMER_MS));
        timer = setTimeout(() => (Date.now() >= session.expiresAt ? end() : endAtExpiry()), wait);
        timer.unref();
      };
      const stream = { end, holds: () => holds(session) };
      open.add(stream);
      endAtExpiry();
      let released = false;
      return {
        holds: stream.holds,
        release() {
          if (released) return;
          released = true;
          clearTimeout(timer);
          open.delete(stream);
          if (open.size === 0 && streams.get(session.userId) === open) {
            streams.delete(session.userId);
            accounts.delete(session.userId);
          }
        },
      };
    },
    stop() {
      unwatch();
      accounts.clear();
    },
  };
}

import { STAFF_QUEUES, type LiveEvent, type StaffQueue } from '@haveli/contracts';
import type { Db } from '../db/db';
import { NOTIFICATIONS_CHANNEL } from './notifications';
import { isoTimestamp } from '../repositories/paging';

/** One open event stream of a signed-in user. */
export interface LiveStream {
  send(event: LiveEvent): void;
  /** A comment that keeps proxies and the browser from taking the stream for dead. */
  heartbeat(): void;
}

export interface LiveEvents {
  /**
   * Opens a stream of `userId`'s notifications: those after `lastEventId` first (a reconnecting browser's
   * Last-Event-ID), then each new one as it is committed, by this process or any other. Returns its closer.
   */
  open(userId: number, lastEventId: number | undefined, stream: LiveStream): Promise<() => void>;
  /** `userId`'s events after `lastEventId` (at most REPLAY_LIMIT), oldest first; without it, the newest ones. */
  eventsAfter(userId: number, lastEventId: number | undefined): Promise<LiveEvent[]>;
  /**
   * Calls `changed` with each of `queues` whose tables a committed change touched (the triggers of migration
   * 0024 announce them on NOTIFICATIONS_CHANNEL as `{ queue, schema }`), by this process or any other.
   * Returns its closer.
   */
  watchQueues(queues: readonly StaffQueue[], changed: (queue: StaffQueue) => void): () => void;
  /**
   * Calls `changed` with the id of each account whose sessions a committed change ended or altered (sign-out,
   * new password, disabled, new role, removed: the triggers of migration 0027 announce `{ account, schema }`),
   * by this process or any other; with `undefined` after the LISTEN connection was lost, when any account may
   * have changed meanwhile. Returns its closer.
   */
  watchAccounts(changed: (userId: number | undefined) => void): () => void;
  /** Streams open on this process. */
  readonly size: number;
  stop(): Promise<void>;
}

/** Heartbeats go out this often: below the idle timeouts of common proxies (60 s). */
const HEARTBEAT_MS = 25_000;
/** At most this many missed notifications are replayed to a reconnecting stream. */
const REPLAY_LIMIT = 100;

const SELECT_EVENTS = `SELECT id, kind, title, body, link, subject, ${isoTimestamp('created_at')} AS created_at
  FROM notifications`;

interface OpenStream {
  userId: number;
  stream: LiveStream;
  /** The newest event sent, for catching up after the LISTEN connection was lost. */
  lastId: number;
  /** While the replay runs, live events wait here. */
  pending: LiveEvent[] | null;
  /** Ids of the latest events sent: an event both replayed (or caught up) and announced goes out once. */
  recent: Set<number>;
}

/** How many sent ids a stream remembers to send none twice. */
const RECENT_IDS = 200;

/**
 * Fans the notifications announced on NOTIFICATIONS_CHANNEL out to the open streams of their user: one LISTEN
 * per API process whatever the number of streams, and one query per notification whatever the number of its
 * user's streams.
 */
export async function startLiveEvents(db: Db, onError: (error: unknown) => void): Promise<LiveEvents> {
  const byUser = new Map<number, Set<OpenStream>>();
  let size = 0;
  const [{ schema } = { schema: 'public' }] = await db.query<{ schema: string }>(
    'SELECT current_schema() AS schema',
  );

  const deliver = (open: OpenStream, event: LiveEvent) => {
    if (open.pending) {
      open.pending.push(event);
      return;
    }
    if (open.recent.has(event.id)) return;
    open.recent.add(event.id);
    if (open.recent.size > RECENT_IDS) open.recent.delete(open.recent.values().next().value as number);
    open.lastId = Math.max(open.lastId, event.id);
    open.stream.send(event);
  };

  const queueWatchers = new Set<{ queues: readonly StaffQueue[]; changed: (queue: StaffQueue) => void }>();
  const queueChanged = (queue: StaffQueue) => {
    for (const watcher of queueWatchers) if (watcher.queues.includes(queue)) watcher.changed(queue);
  };

  const accountWatchers = new Set<(userId: number | undefined) => void>();
  const accountChanged = (userId: number | undefined) => {
    for (const changed of accountWatchers) changed(userId);
  };

  const announced = async (payload: string) => {
    const note = JSON.parse(payload) as
      | { id: number; userId: number; schema: string }
      | { queue: StaffQueue; schema: string }
      | { account: number; schema: string };
    if (note.schema !== schema) return;
    if ('account' in note) {
      accountChanged(note.account);
      return;
    }
    if ('queue' in note) {
      if (STAFF_QUEUES.includes(note.queue)) queueChanged(note.queue);
      return;
    }
    const streams = byUser.get(note.userId);
    if (!streams?.size) return;
    const [event] = await db.query<LiveEvent>(`${SELECT_EVENTS} WHERE id = $1 AND user_id = $2`, [
      note.id,
      note.userId,
    ]);
    if (!event) return;
    for (const open of byUser.get(note.userId) ?? []) deliver(open, event);
  };

  const eventsAfter = async (userId: number, after: number | undefined) =>
    after === undefined
      ? (
          await db.query<LiveEvent>(
            `${SELECT_EVENTS} WHERE user_id = $1 ORDER BY id DESC LIMIT ${REPLAY_LIMIT}`,
            [userId],
          )
        ).reverse()
      : db.query<LiveEvent>(
          `${SELECT_EVENTS} WHERE user_id = $1 AND id > $2 ORDER BY id LIMIT ${REPLAY_LIMIT}`,
          [userId, after],
        );

  const newestId = async (userId: number) =>
    (
      await db.query<{ id: number }>(
        'SELECT coalesce(max(id), 0) AS id FROM notifications WHERE user_id = $1',
        [userId],
      )
    )[0]?.id ?? 0;

  /** After the LISTEN connection came back: whatever was committed while it was away. */
  const catchUp = async () => {
    for (const streams of byUser.values()) {
      for (const open of streams) {
        if (open.pending) continue;
        for (const event of await eventsAfter(open.userId, open.lastId)) deliver(open, event);
      }
    }
  };

  let listening = false;
  const unlisten = await db.listen(NOTIFICATIONS_CHANNEL, {
    onNotify: (payload) => void announced(payload).catch(onError),
    onListening: () => {
      if (listening) {
        accountChanged(undefined);
        void catchUp().catch(onError);
        // What changed in the queues meanwhile is unknown: every back-office screen reads its list again.
        STAFF_QUEUES.forEach(queueChanged);
      }
      listening = true;
    },
  });

  const heartbeat = setInterval(() => {
    for (const streams of byUser.values()) for (const open of streams) open.stream.heartbeat();
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    async open(userId, lastEventId, stream) {
      const open: OpenStream = {
        userId,
        stream,
        lastId: lastEventId ?? 0,
        pending: [],
        recent: new Set(),
      };
      const streams = byUser.get(userId) ?? new Set();
      byUser.set(userId, streams);
      streams.add(open);
      size += 1;
      let closed = false;
      const close = () => {
        if (closed) return;
        closed = true;
        size -= 1;
        streams.delete(open);
        if (streams.size === 0 && byUser.get(userId) === streams) byUser.delete(userId);
      };
      try {
        // Subscribed before the replay is read: what commits meanwhile waits in `pending`, none is lost.
        // Without Last-Event-ID nothing is replayed, but the newest id is where a catch-up would start from.
        const replayed = lastEventId === undefined ? [] : await eventsAfter(userId, lastEventId);
        if (lastEventId === undefined) open.lastId = Math.max(open.lastId, await newestId(userId));
        const waiting = open.pending ?? [];
        open.pending = null;
        for (const event of [...replayed, ...waiting]) deliver(open, event);
      } catch (error) {
        close();
        throw error;
      }
      return close;
    },
    eventsAfter,
    watchQueues(queues, changed) {
      const watcher = { queues, changed };
      queueWatchers.add(watcher);
      return () => queueWatchers.delete(watcher);
    },
    watchAccounts(changed) {
      accountWatchers.add(changed);
      return () => accountWatchers.delete(changed);
    },
    get size() {
      return size;
    },
    async stop() {
      clearInterval(heartbeat);
      byUser.clear();
      queueWatchers.clear();
      accountWatchers.clear();
      size = 0;
      await unlisten();
    },
  };
}

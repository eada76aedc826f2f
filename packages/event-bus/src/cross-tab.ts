import type { AuthState, CartState } from '@haveli/contracts';

/** The states that follow the guest from one tab of the site to the others. */
export interface CrossTabStates {
  auth: AuthState;
  cart: CartState;
}
export type CrossTabTopic = keyof CrossTabStates;

interface CrossTabMessage<K extends CrossTabTopic = CrossTabTopic> {
  sender: string;
  topic: K;
  state: CrossTabStates[K];
}

type RemoteStateHandler<K extends CrossTabTopic> = (state: CrossTabStates[K]) => void;

export const CHANNEL_NAME = 'haveli-bus';

/**
 * Identifies this bus in its messages. BroadcastChannel never delivers a message to the object that sent
 * it, but polyfills and relays may, and applying our own message again must stay a no-op.
 */
const SENDER_ID = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

const channel = openChannel();
const handlers: { [K in CrossTabTopic]?: RemoteStateHandler<K> } = {};

channel?.addEventListener('message', (event: MessageEvent<unknown>) => {
  if (!isCrossTabMessage(event.data) || event.data.sender === SENDER_ID) return;
  const handle = handlers[event.data.topic] as RemoteStateHandler<CrossTabTopic> | undefined;
  handle?.(event.data.state);
});

export function broadcast<K extends CrossTabTopic>(topic: K, state: CrossTabStates[K]): void {
  const message: CrossTabMessage<K> = { sender: SENDER_ID, topic, state };
  channel?.postMessage(message);
}

/** States from other tabs go to `handle` only: it must not broadcast them again, or tabs would echo forever. */
export function onRemoteState<K extends CrossTabTopic>(topic: K, handle: RemoteStateHandler<K>): void {
  (handlers as Record<K, RemoteStateHandler<K>>)[topic] = handle;
}

function openChannel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  try {
    return new BroadcastChannel(CHANNEL_NAME);
  } catch {
    // Opaque origins, such as sandboxed frames, refuse it; the bus then serves this page alone.
    return null;
  }
}

/** Another tab may run an older or newer build of the bus: accept only messages of the known shape. */
function isCrossTabMessage(data: unknown): data is CrossTabMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { sender, topic, state } = data as Record<string, unknown>;
  return (
    typeof sender === 'string' &&
    typeof topic === 'string' &&
    Object.hasOwn(handlers, topic) &&
    typeof state === 'object' &&
    state !== null
  );
}

import { BehaviorSubject, type Observable } from 'rxjs';
import { broadcast, onRemoteState, type CrossTabStates, type CrossTabTopic } from './cross-tab';
import { deepEqual, frozenCopy } from './plain-data';

export interface PublishOptions {
  /**
   * Whether other tabs of the site receive the change; true unless said otherwise. A session kept in
   * session storage, for one, belongs to its tab alone.
   */
  crossTab?: boolean;
}

export interface SharedState<T> {
  stream$: Observable<T>;
  get(): T;
  publish(state: T, options?: PublishOptions): void;
}

/** A replaying, deduplicated state that follows the guest across tabs. */
export function createSharedState<K extends CrossTabTopic>(
  topic: K,
  initial: CrossTabStates[K],
): SharedState<CrossTabStates[K]> {
  const subject = new BehaviorSubject(frozenCopy(initial));

  /** Returns what it published, or null when the state was no change. */
  const apply = (state: CrossTabStates[K]): CrossTabStates[K] | null => {
    if (deepEqual(state, subject.getValue())) return null;
    const published = frozenCopy(state);
    subject.next(published);
    return published;
  };
  onRemoteState(topic, apply);

  return {
    stream$: subject.asObservable(),
    get: () => subject.getValue(),
    publish(state, { crossTab = true } = {}) {
      const published = apply(state);
      if (published && crossTab) broadcast(topic, published);
    },
  };
}

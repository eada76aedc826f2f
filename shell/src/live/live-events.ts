import { auth$ } from '@haveli/event-bus';

/**
 * Opens the signed-in user's live events when someone signs in and closes them on sign-out. The stream's
 * code, and the EventSource library with it, load only then: a visitor's first load does not carry them.
 */
export function startLiveEvents(): () => void {
  let current: { userId: string; stop: () => void } | null = null;
  const subscription = auth$.subscribe((auth) => {
    const userId = auth.status === 'authenticated' ? auth.user.id : null;
    // A renewed token of the same user keeps the stream: each reconnection reads the token afresh.
    if (current?.userId === userId) return;
    current?.stop();
    current = null;
    if (!userId) return;
    let stopped = false;
    let close = () => {};
    const opened = { userId, stop: () => ((stopped = true), close()) };
    current = opened;
    import('./event-stream')
      .then(({ openEventStream }) => {
        if (!stopped) close = openEventStream();
      })
      .catch((error: unknown) => console.error('Live updates are unavailable', error));
  });
  return () => {
    subscription.unsubscribe();
    current?.stop();
  };
}

import type { Observable } from 'rxjs';

/**
 * Subscribes and hands back the unsubscribe function, the shape React's `useEffect` and
 * `useSyncExternalStore` expect: `useSyncExternalStore((onChange) => subscribeTo(cart$, onChange), getCart)`.
 */
export function subscribeTo<T>(stream$: Observable<T>, next: (value: T) => void): () => void {
  const subscription = stream$.subscribe(next);
  return () => subscription.unsubscribe();
}

import type { AuthState } from '@haveli/contracts';
import type { Observable } from 'rxjs';
import { createSharedState, type PublishOptions } from './shared-state';

const auth = createSharedState('auth', { status: 'anonymous' });

/** Who is using the site; replays the latest state to late subscribers. */
export const auth$: Observable<AuthState> = auth.stream$;
export const getAuth = (): AuthState => auth.get();
export const publishAuth = (state: AuthState, options?: PublishOptions): void => auth.publish(state, options);

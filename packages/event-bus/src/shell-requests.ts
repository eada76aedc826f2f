import type { ShellRequest } from '@haveli/contracts';
import { Subject, type Observable } from 'rxjs';

const requests = new Subject<ShellRequest>();

/** What apps ask of the shell. Not replayed: a request nobody heard must not fire later on. */
export const requests$: Observable<ShellRequest> = requests.asObservable();

export function requestShell(request: ShellRequest): void {
  requests.next(request);
}

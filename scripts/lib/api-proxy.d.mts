import type { IncomingMessage, ServerResponse } from 'node:http';

export function apiProxy(apiPort: number): (request: IncomingMessage, response: ServerResponse) => void;

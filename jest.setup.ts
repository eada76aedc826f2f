import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// The session token is decoded with TextDecoder, which jsdom does not provide.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Every test starts with empty browser storage, as a new visitor would.
beforeEach(() => {
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});

import { type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const RETRY_DELAYS_MS = [300, 1000];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Retries a remote's manifest a bounded number of times: a deploy in progress or a dropped connection
 * should not cost the guest the page. A 4xx is an answer, not a hiccup, and is not retried.
 */
export function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'haveli-retry',
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt += 1) {
        try {
          const response = await fetch(url, init);
          if (response.status < 500) return response;
          lastError = new Error(`${url} answered ${response.status}`);
        } catch (error) {
          lastError = error;
        }
        const delay = RETRY_DELAYS_MS[attempt];
        if (delay !== undefined) await wait(delay);
      }
      throw lastError;
    },
  };
}

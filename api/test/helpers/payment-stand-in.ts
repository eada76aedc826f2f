import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { startRazorpayStandIn, type RazorpayStandIn } from '../../src/payments/razorpay-stand-in';

/**
 * Razorpay's API answered locally for one test file (this machine cannot reach Razorpay): started before its
 * suites and closed after them. `env(others)` points the test app at it with the file's own keys (its address
 * is read when the app starts, after the stand-in has).
 */
export function razorpayStandInFor(name: string) {
  const keys = {
    keyId: `rzp_test_${name}`,
    keySecret: `stand-in-key-secret-for-${name}`,
    webhookSecret: `stand-in-webhook-secret-for-${name}`,
  };
  let running: RazorpayStandIn | undefined;
  before(async () => {
    running = await startRazorpayStandIn(keys);
  });
  after(() => running?.close());
  return {
    keys,
    get standIn(): RazorpayStandIn {
      assert.ok(running, 'the payment stand-in runs');
      return running;
    },
    env: (others: Record<string, string> = {}) => ({
      ...others,
      RAZORPAY_KEY_ID: keys.keyId,
      RAZORPAY_KEY_SECRET: keys.keySecret,
      RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
      get RAZORPAY_API_URL() {
        return running?.url;
      },
    }),
  };
}

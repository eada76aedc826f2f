import assert from 'node:assert/strict';
import { it } from 'node:test';
import { loginRefusalSchema, loginResponseSchema } from '@haveli/contracts';
import { currentCode, TOTP_PERIOD_SECONDS } from '../../src/lib/two-factor';
import { withClient } from '../helpers/test-app';
import { describeOnTwoProcesses } from './api-process';
import { post, registerGuest } from './guest-client';

describeOnTwoProcesses('two-step sign-in across two API processes on one PostgreSQL server', (context) => {
  it('accepts one code once, whichever process it reaches, and a browser remembered by one on the other', async () => {
    const [first, second] = context.apis();
    const manager = await registerGuest(first.url, 'two-step-manager');
    await withClient((client) =>
      client.query(`UPDATE ${context.schema}.users SET role = 'manager' WHERE id = $1`, [manager.id]),
    );
    const credentials = { email: manager.email, password: manager.password };
    const asked = await post(`${first.url}/api/auth/login`, credentials);
    assert.equal(asked.status, 401);
    const challenge = loginRefusalSchema.parse(await asked.json()).two_factor;
    assert.equal(challenge?.step, 'setup');
    const secret = challenge?.step === 'setup' ? challenge.secret : '';
    // Set up on the second process with the key the first one gave.
    const setUp = await post(`${second.url}/api/auth/login`, { ...credentials, code: currentCode(secret) });
    assert.equal(setUp.status, 200, await setUp.text());

    // The next step's code, sent twice to each process at once (under the sign-in limit of five tries from one
    // address): exactly one signs in.
    const code = currentCode(secret, Date.now() + TOTP_PERIOD_SECONDS * 1000);
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, index) =>
        post(`${(index % 2 === 0 ? first : second).url}/api/auth/login`, {
          ...credentials,
          code,
          rememberDevice: true,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    assert.equal(statuses.filter((status) => status === 200).length, 1, String(statuses));
    // The others: the code used already (401), or, past five tries, the sign-in limit shared by both (429).
    assert.ok(
      statuses.every((status) => [200, 401, 429].includes(status)),
      String(statuses),
    );

    const signedIn = answers.find((answer) => answer.status === 200);
    const deviceToken = loginResponseSchema.parse(await signedIn?.json()).data.device_token;
    assert.ok(deviceToken);
    for (const api of [first, second]) {
      const remembered = await post(`${api.url}/api/auth/login`, { ...credentials, deviceToken });
      assert.equal(remembered.status, 200, 'a remembered browser on either process');
    }
  });
});

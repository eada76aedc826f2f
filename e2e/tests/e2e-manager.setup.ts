import { test as setup } from '@playwright/test';
import { e2eAdminDevice } from '../support/site';

// The e2e manager's authenticator app and a remembered browser, set up once before the workers start: two
// workers setting it up at the same moment would each be given a key.
setup('the e2e manager has an authenticator app and a remembered browser', async ({ request }) => {
  await e2eAdminDevice(request);
});

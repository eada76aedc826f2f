import { definePages } from '@haveli/ui';
import { lazy } from 'react';
import { Providers } from '../app/providers';

/** What this remote offers the shell: one lazily loaded component per page it owns. */
export default definePages(
  'account',
  {
    login: lazy(() =>
      import('../features/auth/login-page').then((module) => ({ default: module.LoginPage })),
    ),
  },
  Providers,
);

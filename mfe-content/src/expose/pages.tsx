import { definePages } from '@haveli/ui';
import { lazy } from 'react';
import { Providers } from '../app/providers';

/** What this remote offers the shell: one lazily loaded component per page it owns. */
export default definePages(
  'content',
  {
    home: lazy(() => import('../features/home/home-page').then((module) => ({ default: module.HomePage }))),
  },
  Providers,
);

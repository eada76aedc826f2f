import { definePages } from '@haveli/ui';
import { lazy } from 'react';
import { Providers } from '../app/providers';

/** What this remote offers the shell: one lazily loaded component per page it owns. */
export default definePages(
  'diningCart',
  {
    menu: lazy(() => import('../features/menu/menu-page').then((module) => ({ default: module.MenuPage }))),
  },
  Providers,
);

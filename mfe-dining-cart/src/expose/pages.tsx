import { definePages } from '@haveli/ui';
import { lazy } from 'react';
import { Providers, queryClient } from '../app/providers';
import { prefetchMenu } from '../features/menu/menu-data';

const OrdersPage = lazy(() =>
  import('../features/orders/orders-page').then((module) => ({ default: module.OrdersPage })),
);

/** What this remote offers the shell: one lazily loaded component per page it owns. */
export default definePages(
  'diningCart',
  {
    // The menu's dishes are asked for with its code, so they come while it loads (in a browser: the
    // build prerenders this page in Node, as it looks before any data).
    menu: lazy(() => {
      if (typeof window !== 'undefined') prefetchMenu(queryClient);
      return import('../features/menu/menu-page').then((module) => ({ default: module.MenuPage }));
    }),
    cart: lazy(() => import('../features/cart/cart-page').then((module) => ({ default: module.CartPage }))),
    checkout: lazy(() =>
      import('../features/cart/checkout-page').then((module) => ({ default: module.CheckoutPage })),
    ),
    'user-orders': OrdersPage,
    orders: OrdersPage,
    'category-list': lazy(() =>
      import('../features/categories/category-list-page').then((module) => ({
        default: module.CategoryListPage,
      })),
    ),
  },
  Providers,
);

import { definePages } from '@haveli/ui';
import { lazy } from 'react';
import { Providers } from '../app/providers';

const OrdersPage = lazy(() =>
  import('../features/orders/orders-page').then((module) => ({ default: module.OrdersPage })),
);

/** What this remote offers the shell: one lazily loaded component per page it owns. */
export default definePages(
  'diningCart',
  {
    menu: lazy(() => import('../features/menu/menu-page').then((module) => ({ default: module.MenuPage }))),
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

// This remote's screen styles come with its pages: loaded before any of them draws.
import '../styles.scss';
import { definePages, lazyPage } from '@haveli/ui';
import { lazy } from 'react';
import { Providers, queryClient } from '../app/providers';
import { prefetchMenu } from '../features/menu/menu-data';

const OrdersPage = lazyPage(
  () => import('../features/orders/orders-page'),
  (module) => module.OrdersPage,
);

/** What this remote offers the shell: one lazily loaded component per page it owns, and per dialog. */
export default definePages(
  'diningCart',
  {
    // The menu's dishes are asked for with its code, so they come while it loads.
    menu: lazyPage(
      () => import('../features/menu/menu-page'),
      (module) => module.MenuPage,
      () => prefetchMenu(queryClient),
    ),
    cart: lazyPage(
      () => import('../features/cart/cart-page'),
      (module) => module.CartPage,
    ),
    checkout: lazyPage(
      () => import('../features/cart/checkout-page'),
      (module) => module.CheckoutPage,
    ),
    'user-orders': OrdersPage,
    orders: OrdersPage,
    'category-list': lazyPage(
      () => import('../features/categories/category-list-page'),
      (module) => module.CategoryListPage,
    ),
  },
  Providers,
  {
    dialogs: {
      // The header's Cart button, and any app's 'open-cart-modal' request.
      cart: lazy(() =>
        import('../features/cart/cart-dialog').then((module) => ({ default: module.CartDialog })),
      ),
      // The header's Book Your Slot, and any app's 'open-booking-modal' request.
      'book-table': lazy(() =>
        import('../features/table-booking/book-table-dialog').then((module) => ({
          default: module.BookTableDialog,
        })),
      ),
    },
  },
);

import { requests$ } from '@haveli/event-bus';
import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider } from '@haveli/router';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export function App() {
  useEffect(() => {
    const subscription = requests$.subscribe((request) => {
      if (request.type === 'navigate')
        void router.navigate(request.to, { replace: request.replace ?? false });
    });
    return () => subscription.unsubscribe();
  }, []);
  return <RouterProvider router={router} />;
}

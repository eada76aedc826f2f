import { renderFirstPaints } from '@haveli/ui/src/first-paint/render';
import pages from './expose/pages';
import routes from './expose/routes.json';

/** Public screens that look the same to every visitor before their data arrives (scripts/prerender.mjs). */
export const render = () =>
  renderFirstPaints('content', pages, routes, [
    'home',
    'rooms',
    'room',
    'hotel',
    'dining',
    'about',
    'faq',
    'offer',
  ]);

// Runs only when this remote is served alone: the shell loads ./expose/pages instead.
import '@haveli/ui/src/styles/theme.scss';
import { restoreSession } from '@haveli/api-client';
import { StandaloneHost } from '@haveli/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import remotePages from './expose/pages';
import routes from './expose/routes.json';

restoreSession();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
createRoot(container).render(
  <StrictMode>
    <StandaloneHost remote="staff" module={remotePages} routes={routes} />
  </StrictMode>,
);

import { restoreSession, startCartSync } from '@haveli/api-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { keepFirstPaint } from './federation/first-paint';
import { loadRemotesConfig } from './federation/remotes-config';

loadRemotesConfig();
restoreSession();
startCartSync();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
keepFirstPaint(container);
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

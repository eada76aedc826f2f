import './styles.scss';
import { restoreSession, startCartSync } from '@haveli/api-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadRemotesConfig } from './federation/remotes-config';

loadRemotesConfig();
restoreSession();
startCartSync();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

import { byRemote, type RemotesConfig } from '@haveli/contracts';
import { act, render, screen } from '@testing-library/react';
import { App } from './app';

const config: RemotesConfig = {
  remotes: byRemote(() => ''),
  routes: { content: [{ path: 'home', page: 'home', title: 'Home' }] },
};
// One promise, as the real loader keeps: React waits on it once.
let mockConfigLoaded: Promise<RemotesConfig> | undefined;
jest.mock('../federation/remotes-config', () => ({
  ...jest.requireActual('../federation/remotes-config'),
  loadRemotesConfig: () => (mockConfigLoaded ??= Promise.resolve(config)),
}));

// A bug outside any remote's area: the header throws while rendering.
jest.mock('../layout/header', () => ({
  Header: () => {
    throw new Error('boom');
  },
}));

it('shows a way out instead of a blank page when the shell itself fails to render', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // The route table waits for the runtime config.
  await act(async () => render(<App />));
  expect(screen.getByRole('alert')).toHaveTextContent('This page could not be shown. Please reload it.');
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

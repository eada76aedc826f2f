import { pagesOf, REMOTE_CONTRACT_VERSION } from '@haveli/contracts';
import remotePages from './pages';

describe('the diningCart remote keeps its contract with the shell', () => {
  it('speaks the current contract version', () => {
    expect(remotePages.contractVersion).toBe(REMOTE_CONTRACT_VERSION);
  });

  it.each(pagesOf('diningCart'))('exposes a component for the "%s" page', (page) => {
    expect(typeof remotePages.pages[page]).toBe('function');
  });
});

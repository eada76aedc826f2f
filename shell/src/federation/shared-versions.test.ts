import { unmetSharedRanges } from './shared-versions';

const held = { '@haveli/event-bus': { version: '1.0.0', requiredVersion: '^1.0.0' } };

describe('a remote’s shared libraries beside the page’s', () => {
  it('accepts a remote whose ranges the page’s copies meet', () => {
    expect(
      unmetSharedRanges({ '@haveli/event-bus': { version: '1.0.0', requiredVersion: '^1.0.0' } }, held),
    ).toEqual([]);
  });

  it('names each library a remote needs newer than the page holds', () => {
    expect(
      unmetSharedRanges({ '@haveli/event-bus': { version: '1.1.0', requiredVersion: '^1.1.0' } }, held),
    ).toEqual(['@haveli/event-bus ^1.1.0 (the page has 1.0.0)']);
  });
});

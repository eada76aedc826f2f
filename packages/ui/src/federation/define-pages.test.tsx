import { REMOTE_CONTRACT_VERSION } from '@haveli/contracts';
import { render, screen } from '@testing-library/react';
import { type ReactNode } from 'react';
import { definePages } from './define-pages';

const Providers = ({ children }: { children: ReactNode }) => <div data-testid="providers">{children}</div>;

describe('definePages', () => {
  const module = definePages('diningCart', { menu: () => <h1>Our Menu</h1> }, Providers);

  it('offers the pages the remote built, and no other, at the current contract version', () => {
    expect(Object.keys(module.pages)).toEqual(['menu']);
    expect(module.contractVersion).toBe(REMOTE_CONTRACT_VERSION);
  });

  it("renders a page inside the remote's providers", () => {
    const Menu = module.pages.menu!;
    render(<Menu />);
    expect(screen.getByTestId('providers')).toContainElement(
      screen.getByRole('heading', { name: 'Our Menu' }),
    );
  });
});

import { pagesOf, REMOTE_CONTRACT_VERSION } from '@haveli/contracts';
import { render, screen } from '@testing-library/react';
import { type ReactNode } from 'react';
import { MemoryRouter } from '@haveli/router/src/testing';
import { definePages } from './define-pages';

const Providers = ({ children }: { children: ReactNode }) => <div data-testid="providers">{children}</div>;

describe('definePages', () => {
  const module = definePages('diningCart', { menu: () => <h1>Our Menu</h1> }, Providers);

  it('offers every page the shell routes to the remote, at the current contract version', () => {
    expect(Object.keys(module.pages).sort()).toEqual(pagesOf('diningCart').sort());
    expect(module.contractVersion).toBe(REMOTE_CONTRACT_VERSION);
  });

  it("renders a built page inside the remote's providers", () => {
    const Menu = module.pages.menu!;
    render(<Menu />);
    expect(screen.getByTestId('providers')).toContainElement(
      screen.getByRole('heading', { name: 'Our Menu' }),
    );
  });

  it('renders a clear coming-soon page, never a blank, for a page not built yet', () => {
    const Orders = module.pages['user-orders']!;
    render(
      <MemoryRouter>
        <Orders />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'User Orders' })).toBeInTheDocument();
    expect(screen.getByText('This page is coming soon.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/home');
  });
});

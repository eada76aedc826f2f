import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../testing/render-page';
import { StyleguidePage } from './styleguide-page';
import { STYLEGUIDE_COMPONENTS } from './tokens';

describe('the style guide', () => {
  it('shows every component under its own section and keeps itself out of search engines', () => {
    const { container } = renderPage(<StyleguidePage />, { url: '/styleguide' });

    expect(screen.getByRole('heading', { level: 1, name: 'Style guide' })).toBeInTheDocument();
    for (const component of STYLEGUIDE_COMPONENTS) {
      expect(container.querySelector(`[data-component="${component}"]`)).not.toBeNull();
    }
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('shows each state live: a toast closes, the pager pages, an invalid field says why', async () => {
    renderPage(<StyleguidePage />, { url: '/styleguide' });

    const toasts = screen.getByRole('region', { name: 'Toast' });
    await userEvent.click(within(toasts).getAllByRole('button', { name: 'Close' })[0]!);
    expect(within(toasts).queryByText('Added to your cart.')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 3 of 5')).toBeInTheDocument();

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(screen.getByRole('button', { name: 'Booking…' })).toBeDisabled();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Badge } from './badge';
import { Card } from './card';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { LoadingState } from './loading-state';
import { SectionHeader } from './section-header';
import { Stars } from './stars';
import { Toast } from './toast';

describe('states', () => {
  it('an empty state names what is missing under a heading and offers the way on', () => {
    render(
      <EmptyState
        title="Your cart is empty"
        message="Add a dish from the menu."
        action={<a href="/menu">Menu</a>}
      />,
    );

    expect(screen.getByRole('heading', { level: 2, name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByText('Add a dish from the menu.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Menu' })).toHaveAttribute('href', '/menu');
    expect(document.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('an error state is announced and retries on request', async () => {
    const onRetry = jest.fn();
    render(<ErrorState message="The rooms could not be loaded." onRetry={onRetry} />);

    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('a skeleton is announced by its label while its shapes stay hidden from screen readers', () => {
    render(<LoadingState skeleton="cards" count={2} label="Loading rooms…" />);

    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading rooms…');
    expect(status.querySelectorAll('[aria-hidden="true"] .haveli-skeleton-media')).toHaveLength(2);
  });

  it('a spinner says it is loading', () => {
    render(<LoadingState />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
});

describe('content', () => {
  it('a section header puts its title in a heading of the level asked, named by its id', () => {
    render(<SectionHeader eyebrow="Facilities" title="Everything for a royal stay" id="facilities-title" />);

    const heading = screen.getByRole('heading', { level: 2, name: 'Everything for a royal stay' });
    expect(heading).toHaveAttribute('id', 'facilities-title');
    expect(screen.getByText('Facilities')).toBeInTheDocument();
  });

  it('a page header is the page’s h1', () => {
    render(<SectionHeader title="Rooms" level={1} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Rooms' })).toBeInTheDocument();
  });

  it('a card is an article under its own heading', () => {
    render(
      <Card title="Maharaja Suite" footer={<span>Book</span>}>
        <p>Two rooms</p>
      </Card>,
    );

    const card = screen.getByRole('article');
    expect(screen.getByRole('heading', { level: 3, name: 'Maharaja Suite' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Two rooms');
    expect(card).toHaveTextContent('Book');
  });

  it('a badge says its meaning in words', () => {
    render(<Badge tone="success">Confirmed</Badge>);

    expect(screen.getByText('Confirmed')).toHaveClass('badge', 'text-bg-success');
  });

  it('stars are read as one rating, drawn as icons rather than characters', () => {
    render(<Stars value={3.6} />);

    const rating = screen.getByRole('img', { name: '4 out of 5 stars' });
    expect(rating.querySelectorAll('svg')).toHaveLength(5);
    expect(rating.querySelectorAll('svg[fill="currentColor"]')).toHaveLength(4);
    expect(rating).toHaveTextContent(/^$/);
  });
});

describe('Toast', () => {
  it('an error toast is an alert; others are status messages', () => {
    const { rerender } = render(<Toast kind="danger" message="Payment failed." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failed.');

    rerender(<Toast kind="success" message="Added to cart." />);
    expect(screen.getByRole('status')).toHaveTextContent('Added to cart.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('closes on its Close button', async () => {
    const onClose = jest.fn();
    render(<Toast kind="info" message="Saved." onClose={onClose} />);

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));

    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

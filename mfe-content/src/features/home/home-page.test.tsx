// Types for the matchers jest.setup.ts installs: the remote's tsconfig does not list them.
import '@testing-library/jest-dom';
import { mockApi } from '@haveli/api-client/src/testing/mock-api';
import type { RoomType } from '@haveli/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { HomePage } from './home-page';

const room = (id: number, title: string, room_base_price: number): RoomType => ({
  id,
  title,
  room_type: 'Deluxe',
  short_desc: `${title}, over the marigold courtyard.`,
  image: `/api/images/room-${id}.svg`,
  room_base_price,
});
const rooms = [room(1, 'Standard Courtyard Room', 8500), room(2, 'Deluxe Jharokha Room', 12500)];

function renderHome() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/home']}>
        <HomePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const roomTypes = () => screen.getByRole('region', { name: 'Room Types' });

describe('HomePage', () => {
  it('opens with the hero and its Booking Now link', () => {
    mockApi(() => ({ status: 200, data: { data: rooms, total: 2 } }));
    renderHome();

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Luxury Hotels in Jaipur' })).toBeInTheDocument();
    expect(screen.getByText('Experience Royal Hospitality')).toBeInTheDocument();
    expect(screen.getByText('At Its Best')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Booking Now' })).toHaveAttribute('href', '/user-booking');
    expect(document.querySelector('.haveli-hero img')).toHaveAttribute('src', '/api/images/hero.svg');
  });

  it('shows the room types from the API with their nightly prices', async () => {
    const sent = mockApi(() => ({ status: 200, data: { data: rooms, total: 2 } }));
    renderHome();

    expect(within(roomTypes()).getByRole('status')).toHaveTextContent('Loading room types…');
    const cards = await within(roomTypes()).findAllByRole('article');
    expect(cards).toHaveLength(2);

    const deluxe = cards[1]!;
    expect(
      within(deluxe).getByRole('heading', { level: 3, name: 'Deluxe Jharokha Room' }),
    ).toBeInTheDocument();
    expect(
      within(deluxe).getByText('Deluxe Jharokha Room, over the marigold courtyard.'),
    ).toBeInTheDocument();
    expect(within(deluxe).getByText(/\/ night/)).toHaveTextContent('₹12,500 / night');
    const image = within(deluxe).getByRole('img', { name: 'Deluxe Jharokha Room' });
    expect(image).toHaveAttribute('src', '/api/images/room-2.svg');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(sent[0]?.url).toBe('web/room/get_with_pagination');
    expect(sent[0]?.params).toEqual({ page: 1, limit: 5 });
  });

  it('says so when there are no room types', async () => {
    mockApi(() => ({ status: 200, data: { data: [], total: 0 } }));
    renderHome();

    expect(
      await within(roomTypes()).findByText('No room types are available right now.'),
    ).toBeInTheDocument();
  });

  it('shows a failure with a Retry that loads the room types again', async () => {
    const user = userEvent.setup();
    let reply: 'network-error' | { status: number; data: unknown } = 'network-error';
    mockApi(() => reply);
    renderHome();

    expect(await within(roomTypes()).findByRole('alert')).toHaveTextContent(
      'Unable to reach the server. Please check your connection and try again.',
    );
    reply = { status: 200, data: { data: rooms, total: 2 } };
    await user.click(within(roomTypes()).getByRole('button', { name: 'Retry' }));

    expect(await within(roomTypes()).findAllByRole('article')).toHaveLength(2);
  });

  it('links to the about page, the services and the menu, with the hotel’s counters', () => {
    mockApi(() => ({ status: 200, data: { data: rooms, total: 2 } }));
    renderHome();

    expect(screen.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('link', { name: 'Explore All Services' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Order Now' })).toHaveAttribute('href', '/menu');
    const counters = screen.getAllByRole('definition').map((value) => value.textContent);
    const labels = screen.getAllByRole('term').map((term) => term.textContent);
    expect(labels).toEqual(['Rooms', 'Rating', 'Restaurants']);
    expect(counters).toEqual(['100+', '5.0', '3+']);
  });

  it('keeps its headings in order', async () => {
    mockApi(() => ({ status: 200, data: { data: rooms, total: 2 } }));
    renderHome();
    await screen.findAllByRole('article');

    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    levels.forEach((level, index) => expect(level - (levels[index - 1] ?? 0)).toBeLessThanOrEqual(1));
  });
});

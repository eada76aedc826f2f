// Types for the matchers jest.setup.ts installs: the remote's tsconfig does not list them.
import '@testing-library/jest-dom';
import { mockApi } from '@haveli/api-client/src/testing/mock-api';
import type { FoodItem, Toast } from '@haveli/contracts';
import { dismissToast, getCart, publishCart, toasts$ } from '@haveli/event-bus';
import { QueryClient, QueryClientProvider } from '@haveli/query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@haveli/router/src/testing';
import { createQueryClient } from '../../app/providers';
import { prefetchMenu } from './menu-data';
import { addOnsGroup, sampleDish, sizeGroup } from '../../testing/samples';
import { MenuPage } from './menu-page';

const dish = sampleDish;
const firstPage: FoodItem[] = [
  dish(1, 'Paneer Tikka', 450, {
    spice_level: 2,
    allergens: ['milk'],
    option_groups: [sizeGroup(100), addOnsGroup(110)],
  }),
  dish(2, 'Dahi ke Kebab', 420),
  dish(3, 'Fresh Lime Soda', 180, { option_groups: [] }),
  dish(4, 'Murgh Malai Tikka', 520, { diet: 'non-veg' }),
  dish(5, 'Laal Maas', 780, { diet: 'non-veg', spice_level: 3 }),
];
const secondPage = [dish(6, 'Ghevar', 350)];

function serveMenu() {
  return mockApi((config) => {
    const page = Number(config.params?.page);
    return { status: 200, data: { data: page === 2 ? secondPage : firstPage, total: 6 } };
  });
}

function renderMenu(
  path = '/menu',
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <MenuPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const toastsSeen: Toast[] = [];
let stopRecording = () => {};
beforeEach(() => {
  publishCart({ items: [], count: 0, total: 0 }, { crossTab: false });
  toastsSeen.length = 0;
  const subscription = toasts$.subscribe((toast) => toastsSeen.push(toast));
  stopRecording = () => subscription.unsubscribe();
});
afterEach(() => {
  stopRecording();
  // The bus replays its latest toast to late subscribers: it must not reach the next test.
  toastsSeen.forEach((toast) => dismissToast(toast.id));
});

describe('MenuPage', () => {
  it.each(['', '?category=2'])(
    'uses the dishes asked for before it drew (%p): fetched once, shown at once',
    async (search) => {
      const sent = serveMenu();
      const client = createQueryClient();
      prefetchMenu(client, search);
      expect(sent).toHaveLength(1);
      await waitFor(() => expect(client.isFetching()).toBe(0));

      renderMenu(`/menu${search}`, client);

      expect(screen.getByRole('heading', { level: 2, name: 'Vegetarian Paneer Tikka' })).toBeInTheDocument();
      expect(sent).toHaveLength(1);
      expect(sent[0]?.params?.category).toBe(search ? 2 : undefined);
    },
  );

  it('lists a page of five dishes in two columns, with images and rupee prices', async () => {
    const sent = serveMenu();
    renderMenu();

    expect(screen.getByRole('heading', { level: 1, name: 'Our Menu' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the menu…');

    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveClass('col-md-6');
    expect(
      within(items[0]!).getByRole('heading', { level: 2, name: 'Vegetarian Paneer Tikka' }),
    ).toBeInTheDocument();
    expect(within(items[0]!).getByText('Spicy · Contains milk')).toBeInTheDocument();
    expect(
      within(items[3]!).getByRole('heading', { level: 2, name: 'Non-vegetarian Murgh Malai Tikka' }),
    ).toBeInTheDocument();
    expect(within(items[0]!).getByRole('img', { name: 'Paneer Tikka' })).toHaveAttribute('loading', 'lazy');
    expect(within(items[0]!).getByText('₹450')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Starters')).toBeInTheDocument();
    expect(sent[0]?.url).toBe('web/foodItem/get_with_pagination');
    expect(sent[0]?.params).toEqual({ page: 1, limit: 5 });
  });

  it('pages through the menu with the shared pager', async () => {
    const user = userEvent.setup();
    const sent = serveMenu();
    renderMenu();
    await screen.findByText('Page 1 of 2');

    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { name: 'Vegetarian Ghevar' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(sent.map((request) => request.params?.page)).toEqual([1, 2]);
  });

  it('adds a dish with its choices and publishes the cart on the bus', async () => {
    const user = userEvent.setup();
    serveMenu();
    renderMenu();

    await user.click(await screen.findByRole('button', { name: 'Add to Cart Paneer Tikka' }));
    const dialog = screen.getByRole('dialog', { name: 'Paneer Tikka' });
    expect(within(dialog).getByRole('radio', { name: 'Small' })).toBeChecked();
    expect(within(dialog).getByTestId('unit-price')).toHaveTextContent('₹450');

    await user.click(within(dialog).getByRole('radio', { name: 'Medium (+₹50)' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Cheese (+₹30)' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Cheese (+₹30)' })).toHaveFocus();
    expect(within(dialog).getByTestId('unit-price')).toHaveTextContent('₹530');

    await user.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(getCart()).toMatchObject({
      count: 1,
      total: 530,
      items: [
        {
          key: '1:102+111',
          productId: 1,
          name: 'Paneer Tikka',
          variant: 'Medium',
          addons: ['Cheese'],
          options: [102, 111],
          unitPrice: 530,
          quantity: 1,
        },
      ],
    });
    expect(toastsSeen).toEqual([
      expect.objectContaining({ kind: 'success', message: 'Food Item added Successfully' }),
    ]);
    expect(screen.getByRole('button', { name: 'Edit Paneer Tikka' })).toHaveFocus();
  });

  it('edits a dish already in the cart, with the quantity stepper', async () => {
    const user = userEvent.setup();
    serveMenu();
    renderMenu();

    await user.click(await screen.findByRole('button', { name: 'Add to Cart Laal Maas' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await user.click(screen.getByRole('button', { name: 'Edit Laal Maas' }));

    const dialog = screen.getByRole('dialog', { name: 'Laal Maas' });
    expect(within(dialog).queryByRole('spinbutton')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Large (+₹100)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Increase quantity of Laal Maas' }));
    await user.click(within(dialog).getByRole('button', { name: 'Increase quantity of Laal Maas' }));
    await user.click(within(dialog).getByRole('button', { name: 'Decrease quantity of Laal Maas' }));
    expect(within(dialog).getByTestId('dish-quantity')).toHaveTextContent('2');
    expect(within(dialog).getByText('₹1,760')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Update Cart' }));

    expect(getCart()).toMatchObject({ count: 2, total: 1760, items: [{ key: '5:503', quantity: 2 }] });
  });

  it('never goes below one, and offers only the options of the dish', async () => {
    const user = userEvent.setup();
    serveMenu();
    renderMenu();

    await user.click(await screen.findByRole('button', { name: 'Add to Cart Fresh Lime Soda' }));
    const dialog = screen.getByRole('dialog', { name: 'Fresh Lime Soda' });
    await user.click(within(dialog).getByRole('button', { name: 'Decrease quantity of Fresh Lime Soda' }));
    expect(within(dialog).getByTestId('dish-quantity')).toHaveTextContent('1');
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));

    expect(getCart().items).toMatchObject([{ key: '3:', variant: '', addons: [], unitPrice: 180 }]);
  });

  it('opens the dish from its name as well, with its photo', async () => {
    const user = userEvent.setup();
    serveMenu();
    renderMenu();

    await user.click(await screen.findByRole('button', { name: 'Paneer Tikka' }));
    const dialog = screen.getByRole('dialog', { name: 'Paneer Tikka' });
    expect(dialog.querySelector('img')).toHaveAttribute('src', '/api/images/food-1.svg');
    expect(within(dialog).getByText('Vegetarian')).toBeInTheDocument();
  });

  it('shows a dish the kitchen has run out of as sold out today, and offers no way to add it', async () => {
    const user = userEvent.setup();
    mockApi(() => ({
      status: 200,
      data: { data: [dish(2, 'Dahi ke Kebab', 420, { sold_out: true }), dish(6, 'Ghevar', 350)], total: 2 },
    }));
    renderMenu();

    const kebab = (await screen.findByRole('button', { name: 'Dahi ke Kebab' })).closest('article');
    expect(kebab).not.toBeNull();
    expect(within(kebab as HTMLElement).getByText('Sold out today')).toBeInTheDocument();
    expect(
      within(kebab as HTMLElement).queryByRole('button', { name: /Add to Cart/ }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dahi ke Kebab' }));
    const dialog = screen.getByRole('dialog', { name: 'Dahi ke Kebab' });
    expect(within(dialog).getByText(/^Sold out today: the kitchen has run out of it/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    expect(getCart().count).toBe(0);
  });

  it('keeps the veg-only switch in the URL and asks the API for vegetarian dishes only', async () => {
    const user = userEvent.setup();
    const sent = serveMenu();
    renderMenu();
    await screen.findAllByRole('listitem');

    await user.click(screen.getByRole('switch', { name: 'Vegetarian only' }));

    await waitFor(() => expect(sent.at(-1)?.params).toEqual({ page: 1, limit: 5, veg: true }));
  });

  it('starts vegetarian only when the URL says veg=1', async () => {
    const sent = serveMenu();
    renderMenu('/menu?veg=1');

    await screen.findAllByRole('listitem');
    expect(screen.getByRole('switch')).toBeChecked();
    expect(sent[0]?.params).toEqual({ page: 1, limit: 5, veg: true });
  });

  it('shows a failure with a Retry that loads the menu again', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockApi(() =>
      fail
        ? { status: 500, data: { message: 'The kitchen is closed.' } }
        : { status: 200, data: { data: firstPage, total: 5 } },
    );
    renderMenu();

    expect(await screen.findByRole('alert')).toHaveTextContent('The kitchen is closed.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(5));
  });

  it('shows only the dishes of the category the URL names, with a way back to every dish', async () => {
    const sent = mockApi(() => ({
      status: 200,
      data: { data: [{ ...dish(6, 'Ghevar', 350), food_cat_id: 4, category: 'Desserts' }], total: 1 },
    }));
    renderMenu('/menu?category=4');

    expect(await screen.findByRole('heading', { level: 2, name: 'Vegetarian Ghevar' })).toBeInTheDocument();
    expect(sent[0]?.params).toEqual({ page: 1, limit: 5, category: 4 });
    expect(screen.getByText(/Dishes from Desserts/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all dishes' })).toHaveAttribute('href', '/menu');
  });

  it.each(['abc', '0', '-2'])('lists every dish when the category in the URL is %s', async (category) => {
    const sent = serveMenu();
    renderMenu(`/menu?category=${category}`);

    await screen.findAllByRole('listitem');
    expect(sent[0]?.params).toEqual({ page: 1, limit: 5 });
    expect(screen.getByRole('link', { name: 'Browse the menu by category' })).toHaveAttribute(
      'href',
      '/category-list',
    );
  });

  it('says so when the menu is empty', async () => {
    mockApi(() => ({ status: 200, data: { data: [], total: 0 } }));
    renderMenu();

    expect(await screen.findByText('No dishes are available right now.')).toBeInTheDocument();
  });
});

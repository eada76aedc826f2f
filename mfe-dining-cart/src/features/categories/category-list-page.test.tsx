// Types for the matchers jest.setup.ts installs: the remote's tsconfig does not list them.
import '@testing-library/jest-dom';
import { mockApi } from '@haveli/api-client/src/testing/mock-api';
import type { FoodCategory } from '@haveli/contracts';
import { QueryClient, QueryClientProvider } from '@haveli/query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@haveli/router/src/testing';
import { CategoryListPage } from './category-list-page';

const categories: FoodCategory[] = [
  { id: 1, name: 'Starters', item_count: 4 },
  { id: 2, name: 'Main Course', item_count: 1 },
];

function renderCategories() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CategoryListPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('CategoryListPage', () => {
  it('lists the courses, each leading to the menu filtered to it', async () => {
    const sent = mockApi(() => ({ status: 200, data: { data: categories, total: 2 } }));
    renderCategories();

    expect(screen.getByRole('heading', { level: 1, name: 'Menu Categories' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the menu categories…');
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Starters' })).toHaveAttribute(
      'href',
      '/menu?category=1',
    );
    expect(within(items[0]!).getByText('4 dishes')).toBeInTheDocument();
    expect(within(items[1]!).getByText('1 dish')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'see the whole menu' })).toHaveAttribute('href', '/menu');
    expect(sent[0]).toMatchObject({
      url: 'web/foodCategory/get_with_pagination',
      params: { page: 1, limit: 6 },
    });
  });

  it('shows a failure with a Retry that loads the categories again', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockApi(() =>
      fail
        ? { status: 500, data: { statusCode: 500, error: 'Error', message: 'The menu is being rewritten.' } }
        : { status: 200, data: { data: categories, total: 2 } },
    );
    renderCategories();

    expect(await screen.findByRole('alert')).toHaveTextContent('The menu is being rewritten.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('link', { name: 'Main Course' })).toBeInTheDocument();
  });

  it('says so when the menu has no categories', async () => {
    mockApi(() => ({ status: 200, data: { data: [], total: 0 } }));
    renderCategories();

    expect(await screen.findByText('No menu categories are available right now.')).toBeInTheDocument();
  });
});

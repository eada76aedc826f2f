import { ErrorState, LoadingState, Pager } from '@haveli/ui';
import { useState } from 'react';
import { Link } from '@haveli/router';
import { CATEGORIES_PAGE_SIZE, useFoodCategories } from './api/get-food-categories';

const dishes = (count: number) => `${count} ${count === 1 ? 'dish' : 'dishes'}`;

/** /category-list: the courses of the menu, each leading to the menu filtered to it. */
export function CategoryListPage() {
  const [page, setPage] = useState(1);
  const categories = useFoodCategories(page);

  return (
    <section className="container py-5" aria-labelledby="categories-title">
      <header className="text-center mb-5">
        <h1 id="categories-title" className="display-6 section-title">
          Menu Categories
        </h1>
        <p className="text-secondary mt-3 mb-0">
          Choose a course, or <Link to="/menu">see the whole menu</Link>.
        </p>
      </header>

      {categories.isPending ? (
        <LoadingState label="Loading the menu categories…" />
      ) : categories.isError ? (
        <ErrorState
          title="We could not load the menu categories"
          message={categories.error.message}
          onRetry={() => void categories.refetch()}
        />
      ) : categories.data.data.length === 0 ? (
        <p className="text-center text-secondary py-5">No menu categories are available right now.</p>
      ) : (
        <>
          <ul className="row g-4 list-unstyled" aria-busy={categories.isPlaceholderData}>
            {categories.data.data.map((category) => (
              <li key={category.id} className="col-12 col-sm-6 col-lg-4">
                <article className="card h-100 border-0 shadow-sm category-card">
                  <div className="card-body">
                    <h2 className="h4 card-title">
                      <Link
                        to={`/menu?category=${category.id}`}
                        className="stretched-link text-decoration-none"
                      >
                        {category.name}
                      </Link>
                    </h2>
                    <p className="text-secondary mb-0">{dishes(category.item_count)}</p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
          <div className="d-flex justify-content-center mt-4">
            <Pager
              page={page}
              total={categories.data.total}
              pageSize={CATEGORIES_PAGE_SIZE}
              onPageChange={setPage}
              label="Category pages"
            />
          </div>
        </>
      )}
    </section>
  );
}

import { PAGE_SIZE } from '@haveli/contracts';
import { Pager } from '@haveli/ui';
import { useState } from 'react';
import { Link } from '@haveli/router';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { useCmsPages } from '../api/get-pages';

/** /page: the site's information pages, five a page from the server. */
export function PageList() {
  const [page, setPage] = useState(1);
  const pages = useCmsPages(page);
  return (
    <>
      <PageHeader title="Information" crumb="Pages" lead="Policies, terms and house rules of the haveli." />
      <div className="container py-5">
        <QueryState
          query={pages}
          loading="Loading pages…"
          errorTitle="We could not load the pages"
          empty="No pages yet."
          isEmpty={(data) => data.data.length === 0}
        >
          {(data) => (
            <>
              <ul className="list-group list-group-flush mb-0">
                {data.data.map((item) => (
                  <li className="list-group-item px-0 py-3 bg-transparent" key={item.id}>
                    <h2 className="h5 mb-1">
                      <Link to={`/page/${item.slug}`}>{item.title}</Link>
                    </h2>
                    <p className="text-secondary mb-0">{item.short_desc}</p>
                  </li>
                ))}
              </ul>
              <Pager
                page={page}
                total={data.total}
                pageSize={PAGE_SIZE.pages}
                onPageChange={setPage}
                label="Page list pages"
              />
            </>
          )}
        </QueryState>
      </div>
    </>
  );
}

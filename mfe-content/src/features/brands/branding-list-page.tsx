import { Pager } from '@haveli/ui';
import { useState } from 'react';
import { PAGE_SIZE } from '@haveli/contracts';
import { useBrands } from '../../api/get-brands';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';

/** The /branding-list screen: the hotel's partner brands, five a page. */
export function BrandingListPage() {
  const [page, setPage] = useState(1);
  const brands = useBrands(page, PAGE_SIZE.pages);
  return (
    <>
      <PageHeader
        title="Our Partners"
        crumb="Brands"
        lead="Makers and companies of Rajasthan we are proud to work with."
      />
      <div className="container py-5">
        <QueryState
          query={brands}
          loading="Loading our partners…"
          errorTitle="We could not load our partners"
          empty="No partners to show yet."
          isEmpty={(data) => data.data.length === 0}
        >
          {(data) => (
            <>
              <ul className="row row-cols-2 row-cols-md-3 row-cols-lg-5 g-4 list-unstyled mb-0">
                {data.data.map((brand) => (
                  <li className="col" key={brand.id}>
                    <figure className="card h-100 border-0 shadow-sm p-3 text-center mb-0">
                      <img
                        src={brand.logo}
                        alt=""
                        width={160}
                        height={80}
                        loading="lazy"
                        className="brand-logo mx-auto"
                      />
                      <figcaption className="mt-2 fw-semibold">{brand.name}</figcaption>
                    </figure>
                  </li>
                ))}
              </ul>
              <Pager
                page={page}
                total={data.total}
                pageSize={PAGE_SIZE.pages}
                onPageChange={setPage}
                label="Partner pages"
              />
            </>
          )}
        </QueryState>
      </div>
    </>
  );
}

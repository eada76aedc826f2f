import { PAGE_SIZE } from '@haveli/contracts';
import { Pager } from '@haveli/ui';
import { useState } from 'react';
import { useTestimonials } from '../../api/get-testimonials';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { TestimonialCard } from '../../components/testimonial-card';

/** The /testimonial screen: what guests say, five a page from the server, with their stars. */
export function TestimonialsPage() {
  const [page, setPage] = useState(1);
  const testimonials = useTestimonials(page);
  return (
    <>
      <PageHeader title="Guest Testimonials" crumb="Testimonials" lead="In our guests’ own words." />
      <div className="container py-5">
        <QueryState
          query={testimonials}
          loading="Loading testimonials…"
          errorTitle="We could not load our guests’ words"
          empty="No testimonials yet."
          isEmpty={(data) => data.data.length === 0}
        >
          {(data) => (
            <>
              <ul className="row row-cols-1 row-cols-md-2 row-cols-lg-3 g-4 list-unstyled mb-0">
                {data.data.map((testimonial) => (
                  <li className="col" key={testimonial.id}>
                    <TestimonialCard testimonial={testimonial} />
                  </li>
                ))}
              </ul>
              <Pager
                page={page}
                total={data.total}
                pageSize={PAGE_SIZE.testimonials}
                onPageChange={setPage}
                label="Testimonial pages"
              />
            </>
          )}
        </QueryState>
      </div>
    </>
  );
}

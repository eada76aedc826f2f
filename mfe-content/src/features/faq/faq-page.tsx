import { PAGE_SIZE } from '@haveli/contracts';
import { Pager } from '@haveli/ui';
import { useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { useFaqs } from './api/get-faqs';
import { FaqAccordion } from './components/faq-accordion';

/** SPEC §4 loading text of the FAQ. */
export const FAQ_LOADING_TEXT = 'Loading FAQs...';

/** SPEC §2 FAQ: an accordion, five questions a page from the server, with Previous/Next and 'Page X of Y'. */
export function FaqPage() {
  const [page, setPage] = useState(1);
  const faqs = useFaqs(page);
  return (
    <>
      <PageHeader
        title="Frequently Asked Questions"
        crumb="FAQ"
        lead="Check-in, dining, transfers and more: the answers our guests ask for most."
      />
      <div className="container py-5 faq-page">
        <QueryState
          query={faqs}
          loading={FAQ_LOADING_TEXT}
          errorTitle="We could not load the questions"
          empty="No questions have been answered here yet."
          isEmpty={(data) => data.data.length === 0 && page === 1}
        >
          {(data) => (
            <>
              <FaqAccordion key={page} faqs={data.data} />
              <Pager
                page={page}
                total={data.total}
                pageSize={PAGE_SIZE.faq}
                onPageChange={setPage}
                label="FAQ pages"
              />
            </>
          )}
        </QueryState>
      </div>
    </>
  );
}

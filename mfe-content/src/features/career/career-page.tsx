import type { Career } from '@haveli/contracts';
import { Modal } from '@haveli/ui';
import { useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { useCareers } from './api/get-careers';
import { ApplyForm } from './components/apply-form';
import { PostingCard } from './components/posting-card';

/** SPEC §8 empty list text of the career screen. */
export const NO_POSTINGS_MESSAGE = 'No job postings available.';

/** SPEC §2 Career: the openings from the server and an application form that really sends (PRODUCT.md §6). */
export function CareerPage() {
  const careers = useCareers();
  const [applyingFor, setApplyingFor] = useState<Career | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);

  const close = () => {
    setApplyingFor(null);
    setConfirmation(null);
  };

  return (
    <>
      <PageHeader
        title="Join Our Team"
        crumb="Career"
        lead="Explore exciting career opportunities and grow with us."
      />
      <section className="container py-5" aria-labelledby="openings-title">
        <h2 id="openings-title" className="h3 section-title mb-4">
          Current Openings
        </h2>
        <QueryState
          query={careers}
          loading="Loading job postings…"
          errorTitle="We could not load the job postings"
          empty={NO_POSTINGS_MESSAGE}
          isEmpty={(postings) => postings.length === 0}
        >
          {(postings) => (
            <ul className="row row-cols-1 row-cols-md-3 g-4 list-unstyled mb-0">
              {postings.map((posting) => (
                <li className="col" key={posting.id}>
                  <PostingCard posting={posting} onApply={setApplyingFor} />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </section>
      <Modal
        open={applyingFor !== null}
        title={applyingFor ? `Apply for ${applyingFor.title}` : ''}
        onClose={close}
        centered
      >
        {confirmation ? (
          <div>
            <div className="alert alert-success" role="status">
              {confirmation}
            </div>
            <button type="button" className="btn btn-primary" onClick={close} autoFocus>
              Done
            </button>
          </div>
        ) : (
          applyingFor && <ApplyForm posting={applyingFor} onApplied={setConfirmation} />
        )}
      </Modal>
    </>
  );
}

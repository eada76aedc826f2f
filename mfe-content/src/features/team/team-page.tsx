import { PAGE_SIZE } from '@haveli/contracts';
import { Pager } from '@haveli/ui';
import { useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { useTeam } from './api/get-team';

/** An address that wraps only before its '@' (or its dots), never in the middle of a word. */
function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

/** SPEC §2 Team: cards with photo, name, designation and an email link; five a page (SPEC §9). */
export function TeamPage() {
  const [page, setPage] = useState(1);
  const team = useTeam();
  return (
    <>
      <PageHeader title="Our Team" crumb="Team" lead="The people who make the haveli feel like home." />
      <div className="container py-5">
        <QueryState
          query={team}
          loading="Loading our team…"
          errorTitle="We could not load our team"
          empty="No team members to show yet."
          isEmpty={(data) => data.length === 0}
        >
          {(data) => (
            <>
              <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-5 g-4 list-unstyled mb-0">
                {data.slice((page - 1) * PAGE_SIZE.team, page * PAGE_SIZE.team).map((member) => (
                  <li className="col" key={member.id}>
                    <article className="card h-100 border-0 shadow-sm text-center p-3 team-card">
                      <img
                        src={member.profileImages}
                        alt={`Portrait of ${member.title}`}
                        width={200}
                        height={200}
                        loading="lazy"
                        className="rounded-circle object-fit-cover mx-auto mb-3 team-photo"
                      />
                      <h2 className="h6 mb-1">{member.title}</h2>
                      <p className="small text-secondary mb-2">{member.designation}</p>
                      <a
                        className="small team-email"
                        href={`mailto:${member.email}`}
                        aria-label={member.email}
                      >
                        <EmailText email={member.email} />
                      </a>
                    </article>
                  </li>
                ))}
              </ul>
              <Pager
                page={page}
                total={data.length}
                pageSize={PAGE_SIZE.team}
                onPageChange={setPage}
                label="Team pages"
              />
            </>
          )}
        </QueryState>
      </div>
    </>
  );
}

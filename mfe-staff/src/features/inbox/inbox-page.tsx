import type { StaffListQuery } from '@haveli/contracts';
import { Link, useSearchParams } from '@haveli/router';
import { listParamsOf } from '../../components/list-query';
import { StaffPage } from '../../components/staff-page';
import { Applications } from './components/applications';
import { ContactMessages } from './components/contact-messages';
import { Conversations } from './components/conversations';

const TABS = [
  { id: 'messages', label: 'Contact messages' },
  { id: 'applications', label: 'Career applications' },
  { id: 'conversations', label: 'Guest conversations' },
] as const;
type Tab = (typeof TABS)[number]['id'];

/** /staff/inbox (front desk): the hotel's post. Which list, and its search, sort and page, are in the address. */
export function InboxPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((each) => each.id === params.get('tab'))?.id ?? 'messages';
  const withTab = (next: Record<string, string>) => setParams(tab === 'messages' ? next : { tab, ...next });
  const apply = (query: StaffListQuery) => withTab(listParamsOf(query));

  return (
    <StaffPage
      title="Inbox"
      lead="Messages from the contact page, job applications and guests’ conversations with the hotel."
    >
      <nav aria-label="Inbox lists" className="mb-3">
        <ul className="nav nav-tabs">
          {TABS.map((each) => (
            <li className="nav-item" key={each.id}>
              <Link
                to={each.id === 'messages' ? '?' : `?tab=${each.id}`}
                className={`nav-link${each.id === tab ? ' active' : ''}`}
                aria-current={each.id === tab ? 'page' : undefined}
              >
                {each.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {tab === 'messages' && <ContactMessages params={params} onApply={apply} />}
      {tab === 'applications' && <Applications params={params} onApply={apply} />}
      {tab === 'conversations' && <Conversations params={params} onChange={withTab} />}
    </StaffPage>
  );
}

import { Link, useSearchParams } from '@haveli/router';
import { StaffPage } from '../../components/staff-page';
import { CalendarTab } from './components/calendar-tab';
import { CouponsTab } from './components/coupons-tab';
import { PlansTab } from './components/plans-tab';
import { RoomTypesTab } from './components/room-types-tab';
import { SeasonsTab } from './components/seasons-tab';
import { StayRulesTab } from './components/stay-rules-tab';
import { TaxesTab } from './components/taxes-tab';

const TABS = [
  { id: 'seasons', label: 'Seasons', Tab: SeasonsTab },
  { id: 'calendar', label: 'Calendar', Tab: CalendarTab },
  { id: 'stay-rules', label: 'Stay rules', Tab: StayRulesTab },
  { id: 'plans', label: 'Rate plans', Tab: PlansTab },
  { id: 'room-types', label: 'Room types', Tab: RoomTypesTab },
  { id: 'taxes', label: 'Taxes', Tab: TaxesTab },
  { id: 'coupons', label: 'Coupons', Tab: CouponsTab },
] as const;

/** /staff/rates (managers): what every quote is priced from. The tab shown is in the address. */
export function RatesPage() {
  const [params] = useSearchParams();
  const current = TABS.find((tab) => tab.id === params.get('tab')) ?? TABS[0];
  const { Tab } = current;
  return (
    <StaffPage
      title="Rates"
      lead="Seasons, the calendar’s restrictions, stay rules, rate plans, room types, GST and coupons: a change prices the next quote a guest gets."
    >
      <nav aria-label="Rates">
        <ul className="nav nav-tabs mb-3">
          {TABS.map((tab) => (
            <li className="nav-item" key={tab.id}>
              <Link
                to={{ search: tab.id === 'seasons' ? '' : `?tab=${tab.id}` }}
                className={`nav-link${tab.id === current.id ? ' active' : ''}`}
                aria-current={tab.id === current.id ? 'page' : undefined}
              >
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Tab />
    </StaffPage>
  );
}

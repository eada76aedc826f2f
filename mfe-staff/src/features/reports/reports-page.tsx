import { addDays, hotelToday, type ReportDay, type StaffReport } from '@haveli/contracts';
import { useSearchParams } from '@haveli/router';
import {
  Button,
  EmptyState,
  ErrorState,
  FormAlert,
  formatDate,
  formatInr,
  FormField,
  LoadingState,
  useDownload,
} from '@haveli/ui';
import { lazy, type ReactNode, Suspense } from 'react';
import { StaffPage } from '../../components/staff-page';
import { downloadReportCsv, type ReportRange, useReport } from './api/reports';
import type { DailyChartKind } from './report-charts';
import { NightAuditPanel } from './night-audit-panel';

// Recharts is loaded with the first report drawn, not with the page: the tiles and tables come first.
const DailyChart = lazy(() => import('./report-charts').then((module) => ({ default: module.DailyChart })));
const ShareChart = lazy(() => import('./report-charts').then((module) => ({ default: module.ShareChart })));

const PRESETS: readonly { label: string; range: (today: string) => ReportRange }[] = [
  { label: 'Last 7 days', range: (today) => ({ from: addDays(today, -6), to: today }) },
  { label: 'Last 30 days', range: (today) => ({ from: addDays(today, -29), to: today }) },
  { label: 'This month', range: (today) => ({ from: `${today.slice(0, 8)}01`, to: today }) },
];

/** The range the address holds (so a link or Back shows the same report); the last 7 days without one. */
function useRange() {
  const [params, setParams] = useSearchParams();
  const fallback = PRESETS[0]!.range(hotelToday());
  const range: ReportRange = {
    from: params.get('from') || fallback.from,
    to: params.get('to') || fallback.to,
  };
  const apply = (next: ReportRange) =>
    setParams((current) => {
      const changed = new URLSearchParams(current);
      changed.set('from', next.from);
      changed.set('to', next.to);
      return changed;
    });
  return { range, apply };
}

const percent = (value: number) => `${value.toFixed(1)}%`;
/** '1 no-show', '2 no-shows'. */
const counted = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

function Tiles({ report }: { report: StaffReport }) {
  const { totals } = report;
  const tiles: [string, string][] = [
    ['Occupancy', percent(totals.occupancy)],
    ['ADR', formatInr(totals.adr)],
    ['RevPAR', formatInr(totals.revpar)],
    ['Room revenue', formatInr(totals.room_revenue)],
    ['F&B revenue', formatInr(totals.fnb_revenue)],
    ['Bookings made', String(totals.bookings_made)],
    ['Cancellations', String(totals.cancellations)],
    ['No-shows', String(totals.no_shows)],
  ];
  return (
    <ul className="row g-3 list-unstyled staff-figures mb-4" aria-label="Headline figures">
      {tiles.map(([label, value]) => (
        <li key={label} className="col-6 col-md-3">
          <div className="card staff-figure h-100" data-testid={`tile-${label}`}>
            <span className="staff-figure-value report-tile-value">{value}</span>
            <span className="staff-figure-label">{label}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}

function ChartCard({
  id,
  title,
  summary,
  children,
}: {
  id: string;
  title: string;
  summary: string;
  children: ReactNode;
}) {
  return (
    <section className="card haveli-card mb-4" aria-labelledby={id}>
      <div className="card-body">
        <h2 className="h5" id={id}>
          {title}
        </h2>
        <p className="text-secondary small">{summary}</p>
        {children}
      </div>
    </section>
  );
}

const chartFallback = <LoadingState label="Drawing the chart…" skeleton="lines" />;

/** A figure of each day, as a chart and, for screen readers, as the table of its days. */
function DailyCard({
  id,
  title,
  summary,
  kind,
  days,
  columns,
}: {
  id: string;
  title: string;
  summary: string;
  kind: DailyChartKind;
  days: readonly ReportDay[];
  columns: readonly [string, (day: ReportDay) => string][];
}) {
  return (
    <ChartCard id={id} title={title} summary={summary}>
      <Suspense fallback={chartFallback}>
        <DailyChart days={days} kind={kind} />
      </Suspense>
      {/* A table box ignores overflow: hidden: the div around it is what hides it. */}
      <div className="visually-hidden">
        <table>
          <caption>{title} by day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {columns.map(([label]) => (
                <th scope="col" key={label}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <th scope="row">{formatDate(day.day)}</th>
                {columns.map(([label, value]) => (
                  <td key={label}>{value(day)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ChartCard>
  );
}

/** A breakdown as a bar chart beside its table (the table under it on a phone). */
function ShareCard({
  id,
  title,
  empty,
  headings,
  rows,
}: {
  id: string;
  title: string;
  empty: string;
  headings: readonly [string, string, string];
  rows: readonly { name: string; count: number; value: number; shown: string }[];
}) {
  return (
    <section className="card haveli-card mb-4 h-100" aria-labelledby={id}>
      <div className="card-body">
        <h2 className="h5" id={id}>
          {title}
        </h2>
        {rows.length === 0 ? (
          <p className="text-secondary mb-0">{empty}</p>
        ) : (
          <>
            <Suspense fallback={chartFallback}>
              <ShareChart rows={rows.slice(0, 10)} />
            </Suspense>
            <div className="table-responsive">
              <table className="table table-sm mb-0">
                <caption className="visually-hidden">{title}</caption>
                <thead>
                  <tr>
                    {headings.map((heading, index) => (
                      <th scope="col" key={heading} className={index > 0 ? 'text-end' : undefined}>
                        {heading}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.name}>
                      <th scope="row" className="fw-normal">
                        {row.name}
                      </th>
                      <td className="text-end">{row.count}</td>
                      <td className="text-end text-nowrap">{row.shown}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </div>
    </section>
  );
}

/** A breakdown's rows as a share card shows them: each with its count and its revenue. */
function shares<T extends { name: string; revenue: number }>(rows: readonly T[], count: (row: T) => number) {
  return rows.map((row) => ({
    name: row.name,
    count: count(row),
    value: row.revenue,
    shown: formatInr(row.revenue),
  }));
}

function Report({ report }: { report: StaffReport }) {
  const { days, totals } = report;
  const busiest = days.reduce<ReportDay | undefined>(
    (best, day) => (day.occupancy > (best?.occupancy ?? 0) ? day : best),
    undefined,
  );
  const closedDays = days.filter((day) => day.closed).length;
  return (
    <>
      <p className="text-secondary small" data-testid="report-closed-days">
        {closedDays === days.length
          ? 'Every day of the range is closed: its figures are as the night audit froze them.'
          : `${closedDays} of ${days.length} days closed by the night audit; the others are counted as they stand now.`}
      </p>
      <Tiles report={report} />
      <div className="row g-4">
        <div className="col-12 col-xl-6">
          <DailyCard
            id="report-occupancy"
            title="Occupancy"
            summary={`${percent(totals.occupancy)} over the range: ${totals.rooms_sold} of ${totals.rooms_available} room nights sold${busiest ? `; the fullest night ${formatDate(busiest.day)} at ${percent(busiest.occupancy)}` : ''}.`}
            kind="occupancy"
            days={days}
            columns={[
              ['Occupancy', (day) => percent(day.occupancy)],
              ['Rooms sold', (day) => `${day.rooms_sold} of ${day.rooms_available}`],
            ]}
          />
        </div>
        <div className="col-12 col-xl-6">
          <DailyCard
            id="report-rates"
            title="ADR and RevPAR"
            summary={`Average daily rate ${formatInr(totals.adr)}, revenue per available room ${formatInr(totals.revpar)}.`}
            kind="rates"
            days={days}
            columns={[
              ['ADR', (day) => formatInr(day.adr)],
              ['RevPAR', (day) => formatInr(day.revpar)],
              ['Room revenue', (day) => formatInr(day.room_revenue)],
            ]}
          />
        </div>
        <div className="col-12 col-xl-6">
          <DailyCard
            id="report-pickup"
            title="Pickup"
            summary={`${counted(totals.bookings_made, 'booking')} made over the range, for ${counted(totals.room_nights_booked, 'room night')} on any dates.`}
            kind="pickup"
            days={days}
            columns={[
              ['Bookings made', (day) => String(day.bookings_made)],
              ['Room nights booked', (day) => String(day.room_nights_booked)],
            ]}
          />
        </div>
        <div className="col-12 col-xl-6">
          <DailyCard
            id="report-losses"
            title="Cancellations and no-shows"
            summary={`${counted(totals.cancellations, 'cancellation')} and ${counted(totals.no_shows, 'no-show')}.`}
            kind="losses"
            days={days}
            columns={[
              ['Cancellations', (day) => String(day.cancellations)],
              ['No-shows', (day) => String(day.no_shows)],
            ]}
          />
        </div>
        <div className="col-12 col-lg-6">
          <ShareCard
            id="report-rate-plans"
            title="Room revenue by rate plan"
            empty="No room nights in this range."
            headings={['Rate plan', 'Room nights', 'Revenue']}
            rows={shares(report.by_rate_plan, (row) => row.room_nights)}
          />
        </div>
        <div className="col-12 col-lg-6">
          <ShareCard
            id="report-channels"
            title="Room revenue by channel"
            empty="No room nights in this range."
            headings={['Channel', 'Room nights', 'Revenue']}
            rows={shares(report.by_channel, (row) => row.room_nights)}
          />
        </div>
        <div className="col-12 col-lg-6">
          <ShareCard
            id="report-outlets"
            title="Food and drink by outlet"
            empty="No food or drink sold in this range."
            headings={['Outlet', 'Orders', 'Sales']}
            rows={shares(report.fnb_by_outlet, (row) => row.orders)}
          />
        </div>
        <div className="col-12 col-lg-6">
          <ShareCard
            id="report-dishes"
            title="Food and drink by dish"
            empty="No dish sold in this range."
            headings={['Dish', 'Sold', 'Sales']}
            rows={shares(report.fnb_by_dish, (row) => row.quantity)}
          />
        </div>
        <div className="col-12">
          <section className="card haveli-card mb-4" aria-labelledby="report-coupons">
            <div className="card-body">
              <h2 className="h5" id="report-coupons">
                Coupon use
              </h2>
              {report.coupons.length === 0 ? (
                <p className="text-secondary mb-0">No coupon was used on the bookings made in this range.</p>
              ) : (
                <table className="table table-sm mb-0">
                  <caption className="visually-hidden">Coupons used on bookings made in the range</caption>
                  <thead>
                    <tr>
                      <th scope="col">Coupon</th>
                      <th scope="col" className="text-end">
                        Bookings
                      </th>
                      <th scope="col" className="text-end">
                        Discount given
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {report.coupons.map((coupon) => (
                      <tr key={coupon.code}>
                        <th scope="row" className="fw-normal">
                          {coupon.code}
                        </th>
                        <td className="text-end">{coupon.uses}</td>
                        <td className="text-end">{formatInr(coupon.discount)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </div>
          </section>
        </div>
      </div>
    </>
  );
}

function RangeBar({ range, apply }: { range: ReportRange; apply: (next: ReportRange) => void }) {
  const download = useDownload();
  const today = hotelToday();
  return (
    <>
      <div className="row g-2 align-items-end mb-2">
        <FormField label="From" className="col-6 col-md-3 mb-2">
          {(control) => (
            <input
              {...control}
              type="date"
              value={range.from}
              onChange={(event) => event.target.value && apply({ ...range, from: event.target.value })}
            />
          )}
        </FormField>
        <FormField label="To" className="col-6 col-md-3 mb-2">
          {(control) => (
            <input
              {...control}
              type="date"
              value={range.to}
              onChange={(event) => event.target.value && apply({ ...range, to: event.target.value })}
            />
          )}
        </FormField>
        <div className="col-12 col-md-6 mb-2 d-flex flex-wrap gap-2 justify-content-md-end">
          <div className="btn-group flex-wrap" role="group" aria-label="Ranges">
            {PRESETS.map((preset) => {
              const next = preset.range(today);
              const current = next.from === range.from && next.to === range.to;
              return (
                <Button
                  key={preset.label}
                  variant="outline"
                  size="sm"
                  aria-pressed={current}
                  className={current ? 'active' : undefined}
                  onClick={() => apply(next)}
                >
                  {preset.label}
                </Button>
              );
            })}
          </div>
          <Button
            variant="outline"
            size="sm"
            onClick={() =>
              download.run(() => downloadReportCsv(range), `haveli-report-${range.from}-to-${range.to}.csv`)
            }
          >
            Download CSV
          </Button>
        </div>
      </div>
      <FormAlert message={download.failure} />
    </>
  );
}

/** /staff/reports: the manager's figures over a range of days, with charts and a CSV, and the night audit. */
export function ReportsPage() {
  const { range, apply } = useRange();
  const report = useReport(range);
  return (
    <StaffPage
      title="Reports"
      lead="Occupancy, rates, revenue, pickup, losses, food and drink, and coupons over the days you choose."
    >
      <NightAuditPanel />
      <RangeBar range={range} apply={apply} />
      {report.isPending && <LoadingState label="Loading the report…" skeleton="cards" count={8} />}
      {report.isError && (
        <ErrorState
          title="We could not load the report"
          message={report.error.message}
          onRetry={() => void report.refetch()}
        />
      )}
      {report.data &&
        (report.data.days.length === 0 ? (
          <EmptyState title="No days" message="Choose a range of days to report on." />
        ) : (
          <Report report={report.data} />
        ))}
    </StaffPage>
  );
}

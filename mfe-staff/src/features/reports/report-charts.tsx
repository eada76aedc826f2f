import type { ReportDay } from '@haveli/contracts';
import { formatInr } from '@haveli/ui';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

// The report's charts, drawn with Recharts and loaded only once a report is on screen (see reports-page.tsx).
// Each is a picture for those who would rather look: the page puts a table or a summary beside each one for
// screen readers, so the charts themselves are hidden from them.

const MAROON = 'var(--haveli-maroon)';
const GOLD = 'var(--haveli-gold-deep)';
const INK = 'var(--haveli-muted)';
const HEIGHT = 240;

/** '2026-11-28' → '28 Nov': short enough for an axis. */
const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
const rupees = (value: unknown) => formatInr(Number(value));
const compactRupees = (value: number) =>
  value >= 100_000
    ? `₹${Math.round(value / 1000)}k`
    : value >= 1000
      ? `₹${(value / 1000).toFixed(1)}k`
      : `₹${value}`;

export type DailyChartKind = 'occupancy' | 'rates' | 'pickup' | 'losses';

/** A figure of each day of the range: occupancy, ADR and RevPAR, bookings made, or cancellations and no-shows. */
export function DailyChart({ days, kind }: { days: readonly ReportDay[]; kind: DailyChartKind }) {
  const data = days.map((day) => ({ ...day, label: shortDay(day.day) }));
  const axis = (
    <>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={12} />
    </>
  );
  return (
    <div aria-hidden="true" className="report-chart">
      <ResponsiveContainer width="100%" height={HEIGHT}>
        {kind === 'rates' ? (
          <LineChart data={data} accessibilityLayer={false}>
            {axis}
            <YAxis tick={{ fontSize: 12 }} tickFormatter={compactRupees} width={56} />
            <Tooltip formatter={rupees} />
            <Legend />
            <Line type="monotone" dataKey="adr" name="ADR" stroke={MAROON} strokeWidth={2} dot={false} />
            <Line type="monotone" dataKey="revpar" name="RevPAR" stroke={GOLD} strokeWidth={2} dot={false} />
          </LineChart>
        ) : (
          <BarChart data={data} accessibilityLayer={false}>
            {axis}
            {kind === 'occupancy' && (
              <>
                <YAxis tick={{ fontSize: 12 }} domain={[0, 100]} unit="%" width={48} />
                <Tooltip formatter={(value) => `${String(value)}%`} />
                <Bar dataKey="occupancy" name="Occupancy" fill={MAROON} />
              </>
            )}
            {kind === 'pickup' && (
              <>
                <YAxis tick={{ fontSize: 12 }} allowDecimals={false} width={40} />
                <Tooltip />
                <Legend />
                <Bar dataKey="bookings_made" name="Bookings made" fill={MAROON} />
                <Bar dataKey="room_nights_booked" name="Room nights booked" fill={GOLD} />
              </>
            )}
            {kind === 'losses' && (
              <>
                <YAxis tick={{ fontSize: 12 }} allowDecimals={false} width={40} />
                <Tooltip />
                <Legend />
                <Bar dataKey="cancellations" name="Cancellations" stackId="lost" fill={GOLD} />
                <Bar dataKey="no_shows" name="No-shows" stackId="lost" fill={MAROON} />
              </>
            )}
          </BarChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}

/** Shares of a whole, one bar each: revenue by rate plan, channel, outlet or dish. */
export function ShareChart({ rows }: { rows: readonly { name: string; value: number }[] }) {
  const height = Math.max(120, rows.length * 36 + 40);
  return (
    <div aria-hidden="true" className="report-chart">
      <ResponsiveContainer width="100%" height={height}>
        <BarChart
          data={[...rows]}
          layout="vertical"
          accessibilityLayer={false}
          margin={{ left: 8, right: 16 }}
        >
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" tick={{ fontSize: 12 }} tickFormatter={compactRupees} />
          <YAxis type="category" dataKey="name" tick={{ fontSize: 12, fill: INK }} width={120} />
          <Tooltip formatter={rupees} />
          <Bar dataKey="value" name="Revenue" fill={MAROON} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

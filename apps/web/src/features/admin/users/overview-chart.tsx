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
import type { OverviewDay } from '@restora/shared/contracts/admin-overview';
import { formatMoney, formatIsoDay } from '@/lib/format';

const shortDay = (iso: string) => formatIsoDay(iso, 'monthDay');
// The palette's values (styles.css): recharts writes them into SVG attributes, where var() is not read.
const color = { primary: '#3b6b5c', accent: '#c8724a', danger: '#b42318', grid: '#e2d6c3', text: '#4f463b' };
const axis = { fontSize: 12, fill: color.text };

/**
 * The last 90 days as two charts (recharts, loaded with the overview's own chunk only). The drawing is
 * one image to a screen reader, named by a summary; the figures of every day are in the table below it.
 */
export function OverviewCharts({ days }: { days: OverviewDay[] }) {
  const sum = (k: keyof Omit<OverviewDay, 'date'>) => days.reduce((total, d) => total + d[k], 0);
  const range = days.length ? `${formatIsoDay(days[0]!.date)} to ${formatIsoDay(days.at(-1)!.date)}` : '';
  return (
    <div className="mt-10 grid gap-8 lg:grid-cols-2">
      <figure>
        <figcaption className="text-lg font-semibold">Bookings and orders per day</figcaption>
        <div
          role="img"
          aria-label={`Bookings and orders per day, ${range}: ${sum('bookings')} bookings and ${sum('orders')} orders in all.`}
          className="mt-3 h-64 rounded-[var(--radius-card)] border border-sand-200 bg-white p-2 shadow-soft"
        >
          <ResponsiveContainer width="100%" height="100%">
            <BarChart
              data={days}
              accessibilityLayer={false}
              barCategoryGap={1}
              margin={{ top: 8, right: 8, left: -16, bottom: 0 }}
            >
              <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={color.grid} />
              <XAxis dataKey="date" tickFormatter={shortDay} tick={axis} minTickGap={24} />
              <YAxis allowDecimals={false} tick={axis} />
              <Tooltip labelFormatter={(d) => formatIsoDay(String(d))} />
              <Legend wrapperStyle={{ fontSize: 12 }} />
              <Bar isAnimationActive={false} dataKey="bookings" name="Bookings" fill={color.primary} />
              <Bar isAnimationActive={false} dataKey="orders" name="Orders" fill={color.accent} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <figure>
        <figcaption className="text-lg font-semibold">Revenue and refunds per day</figcaption>
        <div
          role="img"
          aria-label={`Revenue and refunds per day, ${range}: ${formatMoney(sum('revenueCents'))} taken and ${formatMoney(sum('refundsCents'))} refunded in all.`}
          className="mt-3 h-64 rounded-[var(--radius-card)] border border-sand-200 bg-white p-2 shadow-soft"
        >
          <ResponsiveContainer width="100%" height="100%">
            <LineChart
              data={days}
              accessibilityLayer={false}
              margin={{ top: 8, right: 8, left: 8, bottom: 0 }}
            >
              <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={color.grid} />
              <XAxis dataKey="date" tickFormatter={shortDay} tick={axis} minTickGap={24} />
              <YAxis tickFormatter={(v: number) => formatMoney(v)} tick={axis} width={64} />
              <Tooltip
                labelFormatter={(d) => formatIsoDay(String(d))}
                formatter={(v) => formatMoney(Number(v))}
              />
              <Legend wrapperStyle={{ fontSize: 12 }} />
              <Line
                isAnimationActive={false}
                dataKey="revenueCents"
                name="Revenue"
                stroke={color.primary}
                dot={false}
                strokeWidth={2}
              />
              <Line
                isAnimationActive={false}
                dataKey="refundsCents"
                name="Refunds"
                stroke={color.danger}
                dot={false}
                strokeWidth={2}
              />
            </LineChart>
          </ResponsiveContainer>
        </div>
      </figure>
    </div>
  );
}

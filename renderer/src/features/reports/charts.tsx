/**
 * The report charts (recharts). Each chart is a figure named by its title, with its numbers also
 * written out beside it, so neither colour nor the drawing is the only way to read it.
 */
import type { ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

const CHART_COLORS = ['#1864ab', '#c2410c', '#067647', '#6941c6', '#b42318', '#0e7090', '#93370d', '#475467'];

export interface Slice {
  name: string;
  value: number;
  /** What the legend writes after the name (a count, an amount). */
  display?: string;
}

function Figure({ title, children, legend }: { title: string; children: ReactNode; legend?: ReactNode }) {
  return (
    <figure className="reports-chart" aria-label={title}>
      <figcaption className="reports-chart__title">{title}</figcaption>
      <div className="reports-chart__body">
        <div className="reports-chart__canvas" aria-hidden>
          {children}
        </div>
        {legend}
      </div>
    </figure>
  );
}

function Legend({ items, swatches = true }: { items: readonly Slice[]; swatches?: boolean }) {
  return (
    <ul className="reports-legend">
      {items.map((s, i) => (
        <li key={s.name}>
          <span
            className="reports-legend__swatch"
            style={swatches ? { background: CHART_COLORS[i % CHART_COLORS.length] } : undefined}
          />
          <span className="reports-legend__name">{s.name}</span>
          <span className="reports-legend__value">{s.display ?? String(s.value)}</span>
        </li>
      ))}
    </ul>
  );
}

export function Doughnut({ title, data }: { title: string; data: readonly Slice[] }) {
  return (
    <Figure title={title} legend={<Legend items={data} />}>
      <ResponsiveContainer width="100%" height={220}>
        <PieChart accessibilityLayer={false}>
          <Pie
            data={data.map((d) => ({ ...d }))}
            dataKey="value"
            nameKey="name"
            innerRadius="55%"
            outerRadius="90%"
            isAnimationActive={false}
            rootTabIndex={-1}
          >
            {data.map((d, i) => (
              <Cell key={d.name} fill={CHART_COLORS[i % CHART_COLORS.length]} />
            ))}
          </Pie>
          <Tooltip />
        </PieChart>
      </ResponsiveContainer>
    </Figure>
  );
}

export function Bars({
  title,
  data,
  horizontal = false,
}: {
  title: string;
  data: readonly Slice[];
  horizontal?: boolean;
}) {
  const rows = data.map((d) => ({ ...d }));
  return (
    <Figure title={title} legend={<Legend items={data} swatches={false} />}>
      <ResponsiveContainer width="100%" height={horizontal ? Math.max(180, rows.length * 32) : 240}>
        <BarChart
          accessibilityLayer={false}
          data={rows}
          layout={horizontal ? 'vertical' : 'horizontal'}
          margin={{ left: 8, right: 8 }}
        >
          <CartesianGrid strokeDasharray="3 3" />
          {horizontal ? (
            <>
              <XAxis type="number" allowDecimals={false} />
              <YAxis type="category" dataKey="name" width={120} tick={{ fontSize: 12 }} />
            </>
          ) : (
            <>
              <XAxis
                dataKey="name"
                interval={0}
                tick={{ fontSize: 11 }}
                tickFormatter={(v: string) => v.slice(0, 3)}
              />
              <YAxis allowDecimals={false} />
            </>
          )}
          <Tooltip />
          <Bar dataKey="value" name="Pedidos" fill={CHART_COLORS[0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </Figure>
  );
}

export function DailyLine({ title, data }: { title: string; data: readonly Slice[] }) {
  const total = data.reduce((s, d) => s + d.value, 0);
  const peak = data.reduce<Slice | null>(
    (best, d) => (best === null || d.value > best.value ? d : best),
    null,
  );
  return (
    <Figure
      title={title}
      legend={
        <p className="reports-chart__note">
          {total} pedidos em {data.length} dias
          {peak ? `; maior movimento em ${peak.name} (${peak.value})` : ''}.
        </p>
      }
    >
      <ResponsiveContainer width="100%" height={240}>
        <LineChart
          accessibilityLayer={false}
          data={data.map((d) => ({ ...d }))}
          margin={{ left: 8, right: 16 }}
        >
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="name" minTickGap={24} />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Line
            type="monotone"
            dataKey="value"
            name="Pedidos"
            stroke={CHART_COLORS[0]}
            dot={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </Figure>
  );
}

import { Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { formatBRL } from '../../../../../shared/format';
import type { HistorySummary } from '../../../../../shared/finance/history';

const COLORS = ['#175cd3', '#067647', '#c4320a'];

/** The two doughnuts (number of sales, value), by sales type; the figures are also in the cards. */
export function HistoryCharts({ summary }: { summary: HistorySummary }) {
  const charts = [
    {
      title: 'Número de vendas',
      data: summary.byKind.map((k) => ({ name: k.kind, value: k.count })),
      money: false,
    },
    {
      title: 'Valor das vendas',
      data: summary.byKind.map((k) => ({ name: k.kind, value: k.total })),
      money: true,
    },
  ];
  return (
    <div className="fin-charts">
      {charts.map((c) => (
        <figure key={c.title} className="card fin-chart" aria-label={c.title}>
          <figcaption className="fin-stat__label">{c.title}</figcaption>
          <ResponsiveContainer width="100%" height={220}>
            <PieChart>
              <Pie
                data={c.data}
                dataKey="value"
                nameKey="name"
                innerRadius={55}
                outerRadius={85}
                isAnimationActive={false}
              >
                {c.data.map((d, i) => (
                  <Cell key={d.name} fill={COLORS[i % COLORS.length]} />
                ))}
              </Pie>
              <Tooltip formatter={(v) => (c.money ? formatBRL(Number(v)) : String(v))} />
              <Legend />
            </PieChart>
          </ResponsiveContainer>
        </figure>
      ))}
    </div>
  );
}

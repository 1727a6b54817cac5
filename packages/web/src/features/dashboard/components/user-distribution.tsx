import { useMemo } from 'react';
import { Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { userDistribution } from '../lib/sample-data';
import { formatCount } from '../lib/number-format';
import { ChartCard, SLICES, legendProps, tooltipStyle } from './chart-card';

/** The players by segment, as a ring. */
export function UserDistribution() {
  const data = useMemo(userDistribution, []);
  const total = data.reduce((s, d) => s + d.value, 0);
  return (
    <ChartCard
      id="users"
      title="User Distribution"
      description={data.map((d) => `${d.name} ${Math.round((d.value / total) * 100)}%`).join(', ')}
    >
      <ResponsiveContainer width="100%" height={240}>
        <PieChart accessibilityLayer={false}>
          <Pie
            data={data}
            dataKey="value"
            nameKey="name"
            innerRadius="55%"
            outerRadius="80%"
            paddingAngle={2}
            stroke="none"
            isAnimationActive={false}
          >
            {data.map((d, i) => (
              <Cell key={d.name} fill={SLICES[i % SLICES.length]} />
            ))}
          </Pie>
          <Tooltip {...tooltipStyle} formatter={(v) => formatCount(Number(v))} />
          <Legend {...legendProps} />
        </PieChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

import { useMemo, useState } from 'react';
import {
  Area,
  AreaChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { DASHBOARD } from '@pitboss/contracts';
import { revenueSeries, type RevenuePeriod } from '../lib/sample-data';
import { formatMoney } from '../lib/number-format';
import { AXIS, ChartCard, GOLD, GREEN, GRID, RED, legendProps, tooltipStyle } from './chart-card';
import styles from './dashboard.module.css';

const money = (v: unknown) => formatMoney(Number(v));

/** Revenue, deposits and withdrawals over a period (7D, 30D, 90D, 1Y). */
export function RevenueAnalytics() {
  const [period, setPeriod] = useState<RevenuePeriod>('30D');
  const data = useMemo(() => revenueSeries(period, new Date()), [period]);
  const total = data.reduce((sum, p) => sum + p.revenue, 0);
  return (
    <ChartCard
      id="revenue"
      title="Revenue Analytics"
      description={`revenue, deposits and withdrawals over ${period}; revenue total ${formatMoney(total)}`}
      className={styles.wide}
      actions={
        <div className={styles.periods} role="group" aria-label="Period">
          {DASHBOARD.revenuePeriods.map((p) => (
            <button
              key={p}
              type="button"
              className={styles.period}
              aria-pressed={p === period}
              onClick={() => setPeriod(p)}
            >
              {p}
            </button>
          ))}
        </div>
      }
    >
      <ResponsiveContainer width="100%" height={280}>
        <AreaChart
          data={data}
          margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <defs>
            <linearGradient id="revenueFill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={GOLD} stopOpacity={0.45} />
              <stop offset="100%" stopColor={GOLD} stopOpacity={0} />
            </linearGradient>
          </defs>
          <CartesianGrid stroke={GRID} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" stroke={AXIS} fontSize={12} tickLine={false} minTickGap={16} />
          <YAxis stroke={AXIS} fontSize={12} tickLine={false} width={56} tickFormatter={money} />
          <Tooltip {...tooltipStyle} formatter={money} />
          <Legend {...legendProps} />
          <Area
            type="monotone"
            dataKey="deposits"
            name="Deposits"
            stroke={GREEN}
            fill="none"
            strokeWidth={1.5}
            isAnimationActive={false}
          />
          <Area
            type="monotone"
            dataKey="revenue"
            name="Revenue"
            stroke={GOLD}
            fill="url(#revenueFill)"
            strokeWidth={2}
            isAnimationActive={false}
          />
          <Area
            type="monotone"
            dataKey="withdrawals"
            name="Withdrawals"
            stroke={RED}
            fill="none"
            strokeWidth={1.5}
            isAnimationActive={false}
          />
        </AreaChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

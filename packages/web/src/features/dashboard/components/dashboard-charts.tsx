import { useMemo, useState } from 'react';
import clsx from 'clsx';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Funnel,
  FunnelChart,
  LabelList,
  Legend,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { DASHBOARD } from '@pitboss/contracts';
import {
  WEEKDAYS,
  activityHeatmap,
  conversionFunnel,
  gamePerformance,
  revenueSeries,
  userDistribution,
  type RevenuePeriod,
} from '../utils/sample-data';
import { formatCount, formatMoney } from '../utils/number-format';
import { SampleBadge } from './sample-badge';
import styles from './dashboard.module.css';

// SVG attributes cannot read CSS custom properties: the dark theme's colours, spelled out.
const GOLD = '#e2b54a';
const GREEN = '#3fcf8e';
const RED = '#f06262';
const BLUE = '#5aa9ff';
const PURPLE = '#c586ff';
const TEAL = '#5ed6d6';
const GRID = '#2c313d';
const AXIS = '#a0a8b8';
const SLICES = [BLUE, GREEN, GOLD, '#6b7280'];
const FUNNEL = [BLUE, TEAL, GREEN, GOLD, PURPLE];

const tooltipStyle = {
  contentStyle: {
    background: '#1e222b',
    border: `1px solid ${GRID}`,
    borderRadius: 8,
    color: '#e7e9ee',
    fontSize: 13,
  },
  itemStyle: { color: '#e7e9ee' },
  labelStyle: { color: AXIS },
};

function ChartCard({
  id,
  title,
  description,
  actions,
  className,
  children,
}: {
  id: string;
  title: string;
  description: string;
  actions?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <figure className={clsx(styles.chartCard, className)} aria-labelledby={`${id}-title`}>
      <div className={styles.chartHeader}>
        <h3 id={`${id}-title`} className={styles.chartTitle}>
          {title}
        </h3>
        <SampleBadge />
        {actions && <div className={styles.chartActions}>{actions}</div>}
      </div>
      <div className={styles.chartBody} role="img" aria-label={`${title}: ${description}`}>
        {children}
      </div>
    </figure>
  );
}

function RevenueAnalytics() {
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
        <AreaChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <defs>
            <linearGradient id="revenueFill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={GOLD} stopOpacity={0.45} />
              <stop offset="100%" stopColor={GOLD} stopOpacity={0} />
            </linearGradient>
          </defs>
          <CartesianGrid stroke={GRID} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" stroke={AXIS} fontSize={12} tickLine={false} minTickGap={16} />
          <YAxis
            stroke={AXIS}
            fontSize={12}
            tickLine={false}
            width={56}
            tickFormatter={formatMoney}
          />
          <Tooltip {...tooltipStyle} formatter={(v) => formatMoney(Number(v))} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
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
            dataKey="withdrawals"
            name="Withdrawals"
            stroke={RED}
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
        </AreaChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

function UserDistribution() {
  const data = useMemo(userDistribution, []);
  const total = data.reduce((s, d) => s + d.value, 0);
  return (
    <ChartCard
      id="users"
      title="User Distribution"
      description={data.map((d) => `${d.name} ${Math.round((d.value / total) * 100)}%`).join(', ')}
    >
      <ResponsiveContainer width="100%" height={240}>
        <PieChart>
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
          <Legend wrapperStyle={{ fontSize: 12 }} />
        </PieChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

function GamePerformanceChart() {
  const data = useMemo(gamePerformance, []);
  return (
    <ChartCard
      id="games"
      title="Game Performance"
      description={data.map((d) => `${d.category} wagered ${formatMoney(d.wagered)}`).join(', ')}
    >
      <ResponsiveContainer width="100%" height={240}>
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={GRID} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="category" stroke={AXIS} fontSize={11} tickLine={false} interval={0} />
          <YAxis
            stroke={AXIS}
            fontSize={12}
            tickLine={false}
            width={56}
            tickFormatter={formatMoney}
          />
          <YAxis
            yAxisId="ggr"
            orientation="right"
            stroke={GOLD}
            fontSize={12}
            tickLine={false}
            width={48}
            tickFormatter={formatMoney}
          />
          <Tooltip
            {...tooltipStyle}
            cursor={{ fill: 'rgba(255,255,255,0.04)' }}
            formatter={(v) => formatMoney(Number(v))}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar
            dataKey="wagered"
            name="Wagered"
            fill={BLUE}
            radius={[4, 4, 0, 0]}
            isAnimationActive={false}
          />
          <Bar
            yAxisId="ggr"
            dataKey="ggr"
            name="GGR (right axis)"
            fill={GOLD}
            radius={[4, 4, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

function ActivityHeatmap() {
  const data = useMemo(activityHeatmap, []);
  return (
    <ChartCard
      id="heatmap"
      title="Activity Heatmap"
      description="player activity by weekday and hour; busiest in the evenings and at weekends"
    >
      <div className={styles.heatmap}>
        <span />
        {Array.from({ length: 24 }, (_, h) => (
          <span key={h} className={styles.heatHour}>
            {h % 6 === 0 ? h : ''}
          </span>
        ))}
        {data.map((row, d) => (
          <div key={WEEKDAYS[d]} className={styles.heatRow}>
            <span className={styles.heatDay}>{WEEKDAYS[d]}</span>
            {row.map((v, h) => (
              <span
                key={h}
                className={styles.heatCell}
                style={{ background: `rgba(226, 181, 74, ${(0.08 + v * 0.92).toFixed(2)})` }}
                title={`${WEEKDAYS[d]} ${h}:00 — ${Math.round(v * 100)}%`}
              />
            ))}
          </div>
        ))}
      </div>
    </ChartCard>
  );
}

function ConversionFunnel() {
  const data = useMemo(
    () => conversionFunnel().map((d, i) => ({ ...d, fill: FUNNEL[i % FUNNEL.length] })),
    [],
  );
  return (
    <ChartCard
      id="funnel"
      title="Conversion Funnel"
      description={data.map((d) => `${d.name} ${formatCount(d.value)}`).join(', ')}
    >
      <ResponsiveContainer width="100%" height={240}>
        <FunnelChart margin={{ top: 4, right: 8, bottom: 4, left: 8 }}>
          <Tooltip {...tooltipStyle} formatter={(v) => formatCount(Number(v))} />
          <Funnel
            dataKey="value"
            nameKey="name"
            data={data}
            stroke="none"
            isAnimationActive={false}
          >
            <LabelList position="right" fill="#e7e9ee" stroke="none" dataKey="name" fontSize={12} />
          </Funnel>
        </FunnelChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

/** Revenue Analytics and the four charts (recharts: this module is its own lazy chunk). */
export default function DashboardCharts() {
  return (
    <section aria-labelledby="charts-title" className={styles.section}>
      <h2 id="charts-title" className="visually-hidden">
        Charts
      </h2>
      <div className={styles.charts}>
        <RevenueAnalytics />
        <UserDistribution />
        <GamePerformanceChart />
        <ActivityHeatmap />
        <ConversionFunnel />
      </div>
    </section>
  );
}

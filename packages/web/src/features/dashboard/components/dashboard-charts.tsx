import { useMemo } from 'react';
import {
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
import {
  WEEKDAYS,
  activityHeatmap,
  conversionFunnel,
  gamePerformance,
  userDistribution,
} from '../utils/sample-data';
import { formatCount, formatMoney } from '../utils/number-format';
import { AXIS, BLUE, ChartCard, FUNNEL, GOLD, GRID, SLICES, tooltipStyle } from './chart-card';
import { RevenueAnalytics } from './revenue-chart';
import styles from './dashboard.module.css';

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

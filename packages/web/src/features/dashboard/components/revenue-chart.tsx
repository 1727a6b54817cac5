import { useMemo, useState } from 'react';
import { DASHBOARD } from '@pitboss/contracts';
import { revenueSeries, type RevenuePeriod } from '../utils/sample-data';
import { formatMoney } from '../utils/number-format';
import { AXIS, ChartCard, GOLD, GREEN, GRID, RED } from './chart-card';
import {
  ChartTooltip,
  Legend,
  monotonePath,
  niceTicks,
  useWidth,
  visibleLabels,
} from './charts/chart-kit';
import kit from './charts/charts.module.css';
import styles from './dashboard.module.css';

const HEIGHT = 250;
const M = { top: 8, right: 8, bottom: 24, left: 56 };
const SERIES = [
  { key: 'deposits', name: 'Deposits', color: GREEN },
  { key: 'revenue', name: 'Revenue', color: GOLD },
  { key: 'withdrawals', name: 'Withdrawals', color: RED },
] as const;

/** Revenue, deposits and withdrawals over a period (7D, 30D, 90D, 1Y), drawn as plain SVG. */
export function RevenueAnalytics() {
  const [period, setPeriod] = useState<RevenuePeriod>('30D');
  const data = useMemo(() => revenueSeries(period, new Date()), [period]);
  const total = data.reduce((sum, p) => sum + p.revenue, 0);
  const { ref, width } = useWidth<HTMLDivElement>();
  const [hover, setHover] = useState<number | null>(null);

  const plotW = Math.max(0, width - M.left - M.right);
  const plotH = HEIGHT - M.top - M.bottom;
  const ticks = niceTicks(Math.max(0, ...data.map((p) => p.deposits)));
  const top = ticks[ticks.length - 1] ?? 1;
  const x = (i: number) => M.left + (data.length > 1 ? (i * plotW) / (data.length - 1) : 0);
  const y = (v: number) => M.top + plotH - (v / top) * plotH;
  const labels = visibleLabels(data.length, plotW, 72);
  const paths = Object.fromEntries(
    SERIES.map((s) => [s.key, monotonePath(data.map((p, i) => [x(i), y(p[s.key])]))]),
  );
  const base = y(0);
  const point = hover === null ? undefined : data[hover];

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
      <div ref={ref} className={kit.plot}>
        {width > 0 && (
          <svg
            width={width}
            height={HEIGHT}
            onPointerMove={(e) => {
              const left = e.currentTarget.getBoundingClientRect().left;
              const step = data.length > 1 ? plotW / (data.length - 1) : 1;
              const i = Math.round((e.clientX - left - M.left) / step);
              setHover(Math.min(data.length - 1, Math.max(0, i)));
            }}
            onPointerLeave={() => setHover(null)}
          >
            <defs>
              <linearGradient id="revenueFill" x1="0" y1="0" x2="0" y2="1">
                <stop offset="0%" stopColor={GOLD} stopOpacity={0.45} />
                <stop offset="100%" stopColor={GOLD} stopOpacity={0} />
              </linearGradient>
            </defs>
            {ticks.map((t) => (
              <g key={t}>
                <line
                  x1={M.left}
                  x2={M.left + plotW}
                  y1={y(t)}
                  y2={y(t)}
                  stroke={GRID}
                  strokeDasharray="3 3"
                />
                <text x={M.left - 8} y={y(t)} dy="0.32em" textAnchor="end" className={kit.axis}>
                  {formatMoney(t)}
                </text>
              </g>
            ))}
            <line x1={M.left} x2={M.left} y1={M.top} y2={base} stroke={AXIS} />
            <line x1={M.left} x2={M.left + plotW} y1={base} y2={base} stroke={AXIS} />
            {data.map((p, i) =>
              labels.has(i) ? (
                <text
                  key={i}
                  x={x(i)}
                  y={base + 16}
                  textAnchor={i === data.length - 1 ? 'end' : 'middle'}
                  className={kit.axis}
                >
                  {p.label}
                </text>
              ) : null,
            )}
            <path
              d={`${paths.revenue}L${x(data.length - 1)},${base}L${x(0)},${base}Z`}
              fill="url(#revenueFill)"
            />
            {SERIES.map((s) => (
              <path
                key={s.key}
                d={paths[s.key]}
                fill="none"
                stroke={s.color}
                strokeWidth={s.key === 'revenue' ? 2 : 1.5}
              />
            ))}
            {point && hover !== null && (
              <g>
                <line x1={x(hover)} x2={x(hover)} y1={M.top} y2={base} stroke="#e7e9ee" />
                {SERIES.map((s) => (
                  <circle
                    key={s.key}
                    cx={x(hover)}
                    cy={y(point[s.key])}
                    r={4}
                    fill={s.color}
                    stroke="#fff"
                  />
                ))}
              </g>
            )}
          </svg>
        )}
        {point && hover !== null && (
          <ChartTooltip
            x={x(hover)}
            y={M.top}
            width={width}
            title={point.label}
            rows={SERIES.map((s) => ({
              name: s.name,
              value: formatMoney(point[s.key]),
              color: '#e7e9ee',
            }))}
          />
        )}
        <Legend items={SERIES.map((s) => ({ name: s.name, color: s.color }))} kind="line" />
      </div>
    </ChartCard>
  );
}

import { useMemo, useState } from 'react';
import { gamePerformance } from '../utils/sample-data';
import { formatMoney } from '../utils/number-format';
import { AXIS, BLUE, ChartCard, GOLD, GRID } from './chart-card';
import { ChartTooltip, Legend, niceTicks, useWidth } from './charts/chart-kit';
import kit from './charts/charts.module.css';

const HEIGHT = 216;
const M = { top: 8, right: 48, bottom: 22, left: 56 };

/** A bar with its top corners rounded. */
function topRounded(x: number, y: number, w: number, h: number, r: number) {
  const rr = Math.min(r, w / 2, h);
  return `M${x},${y + h}V${y + rr}Q${x},${y} ${x + rr},${y}H${x + w - rr}Q${x + w},${y} ${x + w},${y + rr}V${y + h}Z`;
}

/** Wagered and GGR per game category, two bars each with their own axis (plain SVG). */
export function GamePerformanceChart() {
  const data = useMemo(gamePerformance, []);
  const { ref, width } = useWidth<HTMLDivElement>();
  const [hover, setHover] = useState<number | null>(null);

  const plotW = Math.max(0, width - M.left - M.right);
  const plotH = HEIGHT - M.top - M.bottom;
  const left = niceTicks(Math.max(0, ...data.map((d) => d.wagered)));
  const right = niceTicks(Math.max(0, ...data.map((d) => d.ggr)));
  const leftTop = left[left.length - 1] ?? 1;
  const rightTop = right[right.length - 1] ?? 1;
  const base = M.top + plotH;
  const yOf = (v: number, max: number) => base - (v / max) * plotH;
  const band = data.length ? plotW / data.length : 0;
  const bar = Math.max(1, (band * 0.8 - 4) / 2);
  const bandX = (i: number) => M.left + i * band;
  const point = hover === null ? undefined : data[hover];

  return (
    <ChartCard
      id="games"
      title="Game Performance"
      description={data.map((d) => `${d.category} wagered ${formatMoney(d.wagered)}`).join(', ')}
    >
      <div ref={ref} className={kit.plot}>
        {width > 0 && (
          <svg width={width} height={HEIGHT} onPointerLeave={() => setHover(null)}>
            {left.map((t, i) => (
              <g key={t}>
                <line
                  x1={M.left}
                  x2={M.left + plotW}
                  y1={yOf(t, leftTop)}
                  y2={yOf(t, leftTop)}
                  stroke={GRID}
                  strokeDasharray="3 3"
                />
                <text
                  x={M.left - 8}
                  y={yOf(t, leftTop)}
                  dy="0.32em"
                  textAnchor="end"
                  className={kit.axis}
                >
                  {formatMoney(t)}
                </text>
                <text
                  x={M.left + plotW + 8}
                  y={yOf(right[i] ?? 0, rightTop)}
                  dy="0.32em"
                  className={kit.axis}
                  style={{ fill: GOLD }}
                >
                  {formatMoney(right[i] ?? 0)}
                </text>
              </g>
            ))}
            <line x1={M.left} x2={M.left} y1={M.top} y2={base} stroke={AXIS} />
            <line x1={M.left + plotW} x2={M.left + plotW} y1={M.top} y2={base} stroke={GOLD} />
            <line x1={M.left} x2={M.left + plotW} y1={base} y2={base} stroke={AXIS} />
            {hover !== null && (
              <rect
                x={bandX(hover)}
                y={M.top}
                width={band}
                height={plotH}
                fill="rgba(255,255,255,0.04)"
              />
            )}
            {data.map((d, i) => {
              const x0 = bandX(i) + band * 0.1;
              const hW = base - yOf(d.wagered, leftTop);
              const hG = base - yOf(d.ggr, rightTop);
              return (
                <g key={d.category} onPointerEnter={() => setHover(i)}>
                  <rect x={bandX(i)} y={M.top} width={band} height={plotH} fill="transparent" />
                  <path d={topRounded(x0, base - hW, bar, hW, 4)} fill={BLUE} />
                  <path d={topRounded(x0 + bar + 4, base - hG, bar, hG, 4)} fill={GOLD} />
                  <text
                    x={bandX(i) + band / 2}
                    y={base + 15}
                    textAnchor="middle"
                    className={kit.axis}
                    fontSize={11}
                  >
                    {d.category}
                  </text>
                </g>
              );
            })}
          </svg>
        )}
        {point && hover !== null && (
          <ChartTooltip
            x={bandX(hover) + band / 2}
            y={M.top}
            width={width}
            title={point.category}
            rows={[
              { name: 'Wagered', value: formatMoney(point.wagered), color: '#e7e9ee' },
              { name: 'GGR (right axis)', value: formatMoney(point.ggr), color: '#e7e9ee' },
            ]}
          />
        )}
        <Legend
          items={[
            { name: 'Wagered', color: BLUE },
            { name: 'GGR (right axis)', color: GOLD },
          ]}
          kind="square"
        />
      </div>
    </ChartCard>
  );
}

import { useMemo } from 'react';
import { conversionFunnel } from '../utils/sample-data';
import { formatCount } from '../utils/number-format';
import { ChartCard, FUNNEL } from './chart-card';
import { ShapeTooltip, usePointerHover, useWidth } from './charts/chart-kit';
import kit from './charts/charts.module.css';

const HEIGHT = 232;
const M = { top: 4, right: 8, bottom: 4, left: 8 };

/** From visitors to repeat depositors: one trapezoid per stage, the last a point (plain SVG). */
export function ConversionFunnel() {
  const data = useMemo(
    () => conversionFunnel().map((d, i) => ({ ...d, fill: FUNNEL[i % FUNNEL.length] ?? '#888' })),
    [],
  );
  const { ref, width } = useWidth<HTMLDivElement>();
  const { hover, track, clear } = usePointerHover();

  const plotW = Math.max(0, width - M.left - M.right);
  const rowH = data.length ? (HEIGHT - M.top - M.bottom) / data.length : 0;
  const max = Math.max(1, ...data.map((d) => d.value));
  const cx = M.left + plotW / 2;
  const half = (v: number) => ((v / max) * plotW) / 2;
  const hovered = hover ? data[hover.index] : undefined;

  return (
    <ChartCard
      id="funnel"
      title="Conversion Funnel"
      description={data.map((d) => `${d.name} ${formatCount(d.value)}`).join(', ')}
    >
      <div ref={ref} className={kit.plot}>
        {width > 0 && (
          <svg width={width} height={HEIGHT} onPointerLeave={clear}>
            {data.map((d, i) => {
              const y0 = M.top + i * rowH;
              const top = half(d.value);
              const next = data[i + 1];
              const bottom = next ? half(next.value) : 0;
              return (
                <g key={d.name} onPointerMove={track(i)}>
                  <path
                    d={`M${cx - top},${y0}H${cx + top}L${cx + bottom},${y0 + rowH}H${cx - bottom}Z`}
                    fill={d.fill}
                  />
                  <text
                    x={cx + (top + bottom) / 2 + 6}
                    y={y0 + rowH / 2}
                    dy="0.32em"
                    fill="#e7e9ee"
                    fontSize={12}
                  >
                    {d.name}
                  </text>
                </g>
              );
            })}
          </svg>
        )}
        <ShapeTooltip
          hover={hover}
          width={width}
          row={
            hovered && {
              name: hovered.name,
              value: formatCount(hovered.value),
              color: hovered.fill,
            }
          }
        />
      </div>
    </ChartCard>
  );
}

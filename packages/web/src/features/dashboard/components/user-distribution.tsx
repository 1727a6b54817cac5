import { useMemo } from 'react';
import { userDistribution } from '../utils/sample-data';
import { formatCount } from '../utils/number-format';
import { ChartCard, SLICES } from './chart-card';
import { ShapeTooltip, usePointerHover, Legend, useWidth } from './charts/chart-kit';
import kit from './charts/charts.module.css';

const HEIGHT = 216;
const PAD_DEGREES = 2;

/** A point on a circle; angles in degrees counter-clockwise from three o'clock. */
function polar(cx: number, cy: number, r: number, degrees: number) {
  const a = (degrees * Math.PI) / 180;
  return `${cx + r * Math.cos(a)},${cy - r * Math.sin(a)}`;
}

function ringSlice(cx: number, cy: number, inner: number, outer: number, a0: number, a1: number) {
  const large = a1 - a0 > 180 ? 1 : 0;
  return (
    `M${polar(cx, cy, outer, a0)}A${outer},${outer} 0 ${large} 0 ${polar(cx, cy, outer, a1)}` +
    `L${polar(cx, cy, inner, a1)}A${inner},${inner} 0 ${large} 1 ${polar(cx, cy, inner, a0)}Z`
  );
}

/** The players by segment, as a ring (plain SVG). */
export function UserDistribution() {
  const data = useMemo(userDistribution, []);
  const total = data.reduce((s, d) => s + d.value, 0);
  const { ref, width } = useWidth<HTMLDivElement>();
  const { hover, track, clear } = usePointerHover();

  const cx = width / 2;
  const cy = HEIGHT / 2;
  const radius = Math.min(width, HEIGHT) / 2;
  const sweep = 360 - PAD_DEGREES * data.length;
  let angle = 0;
  const slices = data.map((d, i) => {
    const a0 = angle;
    const a1 = a0 + (d.value / (total || 1)) * sweep;
    angle = a1 + PAD_DEGREES;
    return { ...d, color: SLICES[i % SLICES.length] ?? '#888', a0, a1 };
  });
  const hovered = hover ? slices[hover.index] : undefined;

  return (
    <ChartCard
      id="users"
      title="User Distribution"
      description={data.map((d) => `${d.name} ${Math.round((d.value / total) * 100)}%`).join(', ')}
    >
      <div ref={ref} className={kit.plot}>
        {width > 0 && (
          <svg width={width} height={HEIGHT} onPointerLeave={clear}>
            {slices.map((s, index) => (
              <path
                key={s.name}
                d={ringSlice(cx, cy, radius * 0.55, radius * 0.8, s.a0, s.a1)}
                fill={s.color}
                onPointerMove={track(index)}
              />
            ))}
          </svg>
        )}
        <ShapeTooltip
          hover={hover}
          width={width}
          row={
            hovered && {
              name: hovered.name,
              value: formatCount(hovered.value),
              color: hovered.color,
            }
          }
        />
        <Legend items={slices.map((s) => ({ name: s.name, color: s.color }))} kind="square" />
      </div>
    </ChartCard>
  );
}

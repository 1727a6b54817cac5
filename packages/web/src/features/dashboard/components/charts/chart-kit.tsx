import {
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type PointerEvent,
  type ReactNode,
} from 'react';
import styles from './charts.module.css';

/** The width of a chart's box, kept current with a ResizeObserver (0 before the first layout). */
export function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

const NICE = [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10];

/** Ticks from 0 to a round maximum at or above `max`, `count` steps apart. */
export function niceTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = (NICE.find((n) => n * magnitude >= raw) ?? 10) * magnitude;
  return Array.from({ length: count + 1 }, (_, i) => i * step);
}

/** The indexes of `n` x labels to draw so that none overlap (the last one always shown). */
export function visibleLabels(n: number, plotWidth: number, labelWidth: number): Set<number> {
  const gap = n > 1 ? plotWidth / (n - 1) : plotWidth;
  const every = Math.max(1, Math.ceil(labelWidth / gap));
  const out = new Set<number>();
  for (let i = n - 1; i >= 0; i -= every) out.add(i);
  return out;
}

const sign = (x: number) => (x < 0 ? -1 : 1);

/** A smooth path through the points that never overshoots them (monotone in x, as d3's curveMonotoneX). */
export function monotonePath(points: [number, number][]): string {
  const n = points.length;
  if (n === 0) return '';
  const [x0, y0] = points[0] as [number, number];
  if (n < 3) return points.map(([x, y], i) => `${i ? 'L' : 'M'}${x},${y}`).join('');
  const slope = (i: number) => {
    const [xa, ya] = points[i] as [number, number];
    const [xb, yb] = points[i + 1] as [number, number];
    return (yb - ya) / (xb - xa || 1);
  };
  const tangents = points.map((_, i) => {
    if (i === 0 || i === n - 1) return NaN;
    const [xp] = points[i - 1] as [number, number];
    const [xc] = points[i] as [number, number];
    const [xn] = points[i + 1] as [number, number];
    const h0 = xc - xp;
    const h1 = xn - xc;
    const s0 = slope(i - 1);
    const s1 = slope(i);
    const p = (s0 * h1 + s1 * h0) / (h0 + h1);
    return (sign(s0) + sign(s1)) * Math.min(Math.abs(s0), Math.abs(s1), 0.5 * Math.abs(p)) || 0;
  });
  tangents[0] = (3 * slope(0) - (tangents[1] ?? 0)) / 2;
  tangents[n - 1] = (3 * slope(n - 2) - (tangents[n - 2] ?? 0)) / 2;
  let d = `M${x0},${y0}`;
  for (let i = 0; i < n - 1; i++) {
    const [xa, ya] = points[i] as [number, number];
    const [xb, yb] = points[i + 1] as [number, number];
    const h = (xb - xa) / 3;
    const ta = tangents[i] ?? 0;
    const tb = tangents[i + 1] ?? 0;
    d += `C${xa + h},${ya + h * ta},${xb - h},${yb - h * tb},${xb},${yb}`;
  }
  return d;
}

export interface LegendItem {
  name: string;
  color: string;
}

/**
 * The legend under a chart: a coloured line (for lines) or square (for bars and slices) per series;
 * the names in the axis colour (a series colour such as grey is too faint for text).
 */
export function Legend({ items, kind }: { items: LegendItem[]; kind: 'line' | 'square' }) {
  return (
    <ul className={styles.legend} aria-hidden="true">
      {items.map((item) => (
        <li key={item.name}>
          <span
            className={kind === 'line' ? styles.swatchLine : styles.swatchSquare}
            style={{ '--swatch': item.color } as CSSProperties}
          />
          {item.name}
        </li>
      ))}
    </ul>
  );
}

export interface TooltipRow {
  name: string;
  value: string;
  color?: string;
}

/** The hover box of a chart, placed beside the pointer and kept inside the chart's box. */
export function ChartTooltip({
  x,
  y,
  width,
  title,
  rows,
}: {
  x: number;
  y: number;
  width: number;
  title?: ReactNode;
  rows: TooltipRow[];
}) {
  const left = x > width / 2 ? undefined : x + 12;
  const right = x > width / 2 ? width - x + 12 : undefined;
  return (
    <div className={styles.tooltip} style={{ left, right, top: y }} aria-hidden="true">
      {title !== undefined && <p className={styles.tooltipTitle}>{title}</p>}
      {rows.map((row) => (
        <p key={row.name} style={row.color ? { color: row.color } : undefined}>
          {row.name} : {row.value}
        </p>
      ))}
    </div>
  );
}

/** Which shape of a chart the pointer is over, and where (in the chart's box), for its tooltip. */
export function usePointerHover() {
  const [hover, setHover] = useState<{ index: number; x: number; y: number } | null>(null);
  const track = (index: number) => (e: PointerEvent<SVGElement>) => {
    const box = e.currentTarget.ownerSVGElement?.getBoundingClientRect();
    if (box) setHover({ index, x: e.clientX - box.left, y: e.clientY - box.top });
  };
  return { hover, track, clear: () => setHover(null) };
}

/** The tooltip of a single shape (a slice, a funnel stage) at the pointer, when over one. */
export function ShapeTooltip({
  hover,
  width,
  row,
}: {
  hover: { x: number; y: number } | null;
  width: number;
  row: TooltipRow | undefined;
}) {
  if (!hover || !row) return null;
  return <ChartTooltip x={hover.x} y={hover.y} width={width} rows={[row]} />;
}

import type { ReactNode } from 'react';
import clsx from 'clsx';
import { SampleBadge } from './sample-badge';
import styles from './dashboard.module.css';

// SVG attributes cannot read CSS custom properties: the dark theme's colours, spelled out.
export const GOLD = '#e2b54a';
export const GREEN = '#3fcf8e';
export const RED = '#f06262';
export const BLUE = '#5aa9ff';
const PURPLE = '#c586ff';
const TEAL = '#5ed6d6';
export const GRID = '#2c313d';
export const AXIS = '#a0a8b8';
export const SLICES = [BLUE, GREEN, GOLD, '#6b7280'];
export const FUNNEL = [BLUE, TEAL, GREEN, GOLD, PURPLE];

/** recharts' tooltip in the dark theme. */
export const tooltipStyle = {
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

/**
 * Legend names in the axis colour (a series' own colour is too faint for text on the card), in the
 * order the series are drawn.
 */
export const legendProps = {
  wrapperStyle: { fontSize: 12 },
  itemSorter: null,
  formatter: (value: unknown) => <span style={{ color: AXIS }}>{String(value)}</span>,
};

/** The frame of every dashboard chart: title, Sample badge, actions, and the chart as an image. */
export function ChartCard({
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
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
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

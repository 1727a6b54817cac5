import { useMemo } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Text,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { gamePerformance } from '../lib/sample-data';
import { formatMoney } from '../lib/number-format';
import { AXIS, BLUE, ChartCard, GOLD, GRID, legendProps, tooltipStyle } from './chart-card';

const money = (v: unknown) => formatMoney(Number(v));

interface TickProps {
  x?: number;
  y?: number;
  payload?: { value?: unknown };
  width?: number;
  visibleTicksCount?: number;
}

/**
 * A category's name under its bars, broken into lines at its spaces when it is wider than its
 * share of the axis: on a phone "Live Casino" and "Table Games" would otherwise run into their
 * neighbours.
 */
function CategoryTick({ x = 0, y = 0, payload, width = 0, visibleTicksCount = 1 }: TickProps) {
  return (
    <Text
      x={x}
      y={y + 4}
      width={Math.max(1, width / Math.max(1, visibleTicksCount) - 4)}
      textAnchor="middle"
      verticalAnchor="start"
      fontSize={11}
      fill={AXIS}
    >
      {String(payload?.value ?? '')}
    </Text>
  );
}

/** Wagered and GGR per game category, two bars each with their own axis. */
export function GamePerformanceChart() {
  const data = useMemo(gamePerformance, []);
  return (
    <ChartCard
      id="games"
      title="Game Performance"
      description={data.map((d) => `${d.category} wagered ${formatMoney(d.wagered)}`).join(', ')}
    >
      <ResponsiveContainer width="100%" height={250}>
        <BarChart
          data={data}
          margin={{ top: 8, right: 0, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke={GRID} strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="category"
            stroke={AXIS}
            tickLine={false}
            interval={0}
            height={36}
            tick={<CategoryTick />}
          />
          <YAxis stroke={AXIS} fontSize={12} tickLine={false} width={52} tickFormatter={money} />
          <YAxis
            yAxisId="ggr"
            orientation="right"
            stroke={GOLD}
            fontSize={12}
            tickLine={false}
            width={48}
            tickFormatter={money}
          />
          <Tooltip
            {...tooltipStyle}
            cursor={{ fill: 'rgba(255,255,255,0.04)' }}
            formatter={money}
          />
          <Legend {...legendProps} />
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

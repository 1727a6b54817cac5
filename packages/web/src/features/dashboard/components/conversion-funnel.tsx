import { useMemo } from 'react';
import { Funnel, FunnelChart, LabelList, ResponsiveContainer, Tooltip } from 'recharts';
import { conversionFunnel } from '../lib/sample-data';
import { formatCount } from '../lib/number-format';
import { ChartCard, FUNNEL, tooltipStyle } from './chart-card';

/** From visitors to repeat depositors, one stage under the other, each named on its right. */
export function ConversionFunnel() {
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
        <FunnelChart margin={{ top: 4, right: 128, bottom: 4, left: 8 }} accessibilityLayer={false}>
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

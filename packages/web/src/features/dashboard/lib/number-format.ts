/** Compact figures for cards: 1.2M, 48.3K, $1.52M, 64.2%. */
export function formatFigure(value: number, format: 'count' | 'money' | 'percent'): string {
  if (format === 'percent') return `${value.toFixed(1)}%`;
  const compact = new Intl.NumberFormat('en-US', {
    notation: 'compact',
    maximumFractionDigits: value >= 1_000_000 ? 2 : 1,
  }).format(value);
  return format === 'money' ? `$${compact}` : compact;
}

export const formatMoney = (value: number) =>
  `$${new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(value)}`;

export const formatCount = (value: number) => value.toLocaleString('en-US');

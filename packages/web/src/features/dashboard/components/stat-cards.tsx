import { useMemo } from 'react';
import clsx from 'clsx';
import {
  ArrowDownRight,
  ArrowUpRight,
  BadgeDollarSign,
  Coins,
  HandCoins,
  Percent,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { statCards, type StatCardName } from '../lib/sample-data';
import { formatFigure } from '../lib/number-format';
import { SampleBadge } from './sample-badge';
import styles from './dashboard.module.css';
import cardStyles from './stat-cards.module.css';

const ICONS: Record<StatCardName, LucideIcon> = {
  'Total Users': Users,
  Revenue: BadgeDollarSign,
  'Total Deposits': Wallet,
  'Total Withdrawals': HandCoins,
  'Total Wagered': Coins,
  'Engagement Rate': Percent,
};

/** The six stat cards, sample figures. */
export function StatCards() {
  const cards = useMemo(() => statCards(), []);
  return (
    <section aria-labelledby="overview-title" className={styles.section}>
      <div className={styles.sectionHeader}>
        <h2 id="overview-title" className={styles.sectionTitle}>
          Overview
        </h2>
        <SampleBadge />
      </div>
      <ul className={cardStyles.cards}>
        {cards.map((card) => {
          const Icon = ICONS[card.name];
          const up = card.change >= 0;
          return (
            <li key={card.name} className={cardStyles.card}>
              <div className={cardStyles.cardTop}>
                <h3 className={cardStyles.cardLabel}>{card.name}</h3>
                <Icon size={18} aria-hidden="true" className={cardStyles.cardIcon} />
              </div>
              <p className={cardStyles.cardValue}>{formatFigure(card.value, card.format)}</p>
              <p className={cardStyles.change}>
                <span className={clsx(cardStyles.delta, up ? cardStyles.up : cardStyles.down)}>
                  {up ? (
                    <ArrowUpRight size={14} aria-hidden="true" />
                  ) : (
                    <ArrowDownRight size={14} aria-hidden="true" />
                  )}
                  {up ? '+' : ''}
                  {card.change.toFixed(1)}%
                </span>
                <span className={cardStyles.changePeriod}>vs last month</span>
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

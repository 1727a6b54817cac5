import type { Random } from '../lib/random.js';
import { slugify } from '../lib/random.js';
import type { SeedCounts } from './seed-counts.js';
import { BASE, CURRENCIES, DAY, PROMO_THINGS, PROMO_WORDS, iso } from './seed-words.js';

/** Promotions and promo codes, drawn from `rnd` after the catalogue. */
export function generateOffers(
  rnd: Random,
  counts: SeedCounts,
  groups: readonly { slug: string }[],
) {
  // Promotions
  const promotions = Array.from({ length: counts.promotions }, (_, i) => {
    const id = i + 1;
    const title = `${rnd.pick(PROMO_WORDS)} ${rnd.pick(PROMO_THINGS)}${rnd.chance(0.3) ? ` ${rnd.int(2, 9)}` : ''}`;
    const from = BASE + rnd.int(-120, 60) * DAY;
    const until = from + rnd.int(7, 120) * DAY;
    const archived = rnd.chance(0.2);
    const redirected = rnd.chance(0.3);
    const live = !archived && rnd.chance(0.5);
    const created = from - rnd.int(1, 30) * DAY;
    return {
      id,
      title,
      subtitle: rnd.chance(0.8)
        ? `Up to ${rnd.pick(['100%', '200%', '50 free spins', '$500', '10% cashback'])}`
        : '',
      game_group: rnd.chance(0.7) ? rnd.pick(groups).slug : '',
      text: [
        {
          type: 'paragraph',
          value: `<p>Join the <strong>${title}</strong> and claim your reward. Wagering ${rnd.int(10, 40)}x applies.</p>`,
        },
        ...(rnd.chance(0.6)
          ? [
              {
                type: 'table',
                value: {
                  name: 'Prize tiers',
                  columns: ['Rank', 'Prize'],
                  rows: [
                    ['1', `$${rnd.int(5, 20) * 100}`],
                    ['2', `$${rnd.int(1, 4) * 100}`],
                    ['3-10', `$${rnd.int(1, 9) * 10}`],
                  ],
                },
              },
            ]
          : []),
      ],
      image_url: `/images/placeholder/promotion/${id}.png`,
      active_from: iso(from),
      active_until: iso(until),
      archived,
      live,
      unpublished: !live,
      redirected,
      url: redirected ? `https://casino.example.com/promotions/${slugify(title)}` : null,
      button_text: redirected ? rnd.pick(['Play now', 'Join', 'Claim bonus', 'Learn more']) : null,
      order_hint: 0,
      created_at: iso(created),
      updated_at: iso(created + rnd.int(0, 10) * DAY),
    };
  });
  let hint = 1;
  for (const p of promotions) if (!p.archived) p.order_hint = hint++;
  for (const p of promotions) if (p.archived) p.order_hint = hint++;

  // Promo codes
  const codes = new Set<string>();
  const promoCodes = Array.from({ length: counts.promoCodes }, (_, i) => {
    let code: string;
    do {
      code = `${rnd.pick(['WELCOME', 'SPIN', 'LUCKY', 'VIP', 'BONUS', 'RELOAD', 'WINTER', 'HIGHROLL'])}${rnd.int(10, 999)}`;
    } while (codes.has(code));
    codes.add(code);
    const from = BASE + rnd.int(-90, 30) * DAY;
    const created = from - rnd.int(1, 20) * DAY;
    const hasMeta = rnd.chance(0.75);
    return {
      id: i + 1,
      code,
      reward: rnd.pick([5, 10, 20, 25, 50, 100, 0.001, 0.05]),
      currency: rnd.pick(CURRENCIES),
      max_global_uses: rnd.chance(0.7) ? rnd.pick([100, 250, 500, 1000, 5000]) : null,
      valid_from: rnd.chance(0.9) ? iso(from) : null,
      valid_until: rnd.chance(0.85) ? iso(from + rnd.int(7, 90) * DAY) : null,
      metadata: hasMeta
        ? {
            campaign: rnd.pick([
              'black-friday',
              'summer-splash',
              'vip-club',
              'affiliate-q4',
              'retention',
            ]),
            type: rnd.pick(['deposit', 'signup', 'reload', 'freespins']),
          }
        : null,
      deleted_at: rnd.chance(0.15) ? iso(BASE - rnd.int(0, 30) * DAY) : null,
      created_at: iso(created),
      updated_at: iso(created + rnd.int(0, 5) * DAY),
    };
  });
  return { promotions, promoCodes };
}

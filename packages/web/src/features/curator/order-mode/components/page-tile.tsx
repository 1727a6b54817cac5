import { memo } from 'react';
import clsx from 'clsx';
import { miniCardText, type OrderSlot } from '@pitboss/contracts';
import { STRIDE, TILE_WIDTH } from '../lib/page-tiles';
import styles from './page-strip.module.css';

interface TileProps {
  page: number;
  ids: readonly string[];
  from: number;
  to: number;
  byId: ReadonlyMap<string, OrderSlot>;
  /** In view (or nearly): the tile shows its miniature cards. */
  inView: boolean;
  current: boolean;
  /** Under the pointer of a drag: a drop here moves the slot to this page. */
  over: boolean;
  onGoTo: (page: number) => void;
}

type MinisProps = Pick<TileProps, 'ids' | 'from' | 'to' | 'byId'>;

/** The same miniatures: the same slice of the order, the same slots. */
function sameMinis(a: MinisProps, b: MinisProps): boolean {
  if (a.from !== b.from || a.to !== b.to || a.byId !== b.byId) return false;
  if (a.ids === b.ids) return true;
  for (let i = a.from; i < a.to; i += 1) if (a.ids[i] !== b.ids[i]) return false;
  return true;
}

/** Re-render a tile only when its state changed, or its miniatures (when it shows them). */
function sameTile(a: TileProps, b: TileProps): boolean {
  return (
    a.page === b.page &&
    a.inView === b.inView &&
    a.current === b.current &&
    a.over === b.over &&
    a.onGoTo === b.onGoTo &&
    a.from === b.from &&
    a.to === b.to &&
    (!a.inView || sameMinis(a, b))
  );
}

/** One page of the strip: its button, and its miniatures when in view. */
export const PageTile = memo(function PageTile({
  page,
  ids,
  from,
  to,
  byId,
  inView,
  current,
  over,
  onGoTo,
}: TileProps) {
  return (
    <div
      role="listitem"
      className={clsx(styles.tile, current && styles.tileCurrent, over && styles.tileOver)}
      style={{ left: (page - 1) * STRIDE, width: TILE_WIDTH }}
      data-testid="page-tile"
      data-page={page}
    >
      <button
        type="button"
        className={styles.tileButton}
        onClick={() => onGoTo(page)}
        aria-current={current ? 'page' : undefined}
        aria-label={`Page ${page}, ${from + 1}–${to}`}
      >
        <span className={styles.tileHead}>
          <strong>Page {page}</strong>{' '}
          <span>
            {from + 1}–{to}
          </span>
        </span>
      </button>
      {/* outside the button: the button's name is its visible text; the whole tile is its target */}
      <span className={styles.minis} aria-hidden="true">
        {inView && <TileMinis ids={ids} from={from} to={to} byId={byId} />}
      </span>
    </div>
  );
}, sameTile);

/**
 * A tile's miniature cards, apart from the tile: the tile re-renders when a drag passes over it,
 * its miniatures only when its slice of the order changes.
 */
const TileMinis = memo(function TileMinis({ ids, from, to, byId }: MinisProps) {
  const minis = [];
  for (let i = from; i < to; i += 1) {
    const id = ids[i] as string;
    minis.push(
      <span key={id} className={styles.mini}>
        {miniCardText(byId.get(id)?.title ?? id)}
      </span>,
    );
  }
  return minis;
}, sameMinis);

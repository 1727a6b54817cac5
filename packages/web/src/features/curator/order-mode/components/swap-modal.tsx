import { useMemo, useState, type FormEvent } from 'react';
import clsx from 'clsx';
import { swapSearch, validateSwap, type OrderSlot } from '@pitboss/contracts';
import { Button } from '../../../../components/button';
import { Modal } from '../../../../components/modal';
import { TextField } from '../../../../components/text-field';
import styles from './order-modals.module.css';

interface Props {
  slot: OrderSlot | null;
  ids: readonly string[];
  byId: ReadonlyMap<string, OrderSlot>;
  onClose: () => void;
  onSwap: (a: string, b: string) => void;
}

/**
 * Swap Position (Ctrl-click) with a search box: at least 2 characters, title or
 * provider text, at most 10 results; a target must be chosen and must not be the slot itself.
 */
export function SwapModal({ slot, ids, byId, onClose, onSwap }: Props) {
  const [query, setQuery] = useState('');
  const [target, setTarget] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const open = slot !== null;

  const positionOf = useMemo(() => {
    const map = new Map<string, number>();
    ids.forEach((id, i) => map.set(id, i + 1));
    return map;
  }, [ids]);
  // The group in its current order, so results read top to bottom as the lobby shows them.
  const ordered = useMemo(
    () => ids.map((id) => byId.get(id)).filter((s): s is OrderSlot => s !== undefined),
    [ids, byId],
  );
  const { results, message } = useMemo(() => swapSearch(query, ordered), [query, ordered]);

  const reset = () => {
    setQuery('');
    setTarget(null);
    setError(null);
  };
  const close = () => {
    reset();
    onClose();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!slot) return;
    const problem = validateSwap(slot.id, target, ids);
    if (problem) {
      setError(problem);
      return;
    }
    onSwap(slot.id, target as string);
    reset();
  };

  return (
    <Modal
      open={open}
      onOpenChange={(o) => {
        if (!o) close();
      }}
      title="Swap Position"
      description={
        slot ? `Swap “${slot.title}” (position ${positionOf.get(slot.id) ?? '?'}) with…` : undefined
      }
    >
      <form className={styles.modalForm} onSubmit={submit} noValidate>
        <TextField
          label="Search slots"
          type="search"
          autoComplete="off"
          autoFocus
          value={query}
          placeholder="Title or provider"
          onChange={(e) => {
            setQuery(e.target.value);
            setError(null);
          }}
        />
        {message ? (
          <p className={styles.searchMessage} role="status">
            {message}
          </p>
        ) : (
          <ul className={styles.results} role="listbox" aria-label="Matching slots">
            {results.map((s) => {
              const selected = s.id === target;
              const provider = s.displayProviderName ?? s.providerName ?? '';
              return (
                <li
                  key={s.id}
                  role="option"
                  aria-selected={selected}
                  tabIndex={0}
                  className={clsx(styles.result, selected && styles.resultSelected)}
                  onClick={() => {
                    setTarget(s.id);
                    setError(null);
                  }}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' || e.key === ' ') {
                      e.preventDefault();
                      setTarget(s.id);
                      setError(null);
                    }
                  }}
                >
                  <span className={styles.resultPos}>#{positionOf.get(s.id)}</span>
                  <span className={styles.resultTitle}>
                    {s.title}
                    {s.id === slot?.id ? ' (this slot)' : ''}
                  </span>
                  <span className={styles.resultMeta}>{provider}</span>
                </li>
              );
            })}
          </ul>
        )}
        {error && (
          <p className={styles.formError} role="alert">
            {error}
          </p>
        )}
        <div className={styles.modalFooter}>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="primary">
            Swap
          </Button>
        </div>
      </form>
    </Modal>
  );
}

import { useEffect, useRef, useState } from 'react';
import { PROMOTIONS } from '@pitboss/contracts';

/**
 * The promotions' search box: an empty value searches at once, otherwise 800 ms after the last
 * keystroke; Enter searches at once, Escape clears, blur runs a pending search.
 */
export function useSearchBox(committed: string, commit: (value: string) => void) {
  const [value, setValue] = useState(committed);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [pending, setPending] = useState(false);
  const latest = useRef(value);
  latest.current = value;
  const commitRef = useRef(commit);
  commitRef.current = commit;

  // the URL changed elsewhere (Back, a link): show what it says
  useEffect(() => {
    if (timer.current === null) setValue(committed);
  }, [committed]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setPending(false);
  };

  const runNow = (v: string) => {
    cancel();
    commitRef.current(v.trim());
  };

  return {
    value,
    pending,
    onChange(next: string) {
      setValue(next);
      cancel();
      if (next.trim() === '') {
        runNow('');
        return;
      }
      setPending(true);
      timer.current = setTimeout(() => {
        timer.current = null;
        setPending(false);
        commitRef.current(latest.current.trim());
      }, PROMOTIONS.searchDebounceMs);
    },
    onKeyDown(e: React.KeyboardEvent<HTMLInputElement>) {
      if (e.key === 'Enter') {
        e.preventDefault();
        runNow(value);
      } else if (e.key === 'Escape') {
        e.preventDefault();
        setValue('');
        runNow('');
      }
    },
    onBlur() {
      if (timer.current !== null) runNow(latest.current);
    },
    clear() {
      setValue('');
      runNow('');
    },
  };
}

import { useCallback, useState } from 'react';

/**
 * A pending/error state around one async action. The login page uses it instead of the query
 * library, which loads only with the signed-in application (the login page's budget is 100 kB).
 */
export function useAction<A extends unknown[], R>(action: (...args: A) => Promise<R>) {
  const [state, setState] = useState<{ pending: boolean; error: unknown }>({
    pending: false,
    error: null,
  });
  const run = useCallback(
    async (...args: A): Promise<R | undefined> => {
      setState({ pending: true, error: null });
      try {
        const result = await action(...args);
        setState({ pending: false, error: null });
        return result;
      } catch (error) {
        setState({ pending: false, error });
        return undefined;
      }
    },
    [action],
  );
  const reset = useCallback(() => setState({ pending: false, error: null }), []);
  return { ...state, run, reset };
}

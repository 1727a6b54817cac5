import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useBlocker, type Location } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

/** Which navigations leave the work behind (by default: another page, or other list filters). */
export type Leaves = (current: Location, next: Location) => boolean;

export interface UnsavedChangesOptions {
  /** What the confirmation says. */
  message?: string;
  leaves?: Leaves;
}

interface Guard {
  isDirty: () => boolean;
  leaves: Leaves;
  message: string;
}

const DEFAULT_MESSAGE = 'You have unsaved order changes. Leaving now discards them.';
const leavesPageOrFilters: Leaves = (current, next) =>
  current.pathname !== next.pathname || current.search !== next.search;

const GuardRegistry = createContext<Set<{ current: Guard }> | null>(null);

/**
 * The one navigation blocker of the app (React Router allows one `useBlocker` at a time): it
 * holds an in-app navigation while any screen registered through `useUnsavedChanges` has unsaved
 * work, and asks "Discard changes" / "Keep editing". Rendered once, around the routes.
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const [guards] = useState(() => new Set<{ current: Guard }>());
  const [message, setMessage] = useState(DEFAULT_MESSAGE);
  const shouldBlock = useCallback(
    ({ currentLocation, nextLocation }: { currentLocation: Location; nextLocation: Location }) => {
      for (const guard of guards) {
        if (guard.current.isDirty() && guard.current.leaves(currentLocation, nextLocation)) {
          setMessage(guard.current.message);
          return true;
        }
      }
      return false;
    },
    [guards],
  );
  const blocker = useBlocker(shouldBlock);
  return (
    <GuardRegistry.Provider value={guards}>
      {children}
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => {
          if (!open && blocker.state === 'blocked') blocker.reset();
        }}
        title="Discard unsaved changes?"
        message={message}
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        variant="danger"
        onConfirm={() => {
          if (blocker.state === 'blocked') blocker.proceed();
        }}
      />
    </GuardRegistry.Provider>
  );
}

/**
 * Unsaved work on this screen: while `dirty`, an in-app navigation asks first
 * (`UnsavedChangesGuard`) and closing or reloading the tab brings the browser's own prompt.
 */
export function useUnsavedChanges(
  dirty: boolean,
  { message = DEFAULT_MESSAGE, leaves = leavesPageOrFilters }: UnsavedChangesOptions = {},
) {
  const registry = useContext(GuardRegistry);
  const guard = useRef<Guard>({ isDirty: () => false, leaves, message });
  useLayoutEffect(() => {
    guard.current = { isDirty: () => dirty, leaves, message };
  });
  useEffect(() => {
    if (!registry) throw new Error('useUnsavedChanges needs an <UnsavedChangesGuard> above it');
    registry.add(guard);
    return () => {
      registry?.delete(guard);
    };
  }, [registry]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}

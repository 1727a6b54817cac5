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
import { FORM_MESSAGES } from '@pitboss/contracts';
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

interface Registry {
  guards: Set<{ current: Guard }>;
  /** Set once the user chose to leave anyway (sign-out): the tab-close prompt stays quiet. */
  released: { current: boolean };
}

const GuardRegistry = createContext<Registry | null>(null);

/**
 * The one navigation blocker of the app (React Router allows one `useBlocker` at a time): it
 * holds an in-app navigation while any screen registered through `useUnsavedChanges` has unsaved
 * work, and asks "Discard changes" / "Keep editing". Rendered once, around the routes.
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const [registry] = useState<Registry>(() => ({
    guards: new Set(),
    released: { current: false },
  }));
  const { guards } = registry;
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
    <GuardRegistry.Provider value={registry}>
      {children}
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => {
          if (!open && blocker.state === 'blocked') blocker.reset();
        }}
        title={FORM_MESSAGES.discardTitle}
        message={message}
        confirmLabel={FORM_MESSAGES.discardConfirm}
        cancelLabel={FORM_MESSAGES.keepEditing}
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
    registry.guards.add(guard);
    return () => {
      registry?.guards.delete(guard);
    };
  }, [registry]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (registry?.released.current) return;
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty, registry]);
}

/**
 * For leaving the app as a whole (sign-out): `pending()` says whether any screen or form holds
 * unsaved work, `release()` lets the page unload without the browser's prompt once the user has
 * confirmed in the app.
 */
export function useUnsavedWork() {
  const registry = useContext(GuardRegistry);
  return {
    pending: () => [...(registry?.guards ?? [])].some((g) => g.current.isDirty()),
    release: () => {
      if (registry) registry.released.current = true;
    },
  };
}

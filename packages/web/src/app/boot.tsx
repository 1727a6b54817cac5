import { Suspense, lazy } from 'react';
import { Button } from '../components/button';
import { Spinner } from '../components/spinner';
import { useMe } from '../features/auth/api/use-me';
import { LoginScreen } from '../features/auth/components/login-screen';
import { errorMessage } from '../lib/trpc';
import styles from './boot.module.css';

// The signed-in application (router, shell, sections) is its own chunk: the login page loads
// only React, the query cache, the tRPC client and the form.
const SignedInApp = lazy(() => import('./signed-in-app'));

function Centered({ children }: { children: React.ReactNode }) {
  return <div className={styles.center}>{children}</div>;
}

/**
 * Start-up (spec 1 §2): no session, or a failed check, shows the login form at the current URL;
 * signing in then shows the page that was asked for.
 */
export function Boot() {
  const me = useMe();
  if (me.isPending) {
    return (
      <Centered>
        <Spinner size={28} label="Loading Pitboss" />
      </Centered>
    );
  }
  if (me.isError) {
    return (
      <Centered>
        <p role="alert">{errorMessage(me.error, 'The gateway could not be reached.')}</p>
        <Button onClick={() => void me.refetch()}>Try again</Button>
      </Centered>
    );
  }
  if (!me.data.user) return <LoginScreen bypassEnabled={me.data.bypassEnabled} />;
  return (
    <Suspense
      fallback={
        <Centered>
          <Spinner size={28} label="Loading Pitboss" />
        </Centered>
      }
    >
      <SignedInApp user={me.data.user} />
    </Suspense>
  );
}

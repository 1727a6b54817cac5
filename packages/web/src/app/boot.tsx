import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { Button } from '../components/button';
import { Spinner } from '../components/spinner';
import { signIn, type MeAnswer } from '../features/auth/api/sign-in';
import { LoginScreen } from '../features/auth/components/login-screen';
import { serverMessage } from '../lib/trpc';
import styles from './boot.module.css';

/**
 * The signed-in application (query cache, router, shell), in a chunk of its own: the sign-in
 * page loads only React, the tRPC client and the form.
 */
const SignedInApp = lazy(() => import('./signed-in-app'));

type BootState =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; me: MeAnswer };

function Centered({ children }: { children: React.ReactNode }) {
  return <div className={styles.center}>{children}</div>;
}

const loading = (
  <Centered>
    <Spinner size={28} label="Loading Pitboss" />
  </Centered>
);

/**
 * Start-up: no session, or a failed check, shows the login form at the current URL; signing in
 * then shows the page that was asked for.
 */
export function Boot() {
  const [state, setState] = useState<BootState>({ status: 'loading' });
  const signedOut = useCallback(() => {
    setState((s) => (s.status === 'ready' ? { status: 'ready', me: { ...s.me, user: null } } : s));
  }, []);
  const check = useCallback(() => {
    setState({ status: 'loading' });
    signIn.me().then(
      (me) => setState({ status: 'ready', me }),
      (error: unknown) => setState({ status: 'error', error }),
    );
  }, []);
  useEffect(check, [check]);

  if (state.status === 'loading') return loading;
  if (state.status === 'error') {
    return (
      <Centered>
        <p role="alert">{serverMessage(state.error, 'The gateway could not be reached.')}</p>
        <Button onClick={check}>Try again</Button>
      </Centered>
    );
  }
  const { me } = state;
  if (!me.user) {
    return (
      <LoginScreen
        bypassEnabled={me.bypassEnabled}
        onSignedIn={(user) => setState({ status: 'ready', me: { ...me, user } })}
      />
    );
  }
  return (
    <Suspense fallback={loading}>
      <SignedInApp me={me} onSignedOut={signedOut} />
    </Suspense>
  );
}

import { Suspense, useCallback, useEffect, useState } from 'react';
import { Button } from '../components/button';
import { Spinner } from '../components/spinner';
import { signIn, type MeAnswer } from '../features/auth/api/sign-in';
import { LoginScreen } from '../features/auth/components/login-screen';
import { errorMessage } from '../lib/trpc';
import styles from './boot.module.css';
import { SignedInApp, likelySignedIn, preloadSignedIn, rememberSignedIn } from './route-chunks';

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
 * Start-up (spec 1 §2): no session, or a failed check, shows the login form at the current URL;
 * signing in then shows the page that was asked for.
 */
export function Boot() {
  const [state, setState] = useState<BootState>({ status: 'loading' });
  const signedOut = useCallback(() => {
    rememberSignedIn(false);
    setState((s) => (s.status === 'ready' ? { status: 'ready', me: { ...s.me, user: null } } : s));
  }, []);
  const check = useCallback(() => {
    setState({ status: 'loading' });
    const path = window.location.pathname;
    // signed in last time: the application's code downloads while the session is checked
    const early = likelySignedIn() ? preloadSignedIn(path) : null;
    signIn.me().then(
      (me) => {
        rememberSignedIn(!!me.user);
        const ready = () => setState({ status: 'ready', me });
        if (!me.user) return ready();
        // the opened screen's data is asked for once the application's code has run, before it
        // renders (a failed chunk is the lazy boundary's to show, as it imports it again)
        void (early ?? preloadSignedIn(path))
          .then(() =>
            import('./signed-in-app').then(({ startSession }) => startSession(me, signedOut)),
          )
          .catch(() => undefined)
          .finally(ready);
      },
      (error: unknown) => setState({ status: 'error', error }),
    );
  }, [signedOut]);
  useEffect(check, [check]);

  if (state.status === 'loading') return loading;
  if (state.status === 'error') {
    return (
      <Centered>
        <p role="alert">{errorMessage(state.error, 'The gateway could not be reached.')}</p>
        <Button onClick={check}>Try again</Button>
      </Centered>
    );
  }
  const { me } = state;
  if (!me.user) {
    return (
      <LoginScreen
        bypassEnabled={me.bypassEnabled}
        onSignedIn={(user) => {
          rememberSignedIn(true);
          void preloadSignedIn(window.location.pathname);
          setState({ status: 'ready', me: { ...me, user } });
        }}
      />
    );
  }
  return (
    <Suspense fallback={loading}>
      <SignedInApp me={me} onSignedOut={signedOut} />
    </Suspense>
  );
}

import { useState } from 'react';
import { LOGIN_LABELS, LOGIN_MESSAGES, loginIssues, newPasswordIssues } from '@pitboss/contracts';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { serverMessage } from '../../../lib/trpc';
import { signIn, type SignInAnswer, type SignedInUser } from '../api/sign-in';
import { useAction } from '../../../lib/use-action';
import { useRulesForm } from '../hooks/use-rules-form';
import { SIGN_OUT_WARNING_KEY } from '../lib/sign-out-warning';
import styles from './auth-card.module.css';

/** Cognito's NEW_PASSWORD_REQUIRED answer: an opaque handle and the user it belongs to. */
interface Challenge {
  session: string;
  username: string;
}

type LoginValues = { username: string; password: string };

type NewPasswordValues = { newPassword: string; confirmPassword: string };

function Brand({ subtitle }: { subtitle: string }) {
  return (
    <div className={styles.brand}>
      <div className={styles.logo} aria-hidden="true">
        P
      </div>
      <div>
        <h1 className={styles.title}>Pitboss</h1>
        <p className={styles.subtitle}>{subtitle}</p>
      </div>
    </div>
  );
}

function CredentialsForm({
  bypassEnabled,
  onAnswer,
}: {
  bypassEnabled: boolean;
  onAnswer: (answer: SignInAnswer) => void;
}) {
  const login = useAction(signIn.login);
  const bypass = useAction(signIn.bypass);
  const { errors, handleSubmit, onChange } = useRulesForm<LoginValues>(loginIssues);

  const onSubmit = handleSubmit(async (values) => {
    bypass.reset();
    const answer = await login.run(values);
    if (answer) onAnswer(answer);
  });

  const failure = login.error
    ? serverMessage(login.error, LOGIN_MESSAGES.loginFailedFallback)
    : bypass.error
      ? LOGIN_MESSAGES.bypassFailed
      : null;
  // the last sign-out's warning, shown once (the OAuth logout failed: the spec's text)
  const [signOutWarning] = useState(() => {
    const warning = sessionStorage.getItem(SIGN_OUT_WARNING_KEY);
    sessionStorage.removeItem(SIGN_OUT_WARNING_KEY);
    return warning;
  });

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      onChange={onChange}
      noValidate
      aria-label="Sign in"
    >
      {(failure ?? signOutWarning) && (
        <div className={styles.alert} role="alert">
          {failure ?? signOutWarning}
        </div>
      )}
      <TextField
        label={LOGIN_LABELS.username}
        autoComplete="username"
        autoFocus
        name="username"
        error={errors.username}
      />
      <TextField
        label={LOGIN_LABELS.password}
        type="password"
        autoComplete="current-password"
        name="password"
        error={errors.password}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" loading={login.pending} disabled={bypass.pending}>
          {LOGIN_LABELS.signIn}
        </Button>
        {bypassEnabled && (
          <Button
            variant="ghost"
            loading={bypass.pending}
            disabled={login.pending}
            onClick={async () => {
              login.reset();
              const answer = await bypass.run();
              if (answer) onAnswer(answer);
            }}
          >
            {LOGIN_LABELS.bypassLogin}
          </Button>
        )}
      </div>
    </form>
  );
}

function NewPasswordFormView({
  challenge,
  onAnswer,
}: {
  challenge: Challenge;
  onAnswer: (answer: SignInAnswer) => void;
}) {
  const complete = useAction(signIn.completeNewPassword);
  const { errors, handleSubmit, onChange } = useRulesForm<NewPasswordValues>(newPasswordIssues);
  const onSubmit = handleSubmit(async (values) => {
    const answer = await complete.run({ ...challenge, ...values });
    if (answer) onAnswer(answer);
  });
  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      onChange={onChange}
      noValidate
      aria-label={LOGIN_LABELS.setNewPasswordTitle}
    >
      {complete.error != null && (
        <div className={styles.alert} role="alert">
          {serverMessage(complete.error, LOGIN_MESSAGES.loginFailedFallback)}
        </div>
      )}
      <TextField
        label={LOGIN_LABELS.newPassword}
        type="password"
        autoComplete="new-password"
        autoFocus
        name="newPassword"
        error={errors.newPassword}
      />
      <TextField
        label={LOGIN_LABELS.confirmPassword}
        type="password"
        autoComplete="new-password"
        name="confirmPassword"
        error={errors.confirmPassword}
      />
      <Button type="submit" variant="primary" loading={complete.pending}>
        {LOGIN_LABELS.setPassword}
      </Button>
    </form>
  );
}

/** The sign-in screen: credentials, then Set New Password when Cognito asks. */
export function LoginScreen({
  bypassEnabled,
  onSignedIn,
}: {
  bypassEnabled: boolean;
  onSignedIn: (user: SignedInUser) => void;
}) {
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const onAnswer = (answer: SignInAnswer) => {
    if (answer.status === 'SIGNED_IN') onSignedIn(answer.user);
    else setChallenge({ session: answer.session, username: answer.username });
  };
  return (
    <main className={styles.page}>
      <section className={styles.card}>
        <Brand
          subtitle={
            challenge
              ? 'Choose a new password to finish signing in.'
              : 'Casino back-office. Sign in to continue.'
          }
        />
        {challenge ? (
          <>
            <h2 className={styles.title}>{LOGIN_LABELS.setNewPasswordTitle}</h2>
            <NewPasswordFormView challenge={challenge} onAnswer={onAnswer} />
          </>
        ) : (
          <CredentialsForm bypassEnabled={bypassEnabled} onAnswer={onAnswer} />
        )}
      </section>
    </main>
  );
}

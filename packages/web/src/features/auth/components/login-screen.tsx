import { useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { LOGIN_LABELS, LOGIN_MESSAGES, loginIssues, newPasswordIssues } from '@pitboss/contracts';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/trpc';
import { signIn, type SignInAnswer, type SignedInUser } from '../api/sign-in';
import { useAction } from '../../../lib/use-action';
import styles from './auth-card.module.css';

/** Cognito's NEW_PASSWORD_REQUIRED answer: an opaque handle and the user it belongs to. */
interface Challenge {
  session: string;
  username: string;
}

interface LoginValues {
  username: string;
  password: string;
}

interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

/**
 * The login page must stay small (≤ 100 kB gzipped), so its two forms apply contracts' pure rules
 * (`loginIssues`, `newPasswordIssues`) rather than the zod schemas built on them.
 */
function rulesResolver<T extends object>(
  rules: (values: T) => { path: string; message: string }[],
): Resolver<T> {
  return (values) => {
    const issues = rules(values);
    if (issues.length === 0) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of issues) errors[issue.path] ??= { type: 'validate', message: issue.message };
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}

const loginResolver = rulesResolver<LoginValues>(loginIssues);
const newPasswordResolver = rulesResolver<NewPasswordValues>(newPasswordIssues);

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
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({
    resolver: loginResolver,
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    bypass.reset();
    const answer = await login.run(values);
    if (answer) onAnswer(answer);
  });

  const failure = login.error
    ? errorMessage(login.error, LOGIN_MESSAGES.loginFailedFallback)
    : bypass.error
      ? LOGIN_MESSAGES.bypassFailed
      : null;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Sign in">
      {failure && (
        <div className={styles.alert} role="alert">
          {failure}
        </div>
      )}
      <TextField
        label={LOGIN_LABELS.username}
        autoComplete="username"
        autoFocus
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        label={LOGIN_LABELS.password}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
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
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewPasswordValues>({
    resolver: newPasswordResolver,
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    const answer = await complete.run({ ...challenge, ...values });
    if (answer) onAnswer(answer);
  });
  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-label={LOGIN_LABELS.setNewPasswordTitle}
    >
      {complete.error != null && (
        <div className={styles.alert} role="alert">
          {errorMessage(complete.error, LOGIN_MESSAGES.loginFailedFallback)}
        </div>
      )}
      <TextField
        label={LOGIN_LABELS.newPassword}
        type="password"
        autoComplete="new-password"
        autoFocus
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <TextField
        label={LOGIN_LABELS.confirmPassword}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" variant="primary" loading={complete.pending}>
        {LOGIN_LABELS.setPassword}
      </Button>
    </form>
  );
}

/** The sign-in screen (spec 1 §2): credentials, then Set New Password when Cognito asks. */
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

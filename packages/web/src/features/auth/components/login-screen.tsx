import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { LOGIN_LABELS, LOGIN_MESSAGES, newPasswordIssues } from '@pitboss/contracts';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/trpc';
import { useBypass, useCompleteNewPassword, useLogin } from '../api/use-sign-in';
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

// The login page must stay small (≤ 100 kB gzipped), so its two forms use contracts' pure rules
// rather than the zod schemas the gateway applies to the same input.
const newPasswordResolver: Resolver<NewPasswordValues> = (values) => {
  const issues = newPasswordIssues(values);
  if (issues.length === 0) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of issues) errors[issue.path] ??= { type: 'validate', message: issue.message };
  return { values: {}, errors };
};

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
  onNewPasswordRequired,
}: {
  bypassEnabled: boolean;
  onNewPasswordRequired: (challenge: Challenge) => void;
}) {
  const login = useLogin();
  const bypass = useBypass();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({ defaultValues: { username: '', password: '' } });

  const onSubmit = handleSubmit((values) => {
    bypass.reset();
    login.mutate(values, {
      onSuccess: (answer) => {
        if (answer.status === 'NEW_PASSWORD_REQUIRED') onNewPasswordRequired(answer);
      },
    });
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
        {...register('username', {
          // Blank counts as missing (the same rule as contracts' loginInputSchema).
          validate: (v) => v.trim() !== '' || LOGIN_MESSAGES.usernameRequired,
        })}
      />
      <TextField
        label={LOGIN_LABELS.password}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password', { required: LOGIN_MESSAGES.passwordRequired })}
      />
      <div className={styles.actions}>
        <Button
          type="submit"
          variant="primary"
          loading={login.isPending}
          disabled={bypass.isPending}
        >
          {LOGIN_LABELS.signIn}
        </Button>
        {bypassEnabled && (
          <Button
            variant="ghost"
            loading={bypass.isPending}
            disabled={login.isPending}
            onClick={() => {
              login.reset();
              bypass.mutate();
            }}
          >
            {LOGIN_LABELS.bypassLogin}
          </Button>
        )}
      </div>
    </form>
  );
}

function NewPasswordFormView({ challenge }: { challenge: Challenge }) {
  const complete = useCompleteNewPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewPasswordValues>({
    resolver: newPasswordResolver,
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const onSubmit = handleSubmit((values) =>
    complete.mutate({ session: challenge.session, username: challenge.username, ...values }),
  );
  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-label={LOGIN_LABELS.setNewPasswordTitle}
    >
      {complete.error && (
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
      <Button type="submit" variant="primary" loading={complete.isPending}>
        {LOGIN_LABELS.setPassword}
      </Button>
    </form>
  );
}

/** The sign-in screen (spec 1 §2): credentials, then Set New Password when Cognito asks. */
export function LoginScreen({ bypassEnabled }: { bypassEnabled: boolean }) {
  const [challenge, setChallenge] = useState<Challenge | null>(null);
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
            <NewPasswordFormView challenge={challenge} />
          </>
        ) : (
          <CredentialsForm bypassEnabled={bypassEnabled} onNewPasswordRequired={setChallenge} />
        )}
      </section>
    </main>
  );
}
